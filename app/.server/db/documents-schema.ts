// Documents (PDF price lists, specifications, plans) kept in PostgreSQL, so every instance of the site
// on one database can serve one that was uploaded to another. An instance keeps a copy on its own
// disk (DATA_DIR/documents/<key>) after the first download; the database holds the bytes that count.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../shared/localize.ts";
import { properties } from "./schema.ts";

/** PostgreSQL's bytea as a Node Buffer (node-postgres sends and reads it as one). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return "bytea";
  },
});

/**
 * A document's bytes under its storage key, the file_key of the rows that show it (project_documents,
 * property_documents). An uploaded document's key is made from a hash of its bytes, so a key never
 * names two different contents and a copy on an instance's disk is never stale.
 */
export const storedDocuments = pgTable(
  "stored_documents",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("stored_documents_size", sql`${t.byteSize} = octet_length(${t.bytes})`)],
);

/** A listing's documents, as project_documents are a project's: ordered, named per language. */
export const propertyDocuments = pgTable(
  "property_documents",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    names: jsonb("names").$type<Localized>().notNull(),
    /** Storage key: stored_documents.key, or a file under the data folder's documents/. */
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    /** For the agency only (a mandate, an owner's attest): never on the site nor served to visitors. */
    internal: boolean("internal").notNull().default(false),
  },
  (t) => [index("property_documents_property_idx").on(t.propertyId, t.position)],
);
