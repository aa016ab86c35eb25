import { describe, expect, it } from "vitest";
import { markdownBoldToHtml } from "./markdown-bold.ts";

describe("markdownBoldToHtml: an old text's Markdown bold as <strong>", () => {
  it.each([
    ["**actief in Edingen** sinds 1990", "<strong>actief in Edingen</strong> sinds 1990"],
    ["Wij zijn **actief in Edingen**.", "Wij zijn <strong>actief in Edingen</strong>."],
    ["__nieuw__ en **vet**", "<strong>nieuw</strong> en <strong>vet</strong>"],
    ["**een** en **twee**", "<strong>een</strong> en <strong>twee</strong>"],
    ["(**tussen haakjes**)", "(<strong>tussen haakjes</strong>)"],
    ["**x**", "<strong>x</strong>"],
    // Unmatched or not a pair Markdown reads as bold: left as typed.
    ["alleen ** een paar sterren", "alleen ** een paar sterren"],
    ["**begin zonder einde", "**begin zonder einde"],
    ["** los **", "** los **"],
    ["****", "****"],
    ["2**3**4 en snake__case__naam", "2**3**4 en snake__case__naam"],
    ["\\*\\*geen\\*\\*", "\\*\\*geen\\*\\*"],
    // Between tags only: tags and their attributes are never changed, escaped text stays escaped.
    ["<p>**vet** &amp; &lt;b&gt;</p>", "<p><strong>vet</strong> &amp; &lt;b&gt;</p>"],
    ['<a href="/x**y**">**link**</a>', '<a href="/x**y**"><strong>link</strong></a>'],
    ["<p>Een **regel<br />verder**</p>", "<p>Een **regel<br />verder**</p>"],
    ["<p><strong>al vet</strong> en <em>schuin</em></p>", "<p><strong>al vet</strong> en <em>schuin</em></p>"],
  ])("%j is %j", (text, html) => {
    expect(markdownBoldToHtml(text)).toBe(html);
  });
});
