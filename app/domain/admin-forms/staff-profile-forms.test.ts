// The profile form as the account page and its action run it: a phone typed any way that reads as a
// number, or nothing; what cannot be dialled is refused with the profile's own key.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { staffProfileSchema } from "./staff-profile-forms.ts";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: staffProfileSchema });
}

describe("staffProfileSchema", () => {
  it.each([
    ["0470 12 34 56", "0470 12 34 56"],
    ["+32 2 512 34 56", "+32 2 512 34 56"],
    ["0032 (0)470/12.34.56", "0032 (0)470/12.34.56"],
    ["  054 33 22 11  ", "054 33 22 11"],
  ])("takes %j as typed (stored in E.164 by the server)", (typed, value) => {
    const submission = parse({ directPhone: typed });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value.directPhone : undefined).toBe(value);
  });

  it("takes no phone at all: the site then gives the agency's", () => {
    const submission = parse({});
    expect(submission.status === "success" ? submission.value.directPhone : "refused").toBeNull();
  });

  it.each([["0470 12 34"], ["bel me"], ["+32 470 12 34 56 78 90 12 34"], ["470123456"]])(
    "refuses %j as no number",
    (typed) => {
      const submission = parse({ directPhone: typed });
      expect(submission.status === "error" ? submission.error?.directPhone : "taken").toEqual(["phone"]);
    },
  );

  it.each([
    ["jan@kantoor.be", "jan@kantoor.be"],
    ["  Jan.De.Smet@Immo-Zennevallei.be ", "Jan.De.Smet@Immo-Zennevallei.be"],
  ])("takes the address %j (stored as the contacts match it by the server)", (typed, value) => {
    const submission = parse({ directEmail: typed });
    expect(submission.status === "success" ? submission.value.directEmail : "refused").toBe(value);
  });

  it.each([["jan"], ["jan@kantoor"], ["jan @kantoor.be"], ["<jan@kantoor.be>"]])(
    "refuses %j as no address",
    (typed) => {
      const submission = parse({ directEmail: typed });
      expect(submission.status === "error" ? submission.error?.directEmail : "taken").toEqual(["email"]);
    },
  );

  it("takes no address at all: the site then gives the agency's", () => {
    const submission = parse({ directPhone: "054 33 22 11" });
    expect(submission.status === "success" ? submission.value.directEmail : "refused").toBeNull();
  });

  it("refuses a phone longer than any number", () => {
    const submission = parse({ directPhone: "0".repeat(41) });
    expect(submission.status === "error" ? submission.error?.directPhone?.[0] : "taken").toBe("tooLong");
  });
});
