import type { Language } from "./languages.ts";

/**
 * Picks the visitor's preferred enabled language from an Accept-Language header
 * ("fr-BE,fr;q=0.9,nl;q=0.8"), else the default language.
 */
export function preferredLanguage(header: string | null, enabled: readonly Language[], fallback: Language): Language {
  if (!header) return fallback;
  const ranked = header
    .split(",")
    .slice(0, 32)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { base } of ranked) {
    const match = enabled.find((language) => language === base);
    if (match) return match;
  }
  return fallback;
}
