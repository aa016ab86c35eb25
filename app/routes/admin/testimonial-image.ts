import { readFile } from "node:fs/promises";
import { testimonialImagePath } from "../../.server/admin/testimonials.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { notFound } from "../../.server/http-errors.ts";
import { leadSettings } from "../../.server/leads/lead-settings.ts";
import type { Route } from "./+types/testimonial-image";

/** A submitted testimonial's picture, for staff only: it is private until approved. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const file = await testimonialImagePath(Number(params.id), leadSettings().dataDir);
  if (!file) notFound();
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
