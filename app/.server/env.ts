import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65_535);

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
  /** The public origin (https://www.example.be), used for canonical links and sitemaps. */
  PUBLIC_URL: z.url().optional(),
  /** Set when a proxy or load balancer terminates TLS in front of the app (e.g. "1" or "loopback"). */
  TRUST_PROXY: z.string().optional(),
  /** How long a rendered public page is kept and served again (0: never); content changes drop it sooner. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seed the demo agency on first start when the database is empty (default on). */
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
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
  /** Leads older than this many months are deleted (GDPR storage limitation). */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** Reads and checks the environment once; a bad value stops start-up with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
