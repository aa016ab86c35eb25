// On the purchase offer, the amount in words follows the amount in figures as the visitor types it,
// in their language and with the currency ("driehonderdvijftigduizend euro"); they can still edit
// the words (the server checks them against the figure). The number speller and the reader of typed
// numbers load with the first figure typed: in the lead forms' script, which every form page loads,
// the reader took the contact page past its 120 KB budget.
import type { Language } from "../../i18n/languages.ts";

/** Attaches the helper to the offer form; returns its clean-up. */
export function offerWordsHelper(language: Language): (form: HTMLFormElement) => () => void {
  return (form) => {
    const amount = form.elements.namedItem("amount");
    const words = form.elements.namedItem("amountInWords");
    if (!(amount instanceof HTMLInputElement) || !(words instanceof HTMLInputElement)) return () => {};
    const update = async () => {
      const [{ amountInEuroWords, MAX_AMOUNT_IN_WORDS }, { readTypedNumber }] = await Promise.all([
        import("../../domain/amount-in-words.ts"),
        import("../../domain/typed-number.ts"),
      ]);
      // Read as the server reads it: "250.000" is 250000, "250,000" (two readings) writes nothing.
      const read = readTypedNumber(amount.value, "amount", { min: 1, max: MAX_AMOUNT_IN_WORDS });
      if (!read.ok || !Number.isInteger(read.value)) return;
      const value = read.value;
      words.value = amountInEuroWords(value, language);
      // Conform listens for input events: the words are validated like typed text.
      words.dispatchEvent(new Event("input", { bubbles: true }));
    };
    const onInput = () => void update();
    amount.addEventListener("input", onInput);
    return () => amount.removeEventListener("input", onInput);
  };
}
