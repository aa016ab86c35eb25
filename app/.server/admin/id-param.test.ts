import { isRouteErrorResponse } from "react-router";
import { describe, expect, test } from "vitest";
import { positiveIdParam } from "./id-param.ts";

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
