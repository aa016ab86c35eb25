// The server's cleaning of article HTML: whatever the editor, a pasted page or a forged request
// sends, only the article markup survives; what would run code, load something or restyle the page
// is gone, and the text around it stays.
import { describe, expect, it } from "vitest";
import { readableHtml } from "../domain/article-body.ts";
import { articleBodyFromForm, cleanArticleHtml, storedBodyHtml } from "./article-html.ts";

describe("cleanArticleHtml removes", () => {
  it.each([
    ["a script and its code", "<p>Tekst</p><script>alert(1)</script>", "<p>Tekst</p>"],
    ["a script hidden in svg", "<p>x</p><svg><script>alert(1)</script></svg>", "<p>x</p>"],
    ["an image with onerror", "<p>Foto</p><img src=x onerror=alert(1)>", "<p>Foto</p>"],
    ["event handlers on allowed tags", '<p onclick="alert(1)" onmouseover="x()">Klik</p>', "<p>Klik</p>"],
    [
      "style attributes and style elements",
      '<p style="color:red">Rood</p><style>p{display:none}</style>',
      "<p>Rood</p>",
    ],
    ["class and id attributes", '<h2 class="x" id="y">Kop</h2>', "<h2>Kop</h2>"],
    [
      "iframes, objects and embeds",
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y">',
      "",
    ],
    ["forms and their fields", '<form action="/x"><input name="a"><button>Go</button></form><p>na</p>', "<p>na</p>"],
    ["javascript: links, keeping the text", '<p><a href="javascript:alert(1)">klik</a></p>', "<p>klik</p>"],
    [
      "javascript: links in any case or with spaces",
      '<a href=" JaVaScRiPt:alert(1)">a</a><a href="java&#x09;script:x">b</a>',
      "ab",
    ],
    ["data: and vbscript: links", '<a href="data:text/html,x">d</a> <a href="vbscript:x">v</a>', "d v"],
    ["protocol-relative links", '<a href="//evil.example/x">p</a>', "p"],
    [
      "a link's target and its own rel",
      '<a href="https://x.be" target="_blank" rel="opener">x</a>',
      '<a href="https://x.be" rel="noopener">x</a>',
    ],
    ["empty paragraphs the editor leaves", "<p></p><p>Tekst</p><p> </p>", "<p>Tekst</p>"],
    ["comments", "<p>a<!-- <script>x</script> --></p>", "<p>a</p>"],
  ])("%s", (_, dirty, clean) => {
    expect(cleanArticleHtml(dirty)).toBe(clean);
  });

  it("leaves nothing but empty text of a body made only of dangerous markup", () => {
    expect(cleanArticleHtml("<img src=x onerror=alert(1)><script>alert(2)</script>")).toBe("");
  });
});

describe("cleanArticleHtml keeps", () => {
  it("paragraphs, h2 and h3, bold, italic, lists, line breaks", () => {
    const html =
      "<h2>Verkopen</h2><p>Wij <strong>begeleiden</strong> u <em>van begin tot eind</em>.<br />Altijd.</p>" +
      "<h3>Stappen</h3><ul><li><p>schatting</p></li><li><p>foto's</p></li></ul><ol><li>een</li><li>twee</li></ol>";
    expect(cleanArticleHtml(html)).toBe(html);
  });

  it("http, https, mailto and tel links, each with rel=noopener", () => {
    expect(
      cleanArticleHtml(
        '<p><a href="https://www.biv.be">BIV</a> <a href="http://x.be">x</a> <a href="mailto:info@x.be">mail</a> <a href="tel:+3223564781">bel</a></p>',
      ),
    ).toBe(
      '<p><a href="https://www.biv.be" rel="noopener">BIV</a> <a href="http://x.be" rel="noopener">x</a> <a href="mailto:info@x.be" rel="noopener">mail</a> <a href="tel:+3223564781" rel="noopener">bel</a></p>',
    );
  });

  it("pasted markup in its meaning: b, i, h1 and h4 become strong, em, h2 and h3; a div's words stay", () => {
    expect(cleanArticleHtml("<h1>A</h1><h4>B</h4><p><b>c</b> <i>d</i></p><div>e</div>")).toBe(
      "<h2>A</h2><h3>B</h3><p><strong>c</strong> <em>d</em></p>e",
    );
  });

  it("text that looks like markup, escaped", () => {
    expect(cleanArticleHtml("<p>&lt;img src=x onerror=alert(1)&gt;</p>")).toBe(
      "<p>&lt;img src=x onerror=alert(1)&gt;</p>",
    );
  });
});

describe("white space around blocks", () => {
  it("is dropped, so a text laid out on lines is the same text", () => {
    const html = "<h2>Kop</h2><p>Een <strong>vet</strong> woord</p><ul><li><p>a</p></li><li>b</li></ul>";
    expect(cleanArticleHtml(readableHtml(html))).toBe(html);
    expect(cleanArticleHtml("<p>\n  Een\n</p>\n\n<p>Twee</p>\n")).toBe("<p>Een</p><p>Twee</p>");
  });
});

describe("articleBodyFromForm", () => {
  it("reads plain paragraphs as paragraphs, escaping what looks like code", () => {
    expect(articleBodyFromForm("Eerste & laatste < 3\n\nTweede\nregel")).toEqual({
      html: "<p>Eerste &amp; laatste &lt; 3</p><p>Tweede<br />regel</p>",
      text: "Eerste & laatste < 3\n\nTweede\nregel",
    });
  });

  it("cleans HTML and gives its plain text for excerpts", () => {
    expect(articleBodyFromForm("<p>Veilig</p><img src=x onerror=alert(1)><ul><li>een</li></ul>")).toEqual({
      html: "<p>Veilig</p><ul><li>een</li></ul>",
      text: "Veilig\n\neen",
    });
  });
});

describe("storedBodyHtml", () => {
  it("shows a plain-text body as paragraphs and cleans stored HTML again", () => {
    expect(storedBodyHtml({ body: "Een\n\nTwee", bodyHtml: null })).toBe("<p>Een</p><p>Twee</p>");
    expect(storedBodyHtml({ body: "", bodyHtml: '<p onclick="x()">Een</p><script>y()</script>' })).toBe("<p>Een</p>");
  });
});
