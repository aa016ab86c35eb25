import { describe, expect, it } from "vitest";
import { withoutHeadlineBanners } from "./headline-banner.ts";

describe("withoutHeadlineBanners", () => {
  it.each([
    ["Het is een match! Ruime woning in Halle", "Ruime woning in Halle"],
    ["Bezoekmomenten volzet! Rijwoning in Halle", "Rijwoning in Halle"],
    ["In optie! Villa in Lennik", "Villa in Lennik"],
    ["Verkocht! Villa in Lennik", "Villa in Lennik"],
    ["Verhuurd! Studio in Halle", "Studio in Halle"],
    ["C'est un match ! Maison spacieuse à Hal", "Maison spacieuse à Hal"],
    ["C’est un match ! Maison à Hal", "Maison à Hal"],
    ["Sous option ! Villa à Lennik", "Villa à Lennik"],
    ["Loué ! Studio à Hal", "Studio à Hal"],
    ["Visites complètes ! Maison à Hal", "Maison à Hal"],
    ["It's a match! Spacious house in Halle", "Spacious house in Halle"],
    ["Let! Studio in Halle", "Studio in Halle"],
    ["Viewings fully booked! Terraced house", "Terraced house"],
    ["Es ist ein Match! Geräumiges Haus in Halle", "Geräumiges Haus in Halle"],
    ["Besichtigungen ausgebucht! Reihenhaus in Halle", "Reihenhaus in Halle"],
    ["Vermietet! Studio in Halle", "Studio in Halle"],
    // Several banners, any case, a colon, spaces around.
    ["  HET IS EEN MATCH!  In optie:  Villa in Lennik", "Villa in Lennik"],
    // Decomposed accents (NFD) as some systems send them.
    ["Loue\u0301 ! Studio à Hal", "Studio à Hal"],
  ])("%j -> %j", (headline, title) => {
    expect(withoutHeadlineBanners(headline)).toBe(title);
  });

  it.each([
    // The words without the banner's "!" or ":" are the property's own.
    "Verkocht en verhuurd pand in Halle",
    "Let op: gezellige studio",
    "Lettre de mission",
    "Sold-out garage",
    "In optie genomen woning",
    "Ruime woning. Het is een match!",
    // A headline that is nothing but a banner keeps it: there is nothing else to show.
    "Verkocht!",
    "",
  ])("%j stays as it is", (headline) => {
    expect(withoutHeadlineBanners(headline)).toBe(headline);
  });
});
