// A purchase offer states its amount in figures and in words (SPEC.md section 3): the words are
// generated from the figure in the visitor's language, and what the visitor types is checked
// against the figure. Whole euros from 0 to 999,999,999.
//
// Spelling chosen:
// - nl: one word up to "duizend", a space after "duizend" and around "miljoen" (Taaladvies),
//   "tweeëntwintig" with its diaeresis;
// - fr: Belgian French (septante, nonante; quatre-vingts), traditional hyphens (below one hundred),
//   "cents" and "quatre-vingts" plural only at the end;
// - en: British usage with "and" (two hundred and fifty thousand);
// - de: one word below a million, "eine Million", "zwei Millionen".
// The check accepts the other usual forms: soixante-dix, quatre-vingt-dix, huitante, octante, the
// 1990 French spelling with hyphens everywhere, no "and", "eenhonderd" or "einhundert", umlauts
// written out, spaces, hyphens, case and a trailing "euro" (or "d'euros"). Offers write the words
// with their currency (amountInEuroWords), as a deed does.
import type { Language } from "../i18n/languages.ts";

export const MAX_AMOUNT_IN_WORDS = 999_999_999;

function checked(amount: number): number {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`amount in words: a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}, not ${amount}`);
  }
  return amount;
}

// --- Dutch -------------------------------------------------------------------------------------
const NL_UNITS = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
const NL_TEENS = [
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const NL_TENS = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];

function nlBelowHundred(n: number): string {
  if (n < 10) return NL_UNITS[n] ?? "";
  if (n < 20) return NL_TEENS[n - 10] ?? "";
  const unit = n % 10;
  const tens = NL_TENS[Math.floor(n / 10)] ?? "";
  if (unit === 0) return tens;
  const first = NL_UNITS[unit] ?? "";
  // "twee" + "en" is written "tweeën": a diaeresis where two e's would run together.
  return `${first}${first.endsWith("e") ? "ën" : "en"}${tens}`;
}

function nlBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? "" : hundreds === 1 ? "honderd" : `${NL_UNITS[hundreds]}honderd`;
  return rest === 0 ? head : `${head}${nlBelowHundred(rest)}`;
}

function nlBelowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return nlBelowThousand(rest);
  const head = thousands === 1 ? "duizend" : `${nlBelowThousand(thousands)}duizend`;
  return rest === 0 ? head : `${head} ${nlBelowThousand(rest)}`;
}

function dutch(n: number): string {
  if (n === 0) return "nul";
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  if (millions === 0) return nlBelowMillion(rest);
  const head = `${nlBelowMillion(millions)} miljoen`;
  return rest === 0 ? head : `${head} ${nlBelowMillion(rest)}`;
}

// --- French ------------------------------------------------------------------------------------
const FR_UNITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
const FR_TEENS = ["dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"];
const FR_TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "septante", "quatre-vingt", "nonante"];

function frBelowHundred(n: number, final: boolean): string {
  if (n < 10) return FR_UNITS[n] ?? "";
  if (n < 20) return FR_TEENS[n - 10] ?? "";
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  const word = FR_TENS[tens] ?? "";
  if (unit === 0) return tens === 8 && final ? "quatre-vingts" : word;
  if (unit === 1 && tens !== 8) return `${word} et un`;
  return `${word}-${FR_UNITS[unit]}`;
}

/** `final`: nothing follows but a noun (million) or the end, so "cents" and "vingts" take their s. */
function frBelowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return frBelowHundred(rest, final);
  const head = hundreds === 1 ? "cent" : `${FR_UNITS[hundreds]} cent${rest === 0 && final ? "s" : ""}`;
  return rest === 0 ? head : `${head} ${frBelowHundred(rest, final)}`;
}

