// The catalogue's counts as a visitor reads them: one property, one unit, in the singular of the
// page's language ("1 pand", "1 bien"), several in the plural.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n/languages.ts";
import { catalogDe } from "../../i18n/messages/catalog-de.ts";
import { catalogEn } from "../../i18n/messages/catalog-en.ts";
import { catalogFr } from "../../i18n/messages/catalog-fr.ts";
import { catalogNl } from "../../i18n/messages/catalog-nl.ts";
import type { ProjectCard as ProjectCardData } from "../../shared/listing-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { Paging } from "./paging.tsx";
import { ProjectCard } from "./project-card.tsx";

const CATALOG: Record<Language, CatalogMessages> = { nl: catalogNl, fr: catalogFr, en: catalogEn, de: catalogDe };

const paging = (language: Language, total: number) =>
  renderToStaticMarkup(
    createElement(Paging, {
      page: 1,
      pages: 1,
      total,
      pageHref: () => "?page=1",
      messages: CATALOG[language].list,
      language,
    }),
  );

// An external project links out with a plain link: no router is needed to render it.
const project: ProjectCardData = {
  id: 1,
  title: "Residentie Zuidpark",
  href: "https://builder.test/zuidpark",
  external: true,
  city: "Halle",
  zip: "1500",
  delivery: null,
  number: null,
  units: 1,
  available: 1,
  soldOut: false,
  priceRange: null,
  photoKey: null,
  photoWidth: null,
  photoHeight: null,
};

const projectCard = (language: Language, units: number) =>
  renderToStaticMarkup(
    createElement(ProjectCard, { project: { ...project, units }, messages: CATALOG[language].projects, language }),
  );

describe("the list's object count", () => {
  it.each<[Language, number, string]>([
    ["nl", 1, "1 pand"],
    ["nl", 2, "2 panden"],
    ["fr", 1, "1 bien"],
    ["fr", 2, "2 biens"],
    ["en", 1, "1 property"],
    ["en", 12, "12 properties"],
    ["de", 1, "1 Immobilie"],
    ["de", 2, "2 Immobilien"],
  ])("in %s, %i: %s", (language, total, said) => {
    expect(paging(language, total)).toContain(` · ${said}</p>`);
  });
});

describe("a project card's units", () => {
  it.each<[Language, number, string]>([
    ["nl", 1, "1 eenheid"],
    ["nl", 4, "4 eenheden"],
    ["fr", 1, "1 unité"],
    ["fr", 4, "4 unités"],
    ["en", 1, "1 unit"],
    ["en", 4, "4 units"],
    ["de", 1, "1 Einheit"],
    ["de", 4, "4 Einheiten"],
  ])("in %s, %i: %s", (language, units, said) => {
    expect(projectCard(language, units)).toContain(`<p class="project-card-units">${said}`);
  });
});
