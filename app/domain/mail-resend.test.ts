// Which mail can be sent again, and how: a table of the outbox's cases.
import { describe, expect, it } from "vitest";
import { type MailResend, type MailResendFacts, mailResend, mailView } from "./mail-resend.ts";

const sent: MailResendFacts = { view: "sent", purpose: "staff-reply", hidesLinks: false, addressErased: false };

describe("mailView", () => {
  it.each([
    [{ sentAt: new Date(), failedAt: null, heldAt: null }, "sent"],
    [{ sentAt: null, failedAt: new Date(), heldAt: null }, "failed"],
    [{ sentAt: null, failedAt: null, heldAt: new Date() }, "held"],
    [{ sentAt: null, failedAt: null, heldAt: null }, "waiting"],
  ])("%j is %s", (row, view) => {
    expect(mailView(row)).toBe(view);
  });
});

describe("mailResend", () => {
  it.each<[string, Partial<MailResendFacts>, MailResend]>([
    ["a sent reply goes again as a copy", {}, { way: "copy" }],
    ["a sent visit confirmation too", { purpose: "visit-confirmation" }, { way: "copy" }],
    ["a failed mail goes back in the queue", { view: "failed" }, { way: "requeue" }],
    // Its links never reached anyone: the same row, links and all, is tried again.
    ["a failed mail with a one-use link too", { view: "failed", hidesLinks: true }, { way: "requeue" }],
    ["a failed account mail too", { view: "failed", purpose: "account-reset" }, { way: "requeue" }],
    ["not a mail still on its way", { view: "waiting" }, { way: "none", reason: "waiting" }],
    ["not a held mail: a copy would go round the hold", { view: "held" }, { way: "none", reason: "held" }],
    [
      "not a held mail whose address was erased either",
      { view: "held", addressErased: true },
      { way: "none", reason: "held" },
    ],
    ["not a sent mail with a one-use link", { hidesLinks: true }, { way: "none", reason: "privateLinks" }],
    ["not a sent account mail", { purpose: "account-invitation" }, { way: "none", reason: "privateLinks" }],
    ["not a sent mail to an erased address", { addressErased: true }, { way: "none", reason: "erased" }],
    [
      "not a failed mail to an erased address",
      { view: "failed", addressErased: true },
      { way: "none", reason: "erased" },
    ],
  ])("%s", (_case, facts, expected) => {
    expect(mailResend({ ...sent, ...facts })).toEqual(expected);
  });
});
