// The shape of the back office forms' shared texts: what an error key of a form schema
// (app/domain/admin-forms/admin-fields.ts) says to the staff member, one module per language beside
// this one. A page's loader sends its staff member's language only (index.server.ts).

import type { AdminFormError } from "../../../domain/admin-forms/admin-fields.ts";
import type { Language } from "../../languages.ts";

export interface AdminFormTexts {
  /** The language these texts are in: amounts in them are written its way ("385.000 €" in French). */
  language: Language;
  /** {first}, {second}: the readings with their unit; {firstTyped}, {secondTyped}: how to type them. */
  errors: Record<AdminFormError, string>;
  /** The summary above a form the server sent back. */
  checkFields: string;
  /**
   * The buttons of a row in a list (a unit, a document, a footer column): the name a screen reader
   * hears, {name} being the row's own ("Unit 2"), and the remove button's visible word (delete); the
   * move buttons show arrows.
   */
  rows: { moveUp: string; moveDown: string; remove: string; delete: string };
}
