// Where a listing is advertised, as staff keep it on the listing's publications page: one row per
// portal of the fixed list (app/domain/portals.ts), the first day it was online and the advert's
// address. The address must be on that portal's own host (the site's own host for the agency's own
// list), so a link pasted into the wrong row is caught before an owner clicks it. The same schema
// runs in the browser and in the action; `ownHost` is the site's public host.

import { z } from "../forms/zod.ts";
import { advertUrlProblem, PUBLICATION_PORTAL_KEYS } from "../portals.ts";
import { oneOf, requiredDay, textOrNull } from "./admin-fields.ts";

/** One row a portal of the list: never more. */
export const MAX_PUBLICATIONS = PUBLICATION_PORTAL_KEYS.length;

/** The page's own refusals, worded in its texts (ADMIN_PUBLICATIONS_MESSAGES.errors). */
export const PUBLICATION_FORM_ERRORS = ["url", "urlHost", "portalTwice", "conflict"] as const;

/**
 * `kept` are portals of the listing's stored rows that are not on the list (named by a portal figures
 * import or the feed): a save may keep them, but nobody picks them anew.
 */
export function publicationsSchema(ownHost: string, kept: readonly string[] = []) {
  const row = z
    .object({
      portal: oneOf([...PUBLICATION_PORTAL_KEYS, ...kept.filter((key) => !PUBLICATION_PORTAL_KEYS.includes(key))] as [
        string,
        ...string[],
      ]),
      since: requiredDay,
      url: textOrNull(500),
    })
    .superRefine((value, context) => {
      const problem = value.url ? advertUrlProblem(value.portal, value.url, ownHost) : undefined;
      if (problem) context.addIssue({ code: "custom", message: problem, path: ["url"] });
    });
  return z.object({
    /** A fingerprint of the list as the page showed it: a save on an older list is refused. */
    base: z.string().max(200).optional().default(""),
    publications: z
      .array(row)
      .max(MAX_PUBLICATIONS + kept.length, "tooLong")
      .optional()
      .default([])
      .superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((publication, index) => {
          if (seen.has(publication.portal))
            context.addIssue({ code: "custom", message: "portalTwice", path: [index, "portal"] });
          seen.add(publication.portal);
        });
      }),
  });
}

export type PublicationsInput = z.input<ReturnType<typeof publicationsSchema>>;
export type PublicationRow = z.output<ReturnType<typeof publicationsSchema>>["publications"][number];
