import { describe, expect, it } from "vitest";
import { decodeEntities, formFields } from "./html-form.ts";

const PAGE = `<form action="/search" method="get"><input name="q" value="other"/></form>
<form class="editor" data-discover="true" action="/admin/properties/7/" method="post">
<input type="hidden" name="version" value="2026-10-31T15:51:56.842Z"/>
<input id="a" type="text" name="city" value="Sint-Pieters-Leeuw &amp; Halle"/>
<input type="checkbox" name="publishPrice"/>
<input type="checkbox" name="publishAddress" checked=""/>
<input type="radio" name="title" value="mr"/><input type="radio" name="title" value="ms" checked=""/>
<input name="untyped" value="x"/>
<input type="file" name="photo"/>
<input type="text" name="off" value="no" disabled=""/>
<select id="g" name="goal"><option value="0">Te koop</option><option value="1" selected="">Te huur</option></select>
<select name="typeWebId" required=""><option value="">—</option><option value="3">Huis</option></select>
<textarea name="text.nl.description" rows="6">
Eerste regel &lt;b&gt;

Tweede &quot;regel&quot; &#x27;x&#39;</textarea>
<textarea name="videos"></textarea>
<button type="submit" value="save" name="intent">Opslaan</button>
</form>`;

describe("formFields", () => {
  it("sends what a browser sends for the form posting to the action: checked boxes only, chosen options, textarea text", () => {
    expect(formFields(PAGE, "/admin/properties/7/")).toEqual([
      ["version", "2026-10-31T15:51:56.842Z"],
      ["city", "Sint-Pieters-Leeuw & Halle"],
      ["publishAddress", "on"],
      ["title", "ms"],
      ["untyped", "x"],
      ["goal", "1"],
      ["typeWebId", ""],
      ["text.nl.description", "Eerste regel <b>\n\nTweede \"regel\" 'x'"],
      ["videos", ""],
    ]);
  });

  it("refuses a page without the form", () => {
    expect(() => formFields(PAGE, "/admin/projects/7/")).toThrow(/no form posting to/);
  });
});

describe("decodeEntities", () => {
  it.each([
    ["a &amp; b", "a & b"],
    ["&#233;t&#xE9;", "été"],
    ["&unknown; stays", "&unknown; stays"],
  ])("%s", (text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});
