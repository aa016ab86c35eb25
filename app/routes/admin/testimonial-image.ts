import { readFile } from "node:fs/promises";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { testimonialImagePath } from "../../.server/admin/testimonials.ts";
import { notFound } from "../../.server/http-errors.ts";
import { leadSettings } from "../../.server/leads/lead-settings.ts";
import type { Route } from "./+types/testimonial-image";

/** A submitted testimonial's picture, for staff only: it is private until approved. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await testimonialImagePath(positiveIdParam(params, "id"), leadSettings().dataDir);
  if (!file) notFound();
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/webp", "X-Content-Type-Options": "nosniff" },
  });
}
