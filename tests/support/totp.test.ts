import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, totp } from "./totp.ts";

describe("totp", () => {
  it("gives the RFC 6238 test vectors (SHA-1, last six digits)", () => {
    // The RFC's key is the ASCII "12345678901234567890", in base32 here.
    const key = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totp(key, 59_000)).toBe("287082");
    expect(totp(key, 1_111_111_109_000)).toBe("081804");
    expect(totp(key, 2_000_000_000_000)).toBe("279037");
  });

  it("writes a key in base32 as authenticator apps read it, and reads it back", () => {
    expect(base32Encode(Buffer.from("12345678901234567890"))).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    // RFC 4648's vectors, without padding (as in a QR code's address).
    expect(base32Encode(Buffer.from("fooba"))).toBe("MZXW6YTB");
    expect(base32Encode(Buffer.from("foob"))).toBe("MZXW6YQ");
    const secret = Buffer.from("a secret of thirty-two characters");
    expect(base32Decode(base32Encode(secret))).toEqual(secret);
  });
});
