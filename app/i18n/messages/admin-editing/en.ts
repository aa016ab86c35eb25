// Texts every back-office editor shares, in English (see nl.ts).
import type { EditingMessages } from "./nl.ts";

export const en: EditingMessages = {
  save: "Save",
  saved: "Saved.",
  invalid: "Not saved: correct the marked fields.",
  conflict: {
    title: "Someone else saved this in the meantime",
    intro:
      "Your changes were not saved, so they do not overwrite the other person's. The form shows what you entered; compare it with the current version and save again.",
    change: "{name} at {at}: {fields}",
    unknownFields: "changes",
  },
  choose: {
    title: "Saved differently in the meantime: choose field by field",
    intro:
      "Not saved yet. These fields were also changed in the meantime, differently from what you typed. Choose which value stays for each and save again; the rest of what you typed is kept.",
    yours: "What you typed",
    savedBy: "Saved by {name} at {at}",
    savedInAnotherWindow: "Saved in another window at {at}",
    savedMeanwhile: "Saved in the meantime at {at}",
    keepMine: "Keep what I typed",
    takeTheirs: "Take the saved value",
    saveAgain: "Save again",
    blank: "(empty)",
    yes: "yes",
    no: "no",
    taken: "Changed in the meantime by {name}; the form shows that value: {fields}.",
    takenInAnotherWindow: "Changed in the meantime in another window; the form shows that value: {fields}.",
    takenMeanwhile: "Changed in the meantime; the form shows that value: {fields}.",
    savedTogether: "Saved, together with what was changed in the meantime: {fields}.",
  },
  missingTranslation: "translation missing",
};
