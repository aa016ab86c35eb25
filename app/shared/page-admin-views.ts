// What the back office's page screens receive from their loaders: the tree, one page, its modules.

import type { Language } from "../i18n/languages.ts";
import type { EditConflictView } from "./edit-conflict-view.ts";
import type { FormValues } from "./page-form-fields.ts";

export interface TreeItem {
  id: number;
  name: string;
  title: string;
  free: boolean;
  published: boolean;
  showInMenu: boolean;
  version: string;
  /** The page's public address in the staff member's language, when it has one. */
  path: string | null;
  first: boolean;
  last: boolean;
  childCount: number;
}

export interface TreeLevel {
  node: TreeItem;
  children: TreeLevel[];
}

export interface ParentOption {
  id: number;
  label: string;
  depth: number;
  free: boolean;
}

export interface RelationOption {
  value: string;
  label: string;
}

export interface RelationOptions {
  articles: RelationOption[];
  categories: RelationOption[];
}

export interface EditorPage {
  id: number;
  name: string;
  free: boolean;
  published: boolean;
  showInMenu: boolean;
  version: string;
  paths: Record<Language, string | null>;
  previews: Partial<Record<Language, string>>;
}

export interface ModuleItem {
  id: number;
  relation: string;
  relationType: string;
  published: boolean;
  /** A published module with changes not yet published (its form shows them). */
  hasDraft: boolean;
  /** A published module whose form changes are not yet published. */
  changed: boolean;
  /** A published module with a place in the page's new order, not yet on the site. */
  moved: boolean;
  /** A published module marked to be removed when its changes are published. */
  removing: boolean;
  title: string;
  values: FormValues;
  /** The fields' fingerprints as the module's form is opened (edit-merge-form.ts). */
  base: string;
  first: boolean;
  last: boolean;
}

/** What a save on the page screens answers: done, refused (with the fields' problems) or a conflict. */
export interface PageActionResult {
  done?: string;
  problem?: string;
  fields?: Record<string, string>;
  values?: FormValues;
  moduleId?: number;
  /** Someone else's saves since the form was opened (the refused save's reason). */
  conflict?: { actorName: string; at: string; fields: string[] }[];
  /** The page's fields both saves changed differently, to choose; the fields taken from the other save. */
  choices?: EditConflictView;
  /** A save merged with another: "Saved, together with what was changed meanwhile: ...". */
  together?: string;
}

/** An action's answer as the page's forms read it: a form's answer also names its form and carries Conform's reply. */
export type PageAnswer = PageActionResult & { form?: string; result?: unknown };
