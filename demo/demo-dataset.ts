// The whole demo as rows, computed without touching the database or the disk: listings with their
// texts and media, projects with units and documents. Every JSON value is validated with the zod
// schemas of json-shapes.ts here, so a shape error stops the seed before anything is written.

import { propertyDetailsSchema } from "../app/.server/db/json-shapes.ts";
import type {
  media,
  projectDocuments,
  projects,
  projectTexts,
  projectUnits,
  properties,
  propertyTexts,
} from "../app/.server/db/schema.ts";
import { withoutHeadlineBanners } from "../app/domain/headline-banner.ts";
import { isForSale } from "../app/domain/listing.ts";
import type { Language } from "../app/i18n/languages.ts";
import { type AllLanguages, PHOTO_HEIGHT, PHOTO_WIDTH, SEED_NOW, TYPE, type TypeKey } from "./constants.ts";
import { exteriorKey, interiorKey, listingPhotoKeys } from "./picture-pool.ts";
import { type Rng, rngFor } from "./prng.ts";
import { type DocumentSeed, projectSeeds } from "./projects-data.ts";
import { buildDetails } from "./property-details.ts";
import { type PlannedProperty, planProperties } from "./property-plan.ts";
import { listingTexts } from "./property-texts.ts";
import { textFacts } from "./text-facts.ts";

type MediaRow = typeof media.$inferInsert;

export interface DemoDataset {
  properties: (typeof properties.$inferInsert)[];
  propertyTexts: (typeof propertyTexts.$inferInsert)[];
  projects: (typeof projects.$inferInsert)[];
  projectTexts: (typeof projectTexts.$inferInsert)[];
  projectUnits: (typeof projectUnits.$inferInsert)[];
  projectDocuments: (typeof projectDocuments.$inferInsert)[];
  documents: DocumentSeed[];
  media: MediaRow[];
  /** Properties that take visits; `full` ones have every slot booked (their banner says so). */
  visits: { propertyId: number; full: boolean }[];
}

const YOUTUBE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function token(rng: Rng, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join("");
}

function photoCount(type: TypeKey, rng: Rng): number {
  const ranges: Record<TypeKey, readonly [number, number]> = {
    house: [5, 8],
    apartment: [4, 7],
    studio: [3, 5],
    land: [3, 4],
    yield: [4, 6],
    commercial: [3, 5],
    garage: [3, 3],
    industrial: [3, 5],
    offices: [3, 5],
  };
  const [low, high] = ranges[type];
  return rng.int(low, high);
}

function photoRows(owner: { propertyId: number } | { projectId: number }, keys: readonly string[]): MediaRow[] {
  return keys.map((fileKey, position) => ({
    ...owner,
    kind: "photo" as const,
    position,
    fileKey,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    captions: {},
  }));
}

/** Videos on about one listing in eight, virtual tours on about one in ten (homes mostly). */
function extraMedia(p: PlannedProperty): MediaRow[] {
  const rng = rngFor(`media-${p.id}`);
  const rows: MediaRow[] = [];
  if (p.type !== "garage" && p.type !== "land" && rng.chance(0.13)) {
    const url = rng.chance(0.7)
      ? `https://www.youtube.com/watch?v=${token(rng, YOUTUBE_ALPHABET, 11)}`
      : `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`;
    rows.push({ propertyId: p.id, kind: "video", position: 0, url, captions: {} });
  }
  if ((p.type === "house" || p.type === "apartment" || p.type === "offices") && rng.chance(0.12)) {
    rows.push({
      propertyId: p.id,
      kind: "tour",
      position: 0,
      url: `https://my.matterport.com/show/?m=${token(rng, ALPHANUMERIC, 11)}`,
      captions: {},
    });
  }
  return rows;
}

/** Two sale houses, old enough to be references, are offered under the lifetime-annuity formula. */
function annuityIds(plan: readonly PlannedProperty[]): Set<number> {
  const candidates = plan.filter(
    (p) => p.type === "house" && isForSale(p.goal) && p.projectId === null && p.marquee <= 1,
  );
  return new Set([candidates[2]?.id, candidates[9]?.id].filter((id): id is number => id !== undefined));
}

