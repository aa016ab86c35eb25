import { describe, expect, it } from "vitest";
import {
  checkBelgianZip,
  checkBivNumber,
  checkCompanyNumber,
  checkCoordinate,
  checkPhone,
  checkVatNumber,
} from "./agency-identifiers.ts";

describe("checkCompanyNumber", () => {
  it.each([
    ["0712.345.630", "0712.345.630"],
    ["0712345630", "0712.345.630"],
    ["BE 0712 345 630", "0712.345.630"],
    ["712345630", "0712.345.630"],
    ["0123.456.749", "0123.456.749"],
    ["1000.000.021", "1000.000.021"],
  ])("%j is written %j", (input, expected) => {
    expect(checkCompanyNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "required"],
    ["0712.345.631", "companyNumber"],
    ["2712.345.630", "companyNumber"],
    ["0712.345.63", "companyNumber"],
    ["07123456300", "companyNumber"],
    ["KBO", "companyNumber"],
  ])("%j is refused: %s", (input, error) => {
    expect(checkCompanyNumber(input)).toEqual({ ok: false, error });
  });
});

describe("checkVatNumber", () => {
  it.each([
    ["BE 0712.345.630", "0712.345.630", { ok: true, value: "BE 0712.345.630" }],
    ["be0712345630", "0712345630", { ok: true, value: "BE 0712.345.630" }],
    ["0712.345.630", "0712.345.630", { ok: false, error: "vatNumber" }],
    ["BE 0712.345.631", "0712.345.630", { ok: false, error: "vatNumber" }],
    ["BE 0123.456.749", "0712.345.630", { ok: false, error: "vatNotCompany" }],
    ["", "0712.345.630", { ok: false, error: "required" }],
  ])("%j beside company number %j", (input, company, expected) => {
    expect(checkVatNumber(input, company)).toEqual(expected);
  });
});

describe("checkBivNumber", () => {
  it.each([
    ["509.123", "509.123"],
    ["509123", "509.123"],
    ["BIV 509.123", "509.123"],
    ["BIV/IPI 509 123", "509.123"],
  ])("%j is written %j", (input, expected) => {
    expect(checkBivNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "required"],
    ["50.912", "bivNumber"],
    ["5091234", "bivNumber"],
    ["12345A", "bivNumber"],
    ["abc 509123", "bivNumber"],
  ])("%j is refused: %s", (input, error) => {
    expect(checkBivNumber(input)).toEqual({ ok: false, error });
  });
});

describe("the agency's phone, postal code and position", () => {
  it.each([
    ["02 356 47 80", { ok: true, value: "02 356 47 80" }],
    ["+32  2 356 47 80", { ok: true, value: "+32 2 356 47 80" }],
    ["0470/12.34.56", { ok: true, value: "0470/12.34.56" }],
    ["123", { ok: false, error: "phone" }],
    ["call us", { ok: false, error: "phone" }],
    ["", { ok: false, error: "required" }],
  ])("phone %j", (input, expected) => {
    expect(checkPhone(input)).toEqual(expected);
  });

  it.each([
    ["1500", { ok: true, value: "1500" }],
    ["0999", { ok: false, error: "zip" }],
    ["15000", { ok: false, error: "zip" }],
    ["", { ok: false, error: "required" }],
  ])("postal code %j", (input, expected) => {
    expect(checkBelgianZip(input)).toEqual(expected);
  });

  it.each([
    ["50.7339", "latitude", { ok: true, value: 50.7339 }],
    ["4,2345", "longitude", { ok: true, value: 4.2345 }],
    ["91", "latitude", { ok: false, error: "latitude" }],
    ["-181", "longitude", { ok: false, error: "longitude" }],
    ["north", "latitude", { ok: false, error: "latitude" }],
    // As a map shows them, read by typed-number.ts like every coordinate of the back office.
    ["50.7339°", "latitude", { ok: true, value: 50.7339 }],
    ["\u22124,35", "longitude", { ok: true, value: -4.35 }],
    ["50.733.9", "latitude", { ok: false, error: "latitude" }],
    ["1.234,5", "longitude", { ok: false, error: "longitude" }],
    ["", "latitude", { ok: false, error: "required" }],
  ] as const)("%s as %s", (input, kind, expected) => {
    expect(checkCoordinate(input, kind)).toEqual(expected);
  });
});
