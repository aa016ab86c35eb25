import { isRouteErrorResponse } from "react-router";
import { describe, expect, test } from "vitest";
import { positiveId, positiveIdParam } from "./id-param.ts";

/** The status positiveIdParam throws, or the id it returns. */
function answer(value: string | undefined): number | string {
  try {
    return positiveIdParam({ id: value }, "id");
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return isRouteErrorResponse(thrown) ? `status ${thrown.status}` : `status ${status}`;
  }
}

describe("positiveIdParam", () => {
  test.each([
    ["1", 1],
    ["77", 77],
    ["999999999", 999_999_999],
    ["2147483647", 2_147_483_647],
  ])("reads %s as row %i", (value, id) => {
    expect(answer(value)).toBe(id);
  });

  test.each([
    [undefined],
    [""],
    ["0"],
    ["-1"],
    ["+77"],
    ["077"],
    ["0x4D"],
    ["77.0"],
    ["7.7e1"],
    [" 77"],
    ["77 "],
    ["77abc"],
    ["new"],
    ["2147483648"],
    ["99999999999"],
    ["9007199254740993"],
    ["١٢"],
  ])("refuses %j with the 404", (value) => {
    expect(answer(value)).toBe("status 404");
  });

  test("reads the parameter it is asked for", () => {
    expect(positiveIdParam({ id: "3", versionId: "12" }, "versionId")).toBe(12);
  });
});

/** What positiveId throws (its status and reason), or the id it returns. */
function formAnswer(value: FormDataEntryValue | null): number | string {
  try {
    return positiveId(value, "contactId");
  } catch (thrown) {
    const { init, data } = thrown as { init?: { status?: number }; data?: { reason?: string } };
    return `status ${init?.status}: ${data?.reason}`;
  }
}

describe("positiveId", () => {
  test.each([
    ["1", 1],
    ["999999999", 999_999_999],
  ])("reads %s from a form as row %i", (value, id) => {
    expect(formAnswer(value)).toBe(id);
  });

  // Past nine digits it is refused rather than checked against the integer's range: no row has such an id.
  test.each([[null], [""], ["0"], ["-1"], ["077"], ["1e3"], ["2147483648"], ["99999999999"], ["abc"]])(
    "refuses %j with a 400 and its reason",
    (value) => {
      expect(formAnswer(value)).toBe("status 400: contactId");
    },
  );

  test("refuses a file where an id was expected", () => {
    expect(formAnswer(new File(["1"], "1"))).toBe("status 400: contactId");
  });
});
