import { describe, expect, it } from "vitest";
import { htmlToPlainText, looksLikeHtml, plainParagraphs, plainTextToHtml, readableHtml } from "./article-body.ts";

describe("plainTextToHtml", () => {
  it.each([
    ["Eerste alinea.\n\nTweede\nregel", "<p>Eerste alinea.</p><p>Tweede<br />regel</p>"],
    ["  Ruimte rond  \n \n\n  wordt weggehaald ", "<p>Ruimte rond</p><p>wordt weggehaald</p>"],
    ["Windows\r\n\r\nregels", "<p>Windows</p><p>regels</p>"],
    [
      "<script>alert(1)</script> & \"x\" 'y'",
      "<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34; &#39;y&#39;</p>",
    ],
    ["", ""],
    ["\n\n \n", ""],
  ])("%j -> %j", (text, html) => {
    expect(plainTextToHtml(text)).toBe(html);
  });
});

describe("looksLikeHtml", () => {
  it.each([
    ["<p>Prijs</p>", true],
    ["a <b>b</b>", true],
    ["regel<br>regel", true],
    ['<img src=x onerror="alert(1)">', true],
    ["Prijs < 300.000 euro", false],
    ["3 < 4 > 2", false],
    ["I <3 Halle", false],
    ["Gewone tekst.\n\nTweede alinea.", false],
  ])("%j: %s", (text, html) => {
    expect(looksLikeHtml(text)).toBe(html);
  });
});

describe("htmlToPlainText", () => {
  it.each([
    ["<p>Eerste</p><p>Tweede<br />regel</p>", "Eerste\n\nTweede\nregel"],
    ["<h2>Kop</h2><p>Tekst met <strong>vet</strong> en <em>schuin</em>.</p>", "Kop\n\nTekst met vet en schuin."],
    ["<ul><li><p>een</p></li><li><p>twee</p></li></ul>", "een\n\ntwee"],
    ["<p>&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &#x41; caf&eacute;</p>", "<b> & \"x\" 'y' A caf&eacute;"],
    ['<p><a href="https://x.be" rel="noopener">link</a></p>', "link"],
    ["<p>  veel   ruimte&nbsp;hier </p>", "veel ruimte hier"],
    ["", ""],
  ])("%j -> %j", (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  it("reads back what plainTextToHtml wrote", () => {
    const text = "Eerste & <laatste>\n\nTweede\nregel";
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
    expect(plainParagraphs(text)).toEqual(["Eerste & <laatste>", "Tweede\nregel"]);
  });
});

describe("readableHtml", () => {
  it("puts blocks on lines of their own", () => {
    expect(readableHtml("<h2>Kop</h2><p>Een</p><ul><li><p>a</p></li><li>b</li></ul><p>Twee</p>")).toBe(
      "<h2>Kop</h2>\n\n<p>Een</p>\n\n<ul>\n<li><p>a</p>\n\n</li>\n<li>b</li>\n</ul>\n\n<p>Twee</p>",
    );
  });
});
