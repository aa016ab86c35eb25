// A module's text as the site and the editor show it: old plain texts (with Markdown's bold or
// typed inline tags) become paragraphs with <strong>, everything else escaped; the editor's HTML is
// only cleaned, its stars left as typed.
import { describe, expect, it } from "vitest";
import { moduleTextHtml } from "./page-modules.ts";

describe("moduleTextHtml", () => {
  it.each([
    // Written before the editor: Markdown's bold is bold.
    ["**actief in Edingen** sinds 1990", "<p><strong>actief in Edingen</strong> sinds 1990</p>"],
    ["Een __nieuw__ kantoor\n\nTwee", "<p>Een <strong>nieuw</strong> kantoor</p><p>Twee</p>"],
    // As the issue found it on the about page: stars and a typed tag in one text.
    ["**actief in Edingen** <b>test</b>", "<p><strong>actief in Edingen</strong> <strong>test</strong></p>"],
    // Unmatched, inside a word, across a line: taken literally.
    ["5 ** 2 en **half", "<p>5 ** 2 en **half</p>"],
    ["x**y**z", "<p>x**y**z</p>"],
    ["**een\ntwee**", "<p>**een<br />twee**</p>"],
    // Escaping kept: what is typed is text, bold or not.
    ["**prijs < 300.000 & tuin > 5 a**", "<p><strong>prijs &lt; 300.000 &amp; tuin &gt; 5 a</strong></p>"],
    ["**vet**<script>alert(1)</script>", "<p><strong>vet</strong></p>"],
    ['**vet** <b onclick="x()">typed</b>', "<p><strong>vet</strong> <strong>typed</strong></p>"],
    // The editor's HTML is left as it is: its stars were typed as stars.
    ["<p>**sterren** blijven</p>", "<p>**sterren** blijven</p>"],
    ["<p><strong>vet</strong> en <em>schuin</em></p>", "<p><strong>vet</strong> en <em>schuin</em></p>"],
    ["", ""],
  ])("%j is %j", (text, html) => {
    expect(moduleTextHtml(text)).toBe(html);
  });

  it("is its own result read again, so the editor opens an old text as the bold it shows", () => {
    const html = moduleTextHtml("**actief in Edingen**\n\nTweede alinea");
    expect(moduleTextHtml(html)).toBe(html);
  });
});
