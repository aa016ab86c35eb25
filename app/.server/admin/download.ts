// A file the back office hands out (an export of leads, subscribers, someone's personal data): it
// holds personal data, so no cache keeps it, no browser guesses another type, no search engine
// indexes it, and it downloads under its name instead of opening.
export function downloadResponse(body: string, { type, filename }: { type: string; filename: string }): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
