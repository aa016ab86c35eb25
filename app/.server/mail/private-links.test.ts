import { describe, expect, it } from "vitest";
import { HIDDEN_TOKEN, privateLink, revealPrivateLinks } from "./private-links.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const OTHER = "ZyXwVuTsRqPoNmLkJiHgFeDcBa987654";

describe("private links", () => {
  it("shows a link without its token", () => {
    const link = privateLink(`https://www.agency.be/nl/wachtwoord/${TOKEN}/`, TOKEN);
    expect(link.shown).toBe(`https://www.agency.be/nl/wachtwoord/${HIDDEN_TOKEN}/`);
    expect(link.shown).not.toContain(TOKEN);
  });

  it("hides the token wherever it stands in the link", () => {
    const link = privateLink(`https://www.agency.be/x/?token=${TOKEN}&again=${TOKEN}`, TOKEN);
    expect(link.shown).not.toContain(TOKEN);
  });

  it("refuses a link without its token, or an empty token", () => {
    expect(() => privateLink("https://www.agency.be/nl/", TOKEN)).toThrow();
    expect(() => privateLink("https://www.agency.be/nl/", "")).toThrow();
  });

  it("puts each link back in order for the recipient, even two that look alike", () => {
    const first = privateLink(`https://a.be/nl/bevestigen/${TOKEN}/`, TOKEN);
    const second = privateLink(`https://a.be/nl/bevestigen/${OTHER}/`, OTHER);
    const text = `Bevestig: ${first.shown}\nOf stop: ${second.shown}\n`;
    expect(revealPrivateLinks(text, [first, second])).toBe(`Bevestig: ${first.link}\nOf stop: ${second.link}\n`);
  });

  it("leaves a text without private links as it is", () => {
    expect(revealPrivateLinks("Goeiedag", null)).toBe("Goeiedag");
    expect(revealPrivateLinks("Goeiedag", [])).toBe("Goeiedag");
  });

  it("refuses to send a text that lost one of its links", () => {
    const link = privateLink(`https://a.be/nl/bevestigen/${TOKEN}/`, TOKEN);
    expect(() => revealPrivateLinks("Goeiedag", [link])).toThrow();
  });
});
