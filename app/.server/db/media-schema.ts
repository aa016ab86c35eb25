// Master pictures uploaded in the back office, kept in PostgreSQL: several instances of the site
// share one database but not one disk, so an upload made through one of them must be readable by
// all. The image service renders from DATA_DIR/media/originals/ as before and, when a key is not
// there, copies it from this table first (app/.server/images/stored-originals.ts). Imported and demo
// pictures stay on disk only.
import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/** The content types an upload is re-encoded to (app/.server/images/photo-upload.ts). */
export const ORIGINAL_CONTENT_TYPES = ["image/jpeg", "image/webp"] as const;
export type OriginalContentType = (typeof ORIGINAL_CONTENT_TYPES)[number];

export const mediaOriginals = pgTable(
  "media_originals",
  {
    /** The image service's key (media.file_key): letters, digits, "-" and "_" only. */
    key: text("key").primaryKey(),
    contentType: text("content_type", { enum: ORIGINAL_CONTENT_TYPES }).notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_originals_key_shape", sql`${t.key} ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$'`),
    check("media_originals_size", sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);
