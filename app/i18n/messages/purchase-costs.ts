// Texts of the purchase-cost calculator: its own page and the box on a sale listing. One module per
// language in purchase-costs/; the loaders pick the visitor's language on the server, so a page
// sends only its own texts.
import type { Language } from "../languages.ts";
import { de } from "./purchase-costs/de.ts";
import { en } from "./purchase-costs/en.ts";
import { fr } from "./purchase-costs/fr.ts";
import { nl, type PurchaseCostMessages } from "./purchase-costs/nl.ts";

export type { PurchaseCostMessages } from "./purchase-costs/nl.ts";

export const PURCHASE_COST_MESSAGES: Record<Language, PurchaseCostMessages> = { nl, fr, en, de };