function projectRows(dataset: DemoDataset): Map<number, AllLanguages> {
  const names = new Map<number, AllLanguages>();
  const photoPlans: Record<number, string[]> = {
    1: [
      exteriorKey("apartment", 3),
      exteriorKey("apartment", 8),
      interiorKey("living", 4),
      interiorKey("kitchen", 2),
      interiorKey("bedroom", 6),
    ],
    2: [
      exteriorKey("house", 5),
      exteriorKey("house", 12),
      exteriorKey("house", 19),
      interiorKey("living", 7),
      interiorKey("kitchen", 5),
    ],
    3: [
      exteriorKey("apartment", 11),
      exteriorKey("apartment", 6),
      interiorKey("living", 1),
      interiorKey("bathroom", 3),
    ],
  };
  for (const project of projectSeeds()) {
    names.set(project.id, project.titles);
    dataset.projects.push({
      id: project.id,
      number: project.number,
      status: "published",
      delivery: project.delivery,
      publicAddress: project.publicAddress,
      street: project.street,
      houseNumber: project.houseNumber || null,
      boxNr: null,
      zip: project.town.zip,
      city: project.town.names.nl,
      cityNames: project.town.names,
      countryId: project.town.countryId,
      latitude: project.town.latitude + 0.004 * project.id,
      longitude: project.town.longitude - 0.003 * project.id,
      externalUrl: project.externalUrl,
      createdAt: SEED_NOW,
      updatedAt: SEED_NOW,
    });
    for (const language of Object.keys(project.titles) as Language[]) {
      dataset.projectTexts.push({
        projectId: project.id,
        language,
        title: project.titles[language],
        description: project.descriptions[language],
      });
    }
    dataset.projectUnits.push(...project.units.map((unit, position) => ({ projectId: project.id, position, ...unit })));
    project.documents.forEach((document, position) => {
      dataset.projectDocuments.push({
        projectId: project.id,
        position,
        names: document.names,
        // The stored file's name, extension included (demo/seed-files.ts writes `${key}.pdf`).
        fileKey: `${document.key}.pdf`,
        contentType: "application/pdf",
      });
      dataset.documents.push(document);
    });
    dataset.media.push(...photoRows({ projectId: project.id }, photoPlans[project.id] ?? []));
    if (project.id === 1)
      dataset.media.push({
        projectId: 1,
        kind: "tour",
        position: 0,
        url: "https://my.matterport.com/show/?m=ZnPk7rQe2Lw",
        captions: {},
      });
  }
  return names;
}

export function buildDemoDataset(): DemoDataset {
  const dataset: DemoDataset = {
    properties: [],
    propertyTexts: [],
    projects: [],
    projectTexts: [],
    projectUnits: [],
    projectDocuments: [],
    documents: [],
    media: [],
    visits: [],
  };
  const projectNames = projectRows(dataset);
  const plan = planProperties();
  const annuities = annuityIds(plan);
  const ordinals = new Map<TypeKey, number>();
  for (const p of plan) {
    const details = propertyDetailsSchema.parse(buildDetails(p, { annuity: annuities.has(p.id) }));
    dataset.properties.push({
      id: p.id,
      reference: `IZ-${p.id}`,
      status: "published",
      goal: p.goal,
      typeWebId: TYPE[p.type],
      projectId: p.projectId,
      marquee: p.marquee,
      price: p.price,
      publishPrice: p.publishPrice,
      priceUnit: p.priceUnit,
      publishAddress: p.publishAddress,
      street: p.street,
      houseNumber: p.houseNumber,
      boxNr: p.boxNr,
      zip: p.town.zip,
      city: p.town.names.nl,
      cityNames: p.town.names,
      countryId: p.town.countryId,
      latitude: p.latitude,
      longitude: p.longitude,
      energyPerformance: p.energyPerformance,
      epcLabelText: p.epcLabelText,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      livingArea: p.livingArea,
      plotArea: p.plotArea,
      details,
      publishedAt: p.publishedAt,
      createdAt: p.publishedAt,
      updatedAt: p.publishedAt,
    });
    if (p.marquee <= 2) dataset.visits.push({ propertyId: p.id, full: p.viewingsFull });
    const facts = textFacts(p, details, p.projectId === null ? null : (projectNames.get(p.projectId) ?? null));
    // The headlines open with the CRM's banners; they are stored as the import stores them, without.
    for (const text of listingTexts(facts)) {
      dataset.propertyTexts.push({
        propertyId: p.id,
        ...text,
        title: withoutHeadlineBanners(text.title),
        priceUnitText: priceUnitTextOf(p.type, p.goal, text.language),
      });
    }
    const ordinal = ordinals.get(p.type) ?? 0;
    ordinals.set(p.type, ordinal + 1);
    dataset.media.push(
      ...photoRows(
        { propertyId: p.id },
        listingPhotoKeys(p.type, ordinal, photoCount(p.type, rngFor(`photos-${p.id}`))),
      ),
      ...extraMedia(p),
    );
  }
  linkUnitListings(dataset, plan);
  return dataset;
}

/** Each unit of a price list that a demo listing is links to it (the first listing, when two are one unit). */
function linkUnitListings(dataset: DemoDataset, plan: readonly PlannedProperty[]): void {
  for (const p of plan) {
    const unit = dataset.projectUnits.find(
      (candidate) => candidate.projectId === p.projectId && candidate.name === p.unitName && !candidate.propertyId,
    );
    if (unit) unit.propertyId = p.id;
  }
}

/** Business premises are let at a monthly rent before VAT: the CRM says so in PriceUnitText. */
const BUSINESS_RENT_UNIT: Record<Language, string> = {
  nl: "per maand, excl. btw",
  fr: "par mois, hors TVA",
  en: "per month, excl. VAT",
  de: "pro Monat, zzgl. MwSt.",
};

function priceUnitTextOf(type: TypeKey, goal: number, language: Language): string {
  const business = type === "commercial" || type === "offices" || type === "industrial";
  return business && !isForSale(goal) ? BUSINESS_RENT_UNIT[language] : "";
}
