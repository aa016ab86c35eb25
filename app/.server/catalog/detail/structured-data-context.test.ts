import { describe, expect, it } from "vitest";
import { withStructuredData } from "./structured-data-context.ts";

const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body><p>x</p></body></html>';

describe("a page's structured data, written by the server's render", () => {
  it("goes at the end of the head, one script per item, as React Router's <Meta> wrote it", () => {
    const html = withStructuredData(page, [
      { "@type": "RealEstateListing", name: "Huis" },
      { "@type": "BreadcrumbList" },
    ]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>' +
        '<script type="application/ld+json">{"@type":"RealEstateListing","name":"Huis"}</script>' +
        '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
        "</head><body><p>x</p></body></html>",
    );
  });

  it("cannot end its script element, whatever the agency wrote", () => {
    const html = withStructuredData(page, [{ description: "A </script><script>alert(1)</script> & more\u2028" }]);
    expect(html).toContain(
      '{"description":"A \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more\\u2028"}',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ description: "A </script><script>alert(1)</script> & more\u2028" });
  });

  it("leaves a page without structured data, or without a head, as it is", () => {
    expect(withStructuredData(page, null)).toBe(page);
    expect(withStructuredData(page, [])).toBe(page);
    expect(withStructuredData("<p>fragment</p>", [{ a: 1 }])).toBe("<p>fragment</p>");
  });
});
