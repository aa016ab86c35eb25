// A manager cannot lock themselves out through the users page (locksThemselvesOut): neither take away
// their own role nor switch themselves off; anyone else's account they may change freely.
import { describe, expect, it } from "vitest";
import { locksThemselvesOut } from "./users.ts";

const me = { id: "manager-1", role: "manager" as const };

describe("locksThemselvesOut", () => {
  it.each([
    ["their own role taken away", me, { role: "agent", active: true }, true],
    ["switching themselves off", me, { role: "manager", active: false }, true],
    ["their own language only", me, { role: "manager", active: true }, false],
    ["another manager made an agent", { id: "manager-2", role: "manager" }, { role: "agent", active: true }, false],
    ["another person switched off", { id: "agent-1", role: "agent" }, { role: "agent", active: false }, false],
  ] as const)("%s", (_case, user, change, refused) => {
    expect(locksThemselvesOut(me.id, user, change)).toBe(refused);
  });
});
