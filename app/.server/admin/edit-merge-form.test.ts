import { describe, expect, it } from "vitest";
import { mergeEdit } from "../../domain/edit-merge.ts";
import { formatPrice } from "../../i18n/format.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import {
  conflictView,
  fieldFingerprint,
  fieldsToTake,
  formBase,
  formMergeOf,
  readFormBase,
  savedTogether,
} from "./edit-merge-form.ts";
import type { ChangeSince } from "./edit-record.ts";
import { listingAuditKey, listingFieldDescriber } from "./listing-view.ts";

const opened = {
  price: "350.000",
  bathrooms: "1",
  goal: "0",
  "text.nl.description": "Een ruime woning met tuin.",
};

function conflictOf(
  mine: Record<string, string>,
  theirs: Record<string, string>,
  changes: ChangeSince[],
  userId: string,
) {
  const merged = mergeEdit({ base: readFormBase(formBase(opened)), mine, theirs, fingerprint: fieldFingerprint });
  const language = "nl";
  const e = ADMIN_EDITING_MESSAGES[language];
  return conflictView(merged, mine, theirs, {
    changes,
    storedAt: new Date("2026-12-02T09:14:00Z"),
    userId,
    auditKeyOf: listingAuditKey,
    describe: listingFieldDescriber(
      ADMIN_LISTING_MESSAGES[language],
      e.choose,
      { types: [], projects: [] },
      [],
      language,
    ),
    language,
    e,
  });
}

const bert: ChangeSince = {
  actorName: "Bert Peeters",
  actorId: "user-bert",
  at: "2026-12-02T09:14:00Z",
  fields: ["bathrooms", "details", "goal"],
};

describe("a conflict as the page shows it", () => {
  it("names the field, formats both values and says who saved the other one when", () => {
    const view = conflictOf(
      { ...opened, price: "385.000" },
      { ...opened, price: "390.000" },
      [{ ...bert, fields: ["price"] }],
      "user-ann",
    );
    expect(view.fields).toEqual([
      {
        name: "price",
        label: "Prijs (euro)",
        mine: [{ text: formatPrice(385_000, "nl") }],
        theirs: [{ text: formatPrice(390_000, "nl") }],
        savedBy: "Opgeslagen door Bert Peeters op 2/12/2026, 10:14",
      },
    ]);
    expect(view.taken).toEqual([]);
  });

  it("says 'in another window' when the other save was the person's own", () => {
    const view = conflictOf({ ...opened, bathrooms: "3" }, { ...opened, bathrooms: "2" }, [bert], "user-bert");
    expect(view.fields.map((field) => field.savedBy)).toEqual(["Opgeslagen in een ander venster op 2/12/2026, 10:14"]);
  });

  it("names the fields taken silently, a choice by its label", () => {
    const view = conflictOf(
      { ...opened, price: "385.000" },
      { ...opened, bathrooms: "2", goal: "1" },
      [bert],
      "user-ann",
    );
    expect(view.fields).toEqual([]);
    expect(view.taken).toEqual([
      "Intussen gewijzigd door Bert Peeters; het formulier toont die waarde: Badkamers, Doel.",
    ]);
  });

  it("shows a long text as the words that differ on each side, and a blank as blank", () => {
    const long = "Een ruime woning met tuin, dicht bij het station en de scholen, in een rustige straat van Halle.";
    const view = conflictOf(
      { ...opened, "text.nl.description": long.replace("rustige", "stille"), price: "" },
      { ...opened, "text.nl.description": long.replace("ruime", "grote"), price: "390.000" },
      [{ ...bert, fields: ["texts", "price"] }],
      "user-ann",
    );
    const description = view.fields.find((field) => field.name === "text.nl.description");
    expect(description?.label).toBe("Beschrijving (NL)");
    expect(description?.mine.filter((part) => part.marked)).toEqual([
      { text: "ruime", marked: true },
      { text: "stille", marked: true },
    ]);
    expect(description?.theirs.filter((part) => part.marked)).toEqual([
      { text: "grote", marked: true },
      { text: "rustige", marked: true },
    ]);
    expect(view.fields.find((field) => field.name === "price")?.mine).toEqual([{ text: "(leeg)" }]);
  });

  it("reads the choices a form sends and refuses a base that is no list of prints", () => {
    expect([...fieldsToTake({ "resolve.price": "theirs", "resolve.city": "mine", price: "theirs" })]).toEqual([
      "price",
    ]);
    expect(readFormBase("[1]")).toBeNull();
    expect(readFormBase("{")).toBeNull();
    expect(readFormBase(null)).toBeNull();
    expect(readFormBase('{"price":1}')).toBeNull();
  });

  it("reads a posted form's base and choices, a file among them never a choice", () => {
    const form = new FormData();
    form.set("base", formBase(opened));
    form.set("resolve.price", "theirs");
    form.set("resolve.bathrooms", "mine");
    form.set("resolve.photo", new Blob(["theirs"]));
    const merge = formMergeOf(form);
    expect(merge.base).toEqual(readFormBase(formBase(opened)));
    expect([...merge.takeTheirs]).toEqual(["price"]);
  });

  it("names each field taken from the other save once, and nothing when none was", () => {
    const e = ADMIN_EDITING_MESSAGES.nl;
    const describe = listingFieldDescriber(ADMIN_LISTING_MESSAGES.nl, e.choose, { types: [], projects: [] }, [], "nl");
    expect(savedTogether(["price", "goal", "price"], describe, e)).toBe(
      "Opgeslagen, samen met wat intussen werd gewijzigd: Prijs (euro), Doel.",
    );
    expect(savedTogether([], describe, e)).toBeNull();
  });
});
