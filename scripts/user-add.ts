// npm run user:add -- --email <address> --name "<name>" --role manager|agent|owner [--language nl|fr|en|de]
// Makes an account on the site's database (DATABASE_URL, else the embedded one in DATA_DIR: stop
// the running site first). The password comes from NEW_USER_PASSWORD, or one is made and printed once.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { createUser } from "../app/.server/auth/users.ts";
import { USER_ROLES, type UserRole } from "../app/.server/db/auth-schema.ts";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { readEnv } from "../app/.server/env.ts";
import { isLanguage } from "../app/i18n/languages.ts";

const USAGE =
  'Usage: npm run user:add -- --email <address> --name "<name>" --role manager|agent|owner [--language nl|fr|en|de]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    language: { type: "string", default: "nl" },
  },
});
const email = values.email?.trim() ?? "";
const name = values.name?.trim() ?? "";
const role = values.role as UserRole;
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("--email must be an e-mail address.");
if (name === "") fail("--name is required.");
if (!USER_ROLES.includes(role)) fail("--role must be manager, agent or owner.");
if (!isLanguage(values.language)) fail("--language must be nl, fr, en or de.");
const given = process.env.NEW_USER_PASSWORD;
const password = given ?? randomBytes(15).toString("base64url");

const env = readEnv();
let embedded: RunningPostgres | undefined;
let url = env.DATABASE_URL;
if (!url) {
  embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "postgres"), log: () => {} });
  url = embedded.url;
}
const db = createDatabase(url, { max: 1 });
try {
  await migrateDatabase(db);
  await createUser(db, { email, name, role, password, language: values.language });
  console.log(`[user:add] ${role} ${email} created.`);
  if (!given) console.log(`[user:add] password (shown once): ${password}`);
} catch (error) {
  const duplicate = error instanceof Error && /users_email_unique/.test(`${error.message} ${String(error.cause)}`);
  console.error(duplicate ? `[user:add] ${email} already has an account.` : `[user:add] ${String(error)}`);
  process.exitCode = 1;
} finally {
  await db.$client.end();
  await embedded?.stop();
}
