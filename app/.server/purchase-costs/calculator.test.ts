import { describe, expect, it } from "vitest";
import { GOAL_RENT, GOAL_SALE } from "../../domain/listing.ts";
import { PURCHASE_COST_MESSAGES } from "../../i18n/messages/purchase-costs.ts";
import { calculatorView } from "./calculator.ts";
import { listingCosts } from "./listing-costs.ts";

const DAY = "2026-12-05";
const view = (query: string, language: "nl" | "de" = "nl") =>
  calculatorView(new URLSearchParams(query), PURCHASE_COST_MESSAGES[language], language, DAY);

describe("calculatorView", () => {
  it("shows the empty form with its defaults and the laws, and no figures", () => {
    const empty = view("");
    expect(empty.values).toMatchObject({
      price: "",
      region: "flanders",
      kind: "home",
      buyer: "own-home",
      rate: "3",
      years: "20",
    });
    expect(empty.result).toBeUndefined();
    expect(empty.notes).toEqual({});
    expect(empty.sources.map((source) => source.law).join(" ")).toContain("Vlaamse Codex Fiscaliteit");
    expect(empty.sources[0]?.since).toBe("van toepassing sinds 1 januari 2025");
  });

  it("reads amounts as Belgians type them and works out every row", () => {
    const result = view(
      "price=385.000&region=brussels&kind=home&buyer=own-home&loan=300.000&rate=3,25&years=25",
    ).result;
    // 12,5% of € 185.000 above the € 200.000 abatement.
    expect(result?.rows[0]).toEqual({
      label: "Registratierechten",
      amount: "€\u00a023.125",
      note: "12,5% op wat boven €\u00a0200.000 ligt: het abattement voor uw enige eigen woning in Brussel.",
    });
    expect(result?.rows.map((row) => row.label)).toEqual([
      "Registratierechten",
      "Ereloon van de notaris",
      "Aktekosten (raming)",
      "Btw op ereloon en aktekosten (21 %)",
      "Recht op geschriften",
      "Hypotheek: registratie en hypotheekrecht",
    ]);
    expect(result?.loan?.years).toHaveLength(5);
    expect(result?.loan?.note).toBe("€\u00a0300.000 over 25 jaar aan 3,25% per jaar (maandrente 0,2669%).");
  });

  it("writes money and rates as German readers do", () => {
    const result = view("price=250.000&region=wallonia&buyer=own-home", "de").result;
    expect(result?.rows[0]).toMatchObject({
      amount: "7.500\u00a0€",
      note: "3\u00a0% für Ihre einzige eigene Wohnung in der Wallonie.",
    });
    expect(result?.loan).toBeUndefined();
  });

  it("keeps what it cannot read in its field and says why beside it, working out the rest", () => {
    const refused = view("price=veel&loan=200.000&rate=drie&years=90");
    expect(refused.values).toMatchObject({ price: "veel", rate: "drie", years: "90" });
    expect(refused.notes).toEqual({
      price: "“veel” lezen we niet als een bedrag. Schrijf bijvoorbeeld 385.000.",
      rate: "“drie” lezen we niet als een rentevoet. Schrijf bijvoorbeeld 3,25.",
      years: "Kies een looptijd van 1 tot 40 jaar.",
    });
    expect(refused.result).toBeUndefined();
    const noLoan = view("price=300.000&loan=200.000&rate=drie");
    expect(noLoan.result?.rows).toHaveLength(5);
    expect(noLoan.result?.loan).toBeUndefined();
  });

  it("asks for no rate or term when there is no loan, and for a price of nothing", () => {
    expect(view("price=300.000&loan=&rate=&years=").notes).toEqual({});
    expect(view("price=0").notes).toEqual({ price: "Vul de prijs in om de kosten te zien." });
  });

  it("asks for the price when the form is sent without one, and ignores choices it does not offer", () => {
    const missing = view("price=&region=mars&kind=castle&buyer=king");
    expect(missing.notes.price).toBe("Vul de prijs in om de kosten te zien.");
    expect(missing.values).toMatchObject({ region: "flanders", kind: "home", buyer: "own-home" });
  });

  it("says why the lower rate does not apply", () => {
    expect(view("price=700.000&region=brussels&buyer=own-home").result?.rows[0]?.note).toBe(
      "12,5%: het gewone tarief in Brussel. Boven €\u00a0600.000 geldt het abattement niet.",
    );
    expect(view("price=300.000&kind=other&buyer=own-home").result?.rows[0]?.note).toBe(
      "12%: het gewone tarief in Vlaanderen. Het lagere tarief geldt alleen voor een woning of een bouwgrond.",
    );
  });

  it("charges VAT on the building of a new build and duties on its land", () => {
    const rows = view("price=400.000&land=100.000&region=flanders&buyer=own-home").result?.rows ?? [];
    expect(rows[0]).toMatchObject({ amount: "€\u00a02.000" });
    expect(rows[0]?.note).toContain("Berekend op de grond: €\u00a0100.000.");
    expect(rows[1]).toEqual({ label: "Btw op het gebouw (21 %)", amount: "€\u00a063.000" });
  });
});

