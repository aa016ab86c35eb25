// Draws a listing's brochure: an A4 PDF of two pages, made with pdfkit on the server
// (docs/decisions/0034-pdfkit-for-the-brochure.md). Page one is what a buyer looks at first: the
// photos, the title, the address as the site shows it, the price, the key facts and the energy label
// on its region's scale. Page two is what they keep: the description, the legal rows (urban planning,
// flood), the person to call with a QR code to the listing's page, and the agency's legal mentions.
// Every text has a height it may fill, so nothing flows onto a third page.
import { isForSale } from "../../domain/listing.ts";
import { formatDate } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { LOCALES } from "../../i18n/format.ts";
import { qrPath } from "../auth/qr-code.ts";
import type { BrochureContent } from "./brochure-content.ts";
import { MAIN_FRAME, SMALL_FRAME } from "./brochure-photos.ts";
import {
  ACCENT,
  BOLD,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  ENERGY_TONES,
  FLOOD,
  FLOOD_SYMBOL,
  FONT,
  INK,
  MARGIN,
  MUTED,
  PAGE,
  pdfText,
  RULE,
} from "./brochure-style.ts";

type Doc = PDFKit.PDFDocument;
type PdfKit = typeof import("pdfkit");

// Loaded with the first brochure, not when the server starts: a process that never makes one (or
// answers from the cache) does not hold it, as sharp is loaded (images/load-sharp.ts).
let loading: Promise<PdfKit> | undefined;

function loadPdfKit(): Promise<PdfKit> {
  loading ??= import("pdfkit").then((module) => module.default);
  return loading;
}

export interface DrawOptions {
  /** The photos as JPEG, in the order of content.photoKeys; a missing one is left out. */
  photos: (Buffer | undefined)[];
  /** The day it is made, shown in its footer. */
  madeAt: Date;
}

export async function brochurePdf(content: BrochureContent, { photos, madeAt }: DrawOptions): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: LOCALES[content.language],
    displayTitle: true,
    info: {
      Title: pdfText(fill(content.words.brochure.documentTitle, { title: content.view.title })),
      Author: pdfText(content.agencyMentions[0] ?? ""),
      Subject: pdfText(content.url),
    },
  });
  const parts: Buffer[] = [];
  doc.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.on("error", reject);
  });
  firstPage(doc, content, photos);
  doc.addPage();
  secondPage(doc, content);
  footers(doc, content, madeAt);
  doc.end();
  return done;
}

function write(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): number {
  doc.text(pdfText(text), x, y, { lineBreak: true, ...options });
  return doc.y;
}

