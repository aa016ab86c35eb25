import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65_535);

/** Express's "trust proxy": a hop count, all or nothing, or proxy-addr's names, addresses and ranges. */
export type TrustProxy = number | boolean | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_FORMS =
  "a hop count (1), true or false, loopback, linklocal, uniquelocal, or addresses and CIDR ranges separated by commas (10.0.0.1, 192.168.0.0/16)";

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express needs it. A string would be read as addresses, so the hop count "1" has to
 * become the number 1: as a string Express trusts the address 0.0.0.1, that is no proxy at all.
 */
function trustProxy(value: string | undefined, context: z.RefinementCtx): TrustProxy | undefined {
  const text = value?.trim() ?? "";
  if (text === "") return undefined;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong === undefined) return entries;
  context.addIssue({
    code: "custom",
    message: `must be ${TRUST_PROXY_FORMS}; ${JSON.stringify(wrong)} is none of these`,
  });
  return z.NEVER;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A PostgreSQL server to use; when unset, the app runs its embedded PostgreSQL in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Where the embedded database, generated media, the image cache and unsent mail live. */
  DATA_DIR: z.string().min(1).default("data"),
  /** The public origin (https://www.example.be) of every absolute link: canonical, sitemap, mails. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  /** Set when a proxy or load balancer terminates TLS in front of the app (e.g. "1" or "loopback"). */
  TRUST_PROXY: z.string().optional().transform(trustProxy),
  /** How long a rendered public page is kept and served again (0: never); content changes drop it sooner. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Seed the demo agency on first start when the database is empty. Unset: on a local start only,
   * not when PUBLIC_URL is https (see seedsDemo).
   */
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  /** Outgoing mail (smtp://user:pass@host:587 or smtps://...); unset: mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The sender of the site's mails; default: the agency's address from the settings. */
  MAIL_FROM: z.email().optional(),
  /** First retry delay of a mail that could not be sent; each further retry waits twice as long (at most 6 hours). */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(3_600).default(30),
  /** Signs form tokens and captcha challenges (32+ characters); unset: a key generated once and kept in DATA_DIR. */
  FORM_SECRET: z.string().min(32).optional(),
  /** A form sent sooner than this after it was shown is asked to be sent again (bots fill forms instantly). */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /** Form submissions accepted per IP address in 10 minutes. */
  SUBMISSIONS_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Submissions of one form (contact, newsletter, ...) accepted per hour from all visitors together: a flood from many addresses stops there. */
  FORM_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Consent records (the cookie banner's choices) accepted per IP address (IPv6: per /64) in 10 minutes. */
  CONSENTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Count views of property pages for the owners' statistics (default on; off only to measure what counting costs). */
  VIEW_COUNTING: z.enum(["0", "1"]).default("1"),
  /** How often counted views are written to the database, in seconds (one statement per flush). */
  VIEW_FLUSH_SECONDS: z.coerce.number().min(0.05).max(3_600).default(5),
  /** Leads older than this many months are deleted (GDPR storage limitation). */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/**
 * Whether an empty database gets the demo agency. Its accounts' passwords are published in the
 * README, so a site that serves the public (PUBLIC_URL in https) gets it only when asked for
 * (SEED_DEMO=1): otherwise the first to sign in as the demo manager would hold the back office.
 */
export function seedsDemo(env: Pick<Env, "SEED_DEMO" | "PUBLIC_URL">): boolean {
  if (env.SEED_DEMO) return env.SEED_DEMO === "1";
  return !env.PUBLIC_URL?.startsWith("https://");
}

/** Reads and checks the environment once; a bad value stops start-up with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
