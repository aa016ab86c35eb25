import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogNl } from "../../i18n/messages/catalog-nl.ts";
import { EnergyBlock } from "./energy-block.tsx";

const render = (label: { kind: "text"; text: string; luxembourg: boolean }) =>
  renderToStaticMarkup(
    createElement(EnergyBlock, { energy: { label, rows: [], renovationNotice: false }, messages: catalogNl.detail }),
  );

describe("EnergyBlock with a typed label", () => {
  it("captions Luxembourg's label as Luxembourg's", () => {
    expect(render({ kind: "text", text: "D", luxembourg: true })).toContain(`${catalogNl.detail.luxembourgLabel}:`);
  });

  it("captions a Belgian property's typed label as its EPC label, never as Luxembourg's", () => {
    const html = render({ kind: "text", text: "C", luxembourg: false });
    expect(html).toContain(`${catalogNl.detail.epcLabel}:`);
    expect(html).not.toContain(catalogNl.detail.luxembourgLabel);
  });
});
