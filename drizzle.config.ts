import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/.server/db/schema.ts",
    "./app/.server/db/lead-schema.ts",
    "./app/.server/db/contact-schema.ts",
    "./app/.server/db/auth-schema.ts",
    "./app/.server/db/stats-schema.ts",
    "./app/.server/db/redirects-schema.ts",
    "./app/.server/db/legal-versions-schema.ts",
    "./app/.server/db/article-slugs-schema.ts",
    "./app/.server/db/documents-schema.ts",
    "./app/.server/db/media-schema.ts",
    "./app/.server/db/work-schema.ts",
    "./app/.server/db/status-badges-schema.ts",
  ],
  out: "./drizzle",
});