describe("listingCosts", () => {
  const house = {
    goal: GOAL_SALE,
    zip: "1500",
    countryId: 10,
    typeWebId: 1,
    price: 425_000,
    publishPrice: true,
    vatRegime: false,
    agencyNotary: undefined,
    closed: false,
  };

  it("works out a house as the buyer's only own home and says the other case", () => {
    const costs = listingCosts(house, "nl", DAY);
    expect(costs?.lines).toEqual([
      "Ongeveer €\u00a013.000: €\u00a08.500 registratierechten en €\u00a04.500 voor de notaris.",
      "Gerekend als uw enige eigen woning (2%).",
      "Anders: ongeveer €\u00a055.500.",
    ]);
    expect(costs?.link?.href).toBe("/nl/aankoopkosten/?price=425.000&region=flanders&kind=home&buyer=own-home");
  });

  it("takes the agency's own figure for the notary when the listing has one", () => {
    expect(listingCosts({ ...house, agencyNotary: 6_776 }, "nl", DAY)?.lines).toEqual([
      "Ongeveer €\u00a015.300: €\u00a08.500 registratierechten en €\u00a06.800 voor de notaris, volgens de raming van ons kantoor.",
      "Gerekend als uw enige eigen woning (2%).",
      "Anders: ongeveer €\u00a057.800.",
    ]);
  });

  it("works out an office at the ordinary rate alone", () => {
    const costs = listingCosts({ ...house, typeWebId: 9 }, "de", DAY);
    expect(costs?.lines).toEqual([
      "Etwa 55.500\u00a0€: 51.000\u00a0€ Registrierungsgebühren und 4.500\u00a0€ für den Notar.",
      "Berechnet zum gewöhnlichen Satz (12\u00a0%).",
    ]);
  });

  it("gives no figure for a hidden price, a rental or a sold property, and none but a word for Luxembourg", () => {
    expect(listingCosts({ ...house, publishPrice: false }, "nl", DAY)).toBeUndefined();
    expect(listingCosts({ ...house, goal: GOAL_RENT }, "nl", DAY)).toBeUndefined();
    expect(listingCosts({ ...house, closed: true }, "nl", DAY)).toBeUndefined();
    expect(listingCosts({ ...house, zip: "L-1724", countryId: 50 }, "nl", DAY)).toEqual({
      heading: "Wat kost dit pand bovenop de prijs?",
      lines: ["De berekening van de kosten geldt voor panden in België, niet in Luxemburg."],
      link: undefined,
    });
  });

  it("asks a new build under VAT for the land's part", () => {
    const costs = listingCosts({ ...house, vatRegime: true }, "nl", DAY);
    expect(costs?.lines).toEqual(["Nieuwbouw met btw: vul het deel van de grond in om de kosten te zien."]);
    expect(costs?.link?.href).toContain("price=425.000");
  });
});
