import { describe, expect, it } from "vitest";
import { amountInWords, wordsMatchAmount } from "./amount-in-words.ts";

describe("amount in words", () => {
  it.each([
    [0, "nul", "zéro", "zero", "null"],
    [1, "een", "un", "one", "eins"],
    [16, "zestien", "seize", "sixteen", "sechzehn"],
    [17, "zeventien", "dix-sept", "seventeen", "siebzehn"],
    [18, "achttien", "dix-huit", "eighteen", "achtzehn"],
    [21, "eenentwintig", "vingt et un", "twenty-one", "einundzwanzig"],
    [22, "tweeëntwintig", "vingt-deux", "twenty-two", "zweiundzwanzig"],
    [33, "drieëndertig", "trente-trois", "thirty-three", "dreiunddreißig"],
    [71, "eenenzeventig", "septante et un", "seventy-one", "einundsiebzig"],
    [80, "tachtig", "quatre-vingts", "eighty", "achtzig"],
    [81, "eenentachtig", "quatre-vingt-un", "eighty-one", "einundachtzig"],
    [91, "eenennegentig", "nonante et un", "ninety-one", "einundneunzig"],
    [99, "negenennegentig", "nonante-neuf", "ninety-nine", "neunundneunzig"],
    [100, "honderd", "cent", "one hundred", "hundert"],
    [101, "honderdeen", "cent un", "one hundred and one", "hunderteins"],
    [200, "tweehonderd", "deux cents", "two hundred", "zweihundert"],
    [201, "tweehonderdeen", "deux cent un", "two hundred and one", "zweihunderteins"],
    [1_000, "duizend", "mille", "one thousand", "tausend"],
    [1_001, "duizend een", "mille un", "one thousand and one", "tausendeins"],
    [2_000, "tweeduizend", "deux mille", "two thousand", "zweitausend"],
    [21_000, "eenentwintigduizend", "vingt et un mille", "twenty-one thousand", "einundzwanzigtausend"],
    [80_000, "tachtigduizend", "quatre-vingt mille", "eighty thousand", "achtzigtausend"],
    [200_000, "tweehonderdduizend", "deux cent mille", "two hundred thousand", "zweihunderttausend"],
    [
      250_000,
      "tweehonderdvijftigduizend",
      "deux cent cinquante mille",
      "two hundred and fifty thousand",
      "zweihundertfünfzigtausend",
    ],
    [
      325_450,
      "driehonderdvijfentwintigduizend vierhonderdvijftig",
      "trois cent vingt-cinq mille quatre cent cinquante",
      "three hundred and twenty-five thousand four hundred and fifty",
      "dreihundertfünfundzwanzigtausendvierhundertfünfzig",
    ],
    [1_000_000, "een miljoen", "un million", "one million", "eine Million"],
    [
      2_300_000,
      "twee miljoen driehonderdduizend",
      "deux millions trois cent mille",
      "two million three hundred thousand",
      "zwei Millionen dreihunderttausend",
    ],
    [200_000_000, "tweehonderd miljoen", "deux cents millions", "two hundred million", "zweihundert Millionen"],
    [
      999_999_999,
      "negenhonderdnegenennegentig miljoen negenhonderdnegenennegentigduizend negenhonderdnegenennegentig",
      "neuf cent nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf",
      "nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine",
      "neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig",
    ],
  ])("%i: nl %s, fr %s, en %s, de %s", (amount, nl, fr, en, de) => {
    expect(amountInWords(amount, "nl")).toBe(nl);
    expect(amountInWords(amount, "fr")).toBe(fr);
    expect(amountInWords(amount, "en")).toBe(en);
    expect(amountInWords(amount, "de")).toBe(de);
  });

  it.each([-1, 1.5, 1_000_000_000, Number.NaN])("refuses %s", (amount) => {
    expect(() => amountInWords(amount, "nl")).toThrow(RangeError);
  });
});

describe("words checked against the figure", () => {
  it.each([
    ["Tweehonderdvijftigduizend euro", 250_000, "nl"],
    ["twee honderd vijftig duizend", 250_000, "nl"],
    ["eenhonderd", 100, "nl"],
    ["tweeentwintig", 22, "nl"],
    ["deux-cent-cinquante-mille euros", 250_000, "fr"],
    ["Deux cents cinquante mille", 250_000, "fr"],
    ["soixante-dix mille", 70_000, "fr"],
    ["soixante et onze", 71, "fr"],
    ["soixante-douze", 72, "fr"],
    ["soixante-dix-neuf", 79, "fr"],
    ["quatre-vingt-dix", 90, "fr"],
    ["quatre-vingt-onze", 91, "fr"],
    ["quatre-vingt-dix-sept mille", 97_000, "fr"],
    ["huitante", 80, "fr"],
    ["octante-deux", 82, "fr"],
    ["un mille", 1_000, "fr"],
    ["two hundred fifty thousand", 250_000, "en"],
    ["Two Hundred and Fifty Thousand EUR", 250_000, "en"],
    ["a hundred", 100, "en"],
    ["Zweihundertfünfzigtausend Euro", 250_000, "de"],
    ["zweihundertfuenfzigtausend", 250_000, "de"],
    ["einhunderttausend", 100_000, "de"],
    ["dreissig", 30, "de"],
    ["zwei Millionen dreihunderttausend", 2_300_000, "de"],
  ] as const)("accepts %j for %i (%s)", (words, amount, language) => {
    expect(wordsMatchAmount(words, amount, language)).toBe(true);
  });

  it.each([
    ["tweehonderdvijftigduizend", 205_000, "nl"],
    ["tweehonderdvijftig", 250_000, "nl"],
    ["", 0, "nl"],
    ["euro", 0, "en"],
    ["deux cent cinquante mille", 250_001, "fr"],
    ["soixante", 70, "fr"],
    ["quatre-vingt", 4_020, "fr"],
    ["two hundred and fifty", 250_000, "en"],
    ["fünfzig", 15, "de"],
    ["two hundred and fifty thousand", 250_000, "nl"],
    ["zero", 1.5, "en"],
  ] as const)("refuses %j for %i (%s)", (words, amount, language) => {
    expect(wordsMatchAmount(words, amount, language)).toBe(false);
  });
});
