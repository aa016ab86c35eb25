/* oxlint-disable typescript/no-explicit-any -- the fields of any page form: see fieldAt */
// The page forms' fields are named by path ("seo.nl.metaTitle", "banner.title.fr", "moduleTitle.de"):
// the forms draw them in loops over languages and SEO fields, so each is found by its name.
import type { FieldMetadata } from "@conform-to/react";
import type { PageAnswer } from "../../../shared/page-admin-views.ts";
import { lastResultOf } from "../admin-form.ts";

// biome-ignore lint/suspicious/noExplicitAny: a field of any of the page forms' schemas; its value is text.
export type PageFieldMeta = FieldMetadata<any, any, string[]>;

/** The field a name posts, found through the nested fieldsets of Conform's form. */
export function fieldAt(fields: Record<string, PageFieldMeta>, name: string): PageFieldMeta {
  const [head = name, ...rest] = name.split(".");
  type Nested = PageFieldMeta & { getFieldset: () => Record<string, PageFieldMeta> };
  let meta = fields[head];
  for (const part of rest) meta = (meta as Nested | undefined)?.getFieldset()[part];
  if (!meta) throw new Error(`no field ${name}`);
  return meta;
}

/**
 * The reply a form is drawn with: what was typed and its errors after a refusal. A save that went
 * through, or one that met a newer version (the form is drawn again from the merged values), is none.
 */
export function refusedResult(answer: PageAnswer | undefined, form: string) {
  if (!answer || answer.done || answer.choices) return undefined;
  return lastResultOf(answer, form);
}
