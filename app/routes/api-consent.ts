// POST /api/consent: the record of a cookie choice (BELGIAN-RULES.md: keep a record of consents).
// JSON only (a cross-site form cannot send it without the browser asking first), small, checked,
// and limited per visitor address (consent-limit.ts); bad input is a 4xx with a reason.
import { z } from "zod";
import { allowConsentRecord } from "../.server/consent-limit.ts";
import { db } from "../.server/db/client.ts";
import { consentRecords } from "../.server/db/schema.ts";
import { jsonRefusal } from "../.server/http-errors.ts";
import { currentCookiePolicyVersion } from "../.server/legal-versions.ts";
import { clientAddressContext } from "../.server/request-context.ts";
import { siteData } from "../.server/site-settings.ts";
import { CATEGORIES } from "../components/consent/consent-choice.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import type { Route } from "./+types/api-consent";

const MAX_BYTES = 1_024;

const recordSchema = z.strictObject({
  consentId: z.uuid(),
  granted: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length),
  language: z.enum(LANGUAGES),
});

export function loader() {
  return jsonRefusal(405, "use POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonRefusal(405, "use POST");
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    return jsonRefusal(415, "send application/json");
  }
  if (!(await allowConsentRecord(context.get(clientAddressContext)))) {
    await request.body?.cancel();
    return jsonRefusal(429, "too many consent records from this address; try again in a few minutes");
  }
  const text = await request.text();
  if (text.length > MAX_BYTES) return jsonRefusal(413, "too large");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonRefusal(400, "not JSON");
  }
  const parsed = recordSchema.safeParse(body);
  if (!parsed.success)
    return jsonRefusal(400, parsed.error.issues.map((issue) => issue.path.join(".") || issue.message).join(", "));
  const { pages, settings } = await siteData();
  // The cookie policy text the visitor was shown (BELGIAN-RULES.md: each consent points to it).
  const version = await currentCookiePolicyVersion(parsed.data.language, settings.fallback);
  const policyPage = pages.find((page) => page.routeKey === "cookiePolicy");
  await db()
    .insert(consentRecords)
    .values({
      consentId: parsed.data.consentId,
      granted: [...new Set(["necessary", ...parsed.data.granted])],
      language: parsed.data.language,
      policyVersion: version?.publishedAt ?? policyPage?.updatedAt ?? null,
      policyTextVersionId: version?.id ?? null,
    });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