function header(doc: Doc, content: BrochureContent): number {
  doc.font(BOLD).fontSize(10).fillColor(INK);
  write(doc, content.contact.agency ?? content.contact.name, MARGIN, MARGIN, { width: CONTENT_WIDTH / 2, height: 14 });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  const right = [
    content.words.brochure.heading,
    content.view.reference ? `${content.words.reference}: ${content.view.reference}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  write(doc, right, MARGIN + CONTENT_WIDTH / 2, MARGIN + 1, { width: CONTENT_WIDTH / 2, align: "right", height: 14 });
  doc
    .moveTo(MARGIN, MARGIN + 17)
    .lineTo(MARGIN + CONTENT_WIDTH, MARGIN + 17)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return MARGIN + 27;
}

function firstPage(doc: Doc, content: BrochureContent, photos: (Buffer | undefined)[]): void {
  let y = header(doc, content);
  const [main, ...small] = photos;
  if (main) {
    const height = (CONTENT_WIDTH * MAIN_FRAME.height) / MAIN_FRAME.width;
    doc.image(main, MARGIN, y, { width: CONTENT_WIDTH, height });
    y += height + 6;
  }
  const shown = small.filter((photo): photo is Buffer => photo !== undefined);
  if (shown.length > 0) {
    const gap = 6;
    const width = (CONTENT_WIDTH - 2 * gap) / 3;
    const height = (width * SMALL_FRAME.height) / SMALL_FRAME.width;
    shown.slice(0, 3).forEach((photo, index) => {
      doc.image(photo, MARGIN + index * (width + gap), y, { width, height });
    });
    y += height + 6;
  }
  y = summary(doc, content, y + 8);
  energy(doc, content, y + 12);
}

function summary(doc: Doc, content: BrochureContent, top: number): number {
  const { view, words } = content;
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  const status = view.closed ? ` · ${isForSale(view.goal) ? words.sold : words.rented}` : "";
  let y = write(doc, `${view.typeName}${status}`, MARGIN, top, { width: CONTENT_WIDTH, height: 12 });
  doc.font(BOLD).fontSize(17).fillColor(INK);
  y = write(doc, view.title, MARGIN, y + 2, { width: CONTENT_WIDTH, height: 44, ellipsis: true });
  doc.font(FONT).fontSize(11).fillColor(INK);
  const address = view.address.street ? `${view.address.street}, ${view.address.city}` : view.address.city;
  y = write(doc, address, MARGIN, y + 2, { width: CONTENT_WIDTH, height: 28, ellipsis: true });
  doc.font(BOLD).fontSize(15).fillColor(ACCENT);
  y = write(doc, view.priceText, MARGIN, y + 6, { width: CONTENT_WIDTH, height: 20 });
  if (view.chargesText) {
    doc.font(FONT).fontSize(10).fillColor(INK);
    y = write(doc, `${words.charges}: ${view.chargesText}`, MARGIN, y + 1, { width: CONTENT_WIDTH, height: 14 });
  }
  return facts(doc, content, y + 8);
}

function facts(doc: Doc, content: BrochureContent, top: number): number {
  const facts = content.view.facts;
  if (facts.length === 0) return top;
  const width = CONTENT_WIDTH / Math.max(4, facts.length);
  facts.forEach((fact, index) => {
    const x = MARGIN + index * width;
    doc.font(FONT).fontSize(8.5).fillColor(MUTED);
    write(doc, fact.label, x, top, { width: width - 8, height: 22, ellipsis: true });
    doc.font(BOLD).fontSize(12).fillColor(INK);
    write(doc, fact.value, x, top + 22, { width: width - 8, height: 16 });
  });
  return top + 40;
}

function sectionTitle(doc: Doc, title: string, y: number): number {
  doc.font(BOLD).fontSize(12).fillColor(INK);
  return write(doc, title, MARGIN, y, { width: CONTENT_WIDTH, height: 16 }) + 4;
}

function energy(doc: Doc, content: BrochureContent, top: number): void {
  const { energy } = content.view;
  const words = content.words;
  if (!energy.label && energy.rows.length === 0) return;
  let y = sectionTitle(doc, words.energy, top);
  const label = energy.label;
  if (label?.kind === "scale") {
    doc.font(FONT).fontSize(10).fillColor(INK);
    write(doc, `${words.epcLabel}: ${label.text}`, MARGIN, y, { width: CONTENT_WIDTH, height: 14 });
    y = scale(doc, label.scale, y + 16);
  } else if (label?.kind === "text") {
    doc.font(FONT).fontSize(10).fillColor(INK);
    const name = label.luxembourg ? words.luxembourgLabel : words.epcLabel;
    y = write(doc, `${name}: ${label.text}`, MARGIN, y, { width: CONTENT_WIDTH, height: 14 }) + 4;
  }
  y = rows(doc, energy.rows, y, CONTENT_BOTTOM - 30);
  if (energy.renovationNotice && y < CONTENT_BOTTOM - 24) {
    doc.font(FONT).fontSize(8.5).fillColor(INK);
    write(doc, words.renovationNotice, MARGIN, y + 4, {
      width: CONTENT_WIDTH,
      height: CONTENT_BOTTOM - y - 4,
      ellipsis: true,
    });
  }
}

/** The region's scale as the detail page draws it: each label in its colour, the listing's raised and framed. */
function scale(doc: Doc, steps: { text: string; tone: string; current: boolean }[], top: number): number {
  const gap = 2;
  const width = Math.min(48, (CONTENT_WIDTH - gap * (steps.length - 1)) / steps.length);
  steps.forEach((step, index) => {
    const tone = ENERGY_TONES[step.tone] ?? { fill: "#dddddd", text: "#000000" };
    const x = MARGIN + index * (width + gap);
    const y = step.current ? top : top + 4;
    const height = step.current ? 26 : 18;
    doc.rect(x, y, width, height).fill(tone.fill);
    if (step.current)
      doc
        .rect(x - 1, y - 1, width + 2, height + 2)
        .lineWidth(1.5)
        .strokeColor(INK)
        .stroke();
    doc
      .font(step.current ? BOLD : FONT)
      .fontSize(step.current ? 11 : 8.5)
      .fillColor(tone.text);
    write(doc, step.text, x, y + (step.current ? 8 : 5), { width, align: "center", height: 14 });
  });
  return top + 34;
}

/** Label and value rows in two columns, until `bottom`. */
function rows(
  doc: Doc,
  list: { label: string; value: string; flood?: boolean; note?: string }[],
  top: number,
  bottom: number,
): number {
  const column = CONTENT_WIDTH / 2;
  let y = top;
  for (const row of list) {
    if (y + 12 > bottom) break;
    doc.font(FONT).fontSize(8.5).fillColor(MUTED);
    const labelEnd = write(doc, row.label, MARGIN, y, { width: column - 10, height: 24, ellipsis: true });
    doc.font(BOLD).fontSize(8.5).fillColor(INK);
    const valueWidth = row.flood ? column - 22 : column;
    let valueEnd = write(doc, row.value, MARGIN + column, y, { width: valueWidth, height: 24, ellipsis: true });
    if (row.flood) floodSymbol(doc, MARGIN + CONTENT_WIDTH - 16, y - 2);
    if (row.note) {
      doc.font(FONT).fontSize(7.5).fillColor(MUTED);
      valueEnd = write(doc, row.note, MARGIN + column, valueEnd, { width: column, height: 30, ellipsis: true });
    }
    y = Math.max(labelEnd, valueEnd) + 3;
  }
  return y;
}

function floodSymbol(doc: Doc, x: number, y: number): void {
  doc
    .save()
    .translate(x, y)
    .scale(16 / 24)
    .path(FLOOD_SYMBOL)
    .fill(FLOOD)
    .restore();
}

function secondPage(doc: Doc, content: BrochureContent): void {
  let y = header(doc, content);
  const { view, words } = content;
  doc.font(BOLD).fontSize(13).fillColor(INK);
  y = write(doc, view.title, MARGIN, y, { width: CONTENT_WIDTH, height: 34, ellipsis: true }) + 8;
  if (view.description.length > 0) {
    y = sectionTitle(doc, words.description, y);
    doc.font(FONT).fontSize(9.5).fillColor(INK);
    y =
      write(doc, view.description.join("\n\n"), MARGIN, y, {
        width: CONTENT_WIDTH,
        height: 250,
        ellipsis: true,
        lineGap: 1.5,
      }) + 10;
  }
  const legalRows = content.legalGroups.flatMap((group) => group.rows);
  if (legalRows.length > 0) {
    y = sectionTitle(doc, words.brochure.legal, y);
    y = rows(doc, legalRows, y, y + 150) + 8;
  }
  contact(doc, content, Math.max(y, CONTENT_BOTTOM - 250));
}

function contact(doc: Doc, content: BrochureContent, top: number): void {
  const { contact, words } = content;
  const qrSide = 96;
  let y = sectionTitle(doc, words.brochure.contact, top);
  const textWidth = CONTENT_WIDTH - qrSide - 16;
  doc.font(BOLD).fontSize(11).fillColor(INK);
  let textY = write(doc, contact.name, MARGIN, y, { width: textWidth, height: 16 });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of [contact.agency, contact.phone, contact.email]) {
    if (line) textY = write(doc, line, MARGIN, textY + 1, { width: textWidth, height: 14 });
  }
  doc.font(FONT).fontSize(8.5).fillColor(MUTED);
  textY = write(doc, words.brochure.scan, MARGIN, textY + 8, { width: textWidth, height: 24 });
  doc.font(FONT).fontSize(8.5).fillColor(ACCENT);
  write(doc, content.url, MARGIN, textY + 1, { width: textWidth, height: 24, link: content.url, underline: true });
  qrCode(doc, content.url, MARGIN + CONTENT_WIDTH - qrSide, y, qrSide);
  y = Math.max(textY + 28, y + qrSide) + 12;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font(BOLD).fontSize(8).fillColor(INK);
  y = write(doc, words.legalTitle, MARGIN, y + 6, { width: CONTENT_WIDTH, height: 12 });
  doc.font(FONT).fontSize(7.5).fillColor(MUTED);
  write(doc, content.agencyMentions.join("\n"), MARGIN, y + 1, {
    width: CONTENT_WIDTH,
    height: CONTENT_BOTTOM - y,
    ellipsis: true,
  });
}

/** The QR code of app/.server/auth/qr-code.ts, scaled to `side` points, as vector squares. */
function qrCode(doc: Doc, url: string, x: number, y: number, side: number): void {
  const qr = qrPath(url);
  doc
    .save()
    .translate(x, y)
    .scale(side / qr.size)
    .path(qr.path)
    .fill("#000000")
    .restore();
  doc.link(x, y, side, side, url);
}

function footers(doc: Doc, content: BrochureContent, madeAt: Date): void {
  const range = doc.bufferedPageRange();
  const date = formatDate(madeAt, content.language);
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    const page = fill(content.words.brochure.page, { page: String(index + 1), pages: String(range.count) });
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    write(doc, fill(content.words.brochure.asOf, { date }), MARGIN, PAGE.height - 44, {
      width: CONTENT_WIDTH - 80,
      height: 20,
      lineBreak: false,
    });
    write(doc, page, MARGIN + CONTENT_WIDTH - 80, PAGE.height - 44, { width: 80, align: "right", lineBreak: false });
  }
}
