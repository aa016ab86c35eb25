import { describe, expect, it } from "vitest";
import { checkTrackingId, checkVerificationTag } from "./tracking-ids.ts";

describe("checkTrackingId", () => {
  it.each([
    ["analyticsId", "G-1A2B3C4D5E", "G-1A2B3C4D5E"],
    ["analyticsId", " g-1a2b3c4d5e ", "G-1A2B3C4D5E"],
    ["adsId", "AW-123456789", "AW-123456789"],
    ["tagManagerId", "gtm-5kx7q2p", "GTM-5KX7Q2P"],
    ["pixelId", "1234567890123456", "1234567890123456"],
    ["pixelId", "", undefined],
  ] as const)("%s %j is kept as %j", (kind, input, expected) => {
    expect(checkTrackingId(kind, input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["analyticsId", "UA-12345-1"],
    ["analyticsId", "GTM-5KX7Q2P"],
    ["analyticsId", "G-12"],
    ["adsId", "AW-ABCDEFG"],
    ["adsId", "G-1A2B3C4D5E"],
    ["tagManagerId", "GTM-"],
    ["tagManagerId", "GTM-5KX7<script>"],
    ["pixelId", "12345"],
    ["pixelId", "fb-1234567890123456"],
  ] as const)("%s %j is refused", (kind, input) => {
    expect(checkTrackingId(kind, input)).toEqual({ ok: false, error: kind });
  });
});

describe("checkVerificationTag", () => {
  it.each([
    ["", undefined],
    ["AbC-123_xyz789", "AbC-123_xyz789"],
    ['<meta name="google-site-verification" content="AbC-123_xyz789" />', "AbC-123_xyz789"],
    ["<meta name='facebook-domain-verification' content='q8n3x0abcdef' >", "q8n3x0abcdef"],
  ])("%j is kept as %j", (input, expected) => {
    expect(checkVerificationTag(input)).toEqual({ ok: true, value: expected });
  });

  it.each([['"><script>'], ['<meta content="a b c d e f">'], ["x".repeat(201)]])("%j is refused", (input) => {
    expect(checkVerificationTag(input)).toEqual({ ok: false, error: "verificationTag" });
  });
});
