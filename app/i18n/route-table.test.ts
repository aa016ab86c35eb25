import { describe, expect, it } from "vitest";
import { hasSecretInAddress, PAGE_IDS } from "./route-table.ts";

describe("pages whose address holds a secret", () => {
  it("are the one-use links' pages, and only those", () => {
    expect(PAGE_IDS.filter(hasSecretInAddress).sort()).toEqual([
      "confirmEmail",
      "demandConfirm",
      "demandUnsubscribe",
      "followConfirm",
      "followUnsubscribe",
      "newsletterConfirm",
      "newsletterUnsubscribe",
      "setPassword",
    ]);
  });
});
