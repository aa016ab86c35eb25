import { fill } from "../../i18n/fill.ts";

/** What a listing's or project's pages call it: "FOTO-1 · Rijwoning", its title alone, or "#12". */
export function recordName(record: { id: number; reference: string | null; title: string }): string {
  return [record.reference, record.title].filter(Boolean).join(" · ") || `#${record.id}`;
}

/** A page about one listing or project ("Foto's van {name}"): its heading and, with the back office's name, its title. */
export function recordPageTitle(template: string, record: { id: number; reference: string | null; title: string }) {
  return fill(template, { name: recordName(record) });
}
