// Old addresses of content pages that moved or were renamed in the back office: each answers a
// permanent redirect to its page's current address in its language (app/domain/path-redirects.ts).
// Only a request that no page answers looks here, so pages that exist pay nothing for it.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { pages } from "./schema.ts";

export const pathRedirects = pgTable(
  "path_redirects",
  {
    /** The old address, as the site wrote it: "/nl/over-ons/oude-naam/". */
    fromPath: text("from_path").primaryKey(),
    toPageId: integer("to_page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** The language of the old address: the redirect leads to the page's address in it. */
    language: text("language", { enum: ["nl", "fr", "en", "de"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("path_redirects_page_idx").on(t.toPageId)],
);
