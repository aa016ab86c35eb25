// On the purchase offer, the amount in words follows the amount in figures as the visitor types it,
// in their language; they can still edit the words (the server checks them against the figure).
// The number speller loads with the first figure typed.
import type { Language } from "../../i18n/languages.ts";

/** Attaches the helper to the offer form; returns its clean-up. */
export function offerWordsHelper(language: Language): (form: HTMLFormElement) => () => void {
  return (form) => {
    const amount = form.elements.namedItem("amount");
    const words = form.elements.namedItem("amountInWords");
    if (!(amount instanceof HTMLInputElement) || !(words instanceof HTMLInputElement)) return () => {};
    const update = async () => {
      const { amountInWords, MAX_AMOUNT_IN_WORDS } = await import("../../domain/amount-in-words.ts");
      const value = Number(amount.value);
      if (!Number.isInteger(value) || value < 1 || value > MAX_AMOUNT_IN_WORDS) return;
      words.value = amountInWords(value, language);
      // Conform listens for input events: the words are validated like typed text.
      words.dispatchEvent(new Event("input", { bubbles: true }));
    };
    const onInput = () => void update();
    amount.addEventListener("input", onInput);
    return () => amount.removeEventListener("input", onInput);
  };
}