function french(n: number): string {
  if (n === 0) return "zéro";
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions > 0) parts.push(`${frBelowThousand(millions, true)} million${millions > 1 ? "s" : ""}`);
  // "mille" is invariable and is not preceded by "un"; before it "cent" and "vingt" stay singular.
  if (thousands > 0) parts.push(thousands === 1 ? "mille" : `${frBelowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(frBelowThousand(rest, true));
  return parts.join(" ");
}

// --- English -----------------------------------------------------------------------------------
const EN_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const EN_TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function enBelowHundred(n: number): string {
  if (n < 10) return EN_UNITS[n] ?? "";
  if (n < 20) return EN_TEENS[n - 10] ?? "";
  const unit = n % 10;
  const tens = EN_TENS[Math.floor(n / 10)] ?? "";
  return unit === 0 ? tens : `${tens}-${EN_UNITS[unit]}`;
}

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return enBelowHundred(rest);
  const head = `${EN_UNITS[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${enBelowHundred(rest)}`;
}

function english(n: number): string {
  if (n === 0) return "zero";
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), "million"],
    [Math.floor((n % 1_000_000) / 1000), "thousand"],
    [n % 1000, ""],
  ];
  const parts = groups
    .filter(([value]) => value > 0)
    .map(([value, scale]) => (scale ? `${enBelowThousand(value)} ${scale}` : enBelowThousand(value)));
  // "one thousand and five": a last group below one hundred after a larger one takes "and".
  const last = n % 1000;
  if (n >= 1000 && last > 0 && last < 100) parts[parts.length - 1] = `and ${parts[parts.length - 1]}`;
  return parts.join(" ");
}

// --- German ------------------------------------------------------------------------------------
const DE_UNITS = ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const DE_TEENS = [
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
];
const DE_TENS = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

function deBelowHundred(n: number): string {
  if (n < 10) return DE_UNITS[n] ?? "";
  if (n < 20) return DE_TEENS[n - 10] ?? "";
  const unit = n % 10;
  const tens = DE_TENS[Math.floor(n / 10)] ?? "";
  return unit === 0 ? tens : `${DE_UNITS[unit]}und${tens}`;
}

function deBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? "" : `${hundreds === 1 ? "" : DE_UNITS[hundreds]}hundert`;
  return rest === 0 ? head : `${head}${deBelowHundred(rest)}`;
}

/** Below a million; "eins" when the number ends in a lone one (hunderteins, but einundzwanzig). */
function deBelowMillion(n: number, endsWord: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? "" : `${thousands === 1 ? "" : deBelowThousand(thousands)}tausend`;
  let tail = rest === 0 ? "" : deBelowThousand(rest);
  if (endsWord && rest % 100 === 1) tail = `${tail}s`;
  return `${head}${tail}`;
}

function german(n: number): string {
  if (n === 0) return "null";
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const parts: string[] = [];
  if (millions > 0) parts.push(millions === 1 ? "eine Million" : `${deBelowMillion(millions, false)} Millionen`);
  if (rest > 0) parts.push(deBelowMillion(rest, true));
  return parts.join(" ");
}

const WRITERS: Record<Language, (n: number) => string> = { nl: dutch, fr: french, en: english, de: german };

/** The amount in words in the language: 250000, "fr" -> "deux cent cinquante mille". */
export function amountInWords(amount: number, language: Language): string {
  return WRITERS[language](checked(amount));
}

/** Whether words already name the currency: "euro", "euros", "EUR" or "€". */
const CURRENCY = /(^|[^\p{L}])(euros?|eur)([^\p{L}]|$)|€/iu;

/**
 * The currency after the words, as each language writes it: "euro" in Dutch and "Euro" in German
 * whatever the number, "euros" in French and English from two on, and in French "d'euros" right
 * after "million(s)" (deux millions d'euros, but un million deux cent mille euros).
 */
function currencyAfter(words: string, amount: number, language: Language): string {
  if (language === "nl") return " euro";
  if (language === "de") return " Euro";
  if (amount === 1) return " euro";
  if (language === "fr" && /millions?\s*$/i.test(words)) return " d'euros";
  return " euros";
}

/** The amount in words with its currency: 350000, "nl" -> "driehonderdvijftigduizend euro". */
export function amountInEuroWords(amount: number, language: Language): string {
  const words = amountInWords(amount, language);
  return `${words}${currencyAfter(words, amount, language)}`;
}

/** Words a visitor typed with the currency added when they left it out; their own words otherwise. */
export function withEuro(words: string, amount: number, language: Language): string {
  const typed = words.trim();
  return CURRENCY.test(typed) ? typed : `${typed}${currencyAfter(typed, amount, language)}`;
}

// --- Checking what a visitor typed -------------------------------------------------------------

/** Letters only, lower case, no accents or spelled-out umlauts, the usual variants made one. */
function normalize(words: string, language: Language): string {
  let text = words
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\b(d['’]\s*)?(euros?|eur)\b|€/g, " ");
  if (language === "en") text = text.replace(/\band\b/g, " ").replace(/\ba (hundred|thousand|million)\b/g, "one $1");
  if (language === "fr") {
    text = text
      .replace(/soixante[\s-]*(et[\s-]*)?dix/g, "septante")
      .replace(/soixante[\s-]*et[\s-]*onze/g, "septante et un")
      .replace(
        /soixante[\s-]*(douze|treize|quatorze|quinze|seize)/g,
        (_m, teen: string) => `septante ${TEEN_UNITS[teen] ?? teen}`,
      )
      .replace(/quatre[\s-]*vingts?[\s-]*dix[\s-]*(sept|huit|neuf)/g, "nonante $1")
      .replace(/quatre[\s-]*vingts?[\s-]*(onze)/g, "nonante et un")
      .replace(
        /quatre[\s-]*vingts?[\s-]*(douze|treize|quatorze|quinze|seize)/g,
        (_m, teen: string) => `nonante ${TEEN_UNITS[teen] ?? teen}`,
      )
      .replace(/quatre[\s-]*vingts?[\s-]*dix/g, "nonante")
      .replace(/\b(huitante|octante)\b/g, "quatre vingt")
      .replace(/\b(cent|vingt|million)s\b/g, "$1")
      .replace(/\bet\b/g, " ")
      .replace(/\bun mille\b/g, "mille");
  }
  if (language === "de")
    text = text
      .replace(/ae/g, "a")
      .replace(/oe/g, "o")
      .replace(/ue/g, "u")
      .replace(/\bein(e)?(hundert|tausend)/g, "$2")
      .replace(/millionen/g, "million")
      .replace(/\beine million/g, "ein million");
  if (language === "nl") text = text.replace(/\been(honderd|duizend)/g, "$1").replace(/\been (honderd|duizend)/g, "$1");
  return text.replace(/[^a-z]/g, "");
}

/** Units a French "-teen" word stands for after soixante/quatre-vingt (soixante-douze = septante-deux). */
const TEEN_UNITS: Record<string, string> = {
  douze: "deux",
  treize: "trois",
  quatorze: "quatre",
  quinze: "cinq",
  seize: "six",
};

/** Whether the words a visitor typed say the amount (spelling variants tolerated, wrong numbers not). */
export function wordsMatchAmount(words: string, amount: number, language: Language): boolean {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) return false;
  const typed = normalize(words, language);
  return typed !== "" && typed === normalize(amountInWords(amount, language), language);
}
