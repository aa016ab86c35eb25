import { describe, expect, it } from "vitest";
import { totp } from "./totp.ts";

describe("totp", () => {
  it("gives the RFC 6238 test vectors (SHA-1, last six digits)", () => {
    // The RFC's key is the ASCII "12345678901234567890", in base32 here.
    const key = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totp(key, 59_000)).toBe("287082");
    expect(totp(key, 1_111_111_109_000)).toBe("081804");
    expect(totp(key, 2_000_000_000_000)).toBe("279037");
  });
});
