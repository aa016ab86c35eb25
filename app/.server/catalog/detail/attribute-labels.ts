// The attribute labels per language: server-only, so the browser bundle carries none of them.
import type { Language } from "../../../i18n/languages.ts";
import { catalogAttributesDe } from "../../../i18n/messages/catalog-de.ts";
import { catalogAttributesEn } from "../../../i18n/messages/catalog-en.ts";
import { catalogAttributesFr } from "../../../i18n/messages/catalog-fr.ts";
import { type CatalogAttributes, catalogAttributesNl } from "../../../i18n/messages/catalog-nl.ts";

const byLanguage: Record<Language, CatalogAttributes> = {
  nl: catalogAttributesNl,
  fr: catalogAttributesFr,
  en: catalogAttributesEn,
  de: catalogAttributesDe,
};

export function attributeLabels(language: Language): CatalogAttributes {
  return byLanguage[language];
}
