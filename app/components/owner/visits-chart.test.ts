// The owner's chart and figures as read: a day whose figure has not arrived breaks the line rather
// than dropping it to 0, days before the property went online are not drawn, labels name the days
// they count.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { figurePeriods } from "../../domain/owner-figures.ts";
import { OWNER_MESSAGES } from "../../i18n/messages/owner.ts";
import { OwnerChart } from "./owner-chart.tsx";
import { VisitFigures } from "./visit-figures.tsx";
import { dayTicks, linePath } from "./visits-chart.tsx";

describe("linePath", () => {
  it.each<[(number | null)[], string]>([
    // 10 units a day across, 100 from the top of the scale (10 here) down to 0.
    [[0, 5, 10], "M0 100.00 L10 50.00 L20 0.00"],
    // The last day's portal figure is not in yet: the line ends the day before, it does not fall.
    [[5, 5, null], "M0 50.00 L10 50.00"],
    // A missing day in between is a gap; a day alone between gaps is a dot.
    [[5, null, 5, 5, null, 10, null], "M0 50.00h0 M20 50.00 L30 50.00 M50 0.00h0"],
    [[null, null], ""],
  ])("%j -> %s", (values, path) => {
    expect(linePath(values, 10)).toBe(path);
  });
});

describe("dayTicks", () => {
  it("labels a day each week back from today, every other one left out on a phone", () => {
    expect(dayTicks(30)).toEqual([
      { index: 1, minor: false },
      { index: 8, minor: true },
      { index: 15, minor: false },
      { index: 22, minor: true },
      { index: 29, minor: false },
    ]);
    expect(dayTicks(4)).toEqual([{ index: 3, minor: false }]);
  });
});

describe("the figures on the 1st of a month", () => {
  const html = renderToStaticMarkup(
    createElement(VisitFigures, {
      m: OWNER_MESSAGES.nl,
      figures: { today: 5, week: 10, month: 5, total: 122 },
      periods: figurePeriods("2026-04-01"),
      language: "nl",
    }),
  );

  it("say from which day the week and the month count, so a week larger than the month reads right", () => {
    expect(html).toContain('<dt>Deze week <span class="owner-figure-since">sinds 30 mrt</span></dt><dd>10</dd>');
    expect(html).toContain('<dt>Deze maand <span class="owner-figure-since">sinds 1 apr</span></dt><dd>5</dd>');
    expect(html).toContain("<dt>Weergaven vandaag</dt><dd>5</dd>");
  });
});

describe("the chart of a property online for a few days", () => {
  const chart = (days: string[], values: (number | null)[]) =>
    renderToStaticMarkup(
      createElement(OwnerChart, {
        m: OWNER_MESSAGES.fr,
        statistics: { days, online: days[0] ?? "", series: [{ name: "Immoweb", values }] },
        language: "fr",
      }),
    );

  it("starts the day it went online, and names the portal's missing day in the table", () => {
    const html = chart(["2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"], [9, 4, 6, null]);
    expect(html).toContain("<h3>Par jour depuis le 29 mars 2026</h3>");
    expect(html).toContain("<caption>Vues par jour depuis le 29 mars 2026</caption>");
    expect(html).toContain("<td>pas encore reçu</td>");
    expect(html).not.toContain("<td>0</td>");
    expect(html).toContain('d="M0 10.00 L10 60.00 L20 40.00"');
  });

  it("is a sentence on the day it went online", () => {
    const html = chart(["2026-04-01"], [null]);
    expect(html).toBe(
      '<p class="owner-chart-soon">En ligne depuis le 1 avril 2026 : les chiffres par jour suivront.</p>',
    );
  });
});
