// Loader data of the project list and detail pages.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { redirect } from "react-router";
import { formatArea, formatPrice } from "../../../i18n/format.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { localize } from "../../../shared/localize.ts";
import { properties } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import type { RequestLanguage } from "../../request-language.ts";
import { siteData } from "../../site-settings.ts";
import { cardPage, toListingCard } from "../card-query.ts";
import { addressLines, BOX_LABEL, paragraphs, samePath } from "../detail/detail-facts.ts";
import { playableMedia } from "../detail/playable-media.ts";
import { requestPath } from "../request-path.ts";
import { documentFileName, projectCards, projectContactHref, projectDetail, projectHref } from "./projects.ts";
export async function loadProjectList(requestLanguage: RequestLanguage) {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  const { settings } = await siteData();
  return {
    projects: await projectCards(language, settings.fallback),
    alternates: Object.fromEntries(settings.enabled.map((other) => [other, href("projects", other)])) as Partial<
      Record<Language, string>
    >,
  };
}

export async function loadProjectDetail(request: Request, params: { id?: string }, requestLanguage: RequestLanguage) {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  if (!/^\d{1,9}$/.test(params.id ?? "")) notFound();
  const id = Number(params.id);
  const { settings } = await siteData();
  const fallback = settings.fallback;
  const found = await projectDetail(id, language, fallback);
  if (!found) throw notFound();
  const { row, card } = found;
  // A project that lives on another site: its path here only sends the visitor there.
  if (card.external) throw redirect(card.href, 302);
  const url = requestPath(request);
  if (!samePath(url.pathname, card.href)) throw redirect(`${card.href}${url.search}`, 301);

  const messages = messagesFor(language).catalog;
  const project = row.project;
  const [constructions, others] = await Promise.all([
    cardPage(
      {
        where: and(eq(properties.projectId, id), eq(properties.status, "published")) as SQL,
        orderBy: [desc(properties.publishedAt)],
        limit: 24,
      },
      language,
      fallback,
    ),
    projectCards(language, fallback, { except: id, limit: 3 }),
  ]);
  const alternates: Partial<Record<Language, string>> = {};
  for (const other of LANGUAGES.filter((candidate) => settings.enabled.includes(candidate))) {
    const title = (await projectDetail(id, other, fallback))?.row.title ?? row.title;
    alternates[other] = projectHref(other, { id, title, externalUrl: null }).href;
  }
  const statusText: Record<string, string> = {
    available: messages.projects.statusAvailable,
    option: messages.projects.statusOption,
    sold: messages.projects.statusSold,
    rented: messages.projects.statusRented,
  };
  return {
    id,
    title: row.title,
    description: paragraphs(row.description),
    delivery: project.delivery,
    number: project.number,
    address: addressLines(
      {
        publishAddress: project.publicAddress,
        street: project.street,
        houseNumber: project.houseNumber,
        boxNr: project.boxNr,
        zip: project.zip,
        city: card.city,
        countryId: project.countryId,
      },
      BOX_LABEL[language],
    ),
    photos: found.media
      .filter((item) => item.kind === "photo" && item.fileKey)
      .map((item) => ({
        key: item.fileKey ?? "",
        width: item.width,
        height: item.height,
        caption: localize(item.captions, language, fallback),
      })),
    ...playableMedia(found.media),
    units: found.units.map((unit) => ({
      id: unit.id,
      name: unit.name,
      floor: unit.floor,
      status: unit.status,
      statusText: statusText[unit.status] ?? unit.status,
      price: unit.price === null || unit.status === "sold" || unit.status === "rented" ? "" : formatPrice(unit.price),
      surface: unit.surface === null ? "" : formatArea(unit.surface),
      bedrooms: unit.bedrooms,
    })),
    documents: found.documents.map((document) => {
      const name = localize(document.names, language, fallback) || document.fileKey;
      return { id: document.id, name, href: `/documents/${document.id}/${documentFileName(name, document.fileKey)}` };
    }),
    constructions: constructions.map((construction) => toListingCard(construction, language, fallback)),
    others,
    listHref: href("projects", language),
    path: card.href,
    contactHref: projectContactHref(language, card),
    alternates,
  };
}
