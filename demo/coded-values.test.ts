// The demo writes its listings' details as the CRM would: every coded value one the site names in
// four languages, every zoning designation one of the plans' own terms.
import { describe, expect, it } from "vitest";
import { CODED_VALUES, zoningCode } from "../app/domain/coded-values.ts";
import { buildDemoDataset } from "./demo-dataset.ts";

describe("the demo's coded values", () => {
  const details = buildDemoDataset().properties.map((property) => property.details ?? {});

  it.each(Object.entries(CODED_VALUES))("%s takes only known codes", (field, codes) => {
    const written = new Set(
      details.flatMap((group) =>
        Object.values(group).flatMap((values) => {
          const value = (values as Record<string, unknown>)[field];
          return typeof value === "string" ? [value] : [];
        }),
      ),
    );
    const unknown = [...written].filter(
      (value) => !codes.includes(value as never) && !/^\d{4}-\d{2}-\d{2}$/.test(value),
    );
    expect(unknown).toEqual([]);
  });

  it("writes zoning designations the site can name in every language", () => {
    const zoning = new Set(details.flatMap((group) => group.planning?.zoningDesignation ?? []));
    expect(zoning.size).toBeGreaterThan(2);
    expect([...zoning].filter((term) => zoningCode(term) === undefined)).toEqual([]);
  });
});
