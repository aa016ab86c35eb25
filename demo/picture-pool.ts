// The demo's pictures. A 1600x1067 JPEG rendered from SVG costs ~95 ms of CPU, so ~900 distinct
// listing photos would take well over a minute; listings share a pool of 130 pictures instead
// (147 files with banners and avatars: ~14 s of CPU, drawn after the server listens, see
// picture-drawings.ts). Each listing
// still gets its own mix: its first picture is an exterior of its type, the others are further
// exteriors and, for homes and workplaces, interiors, all different within the listing.
import {
  AVATAR_SIZE,
  HERO_HEIGHT,
  HERO_WIDTH,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  TYPE_KEYS,
  type TypeKey,
} from "./constants.ts";
import { rngFor } from "./prng.ts";
import { exteriorScene } from "./scene-exterior.ts";
import { interiorScene, ROOMS, type Room } from "./scene-interior.ts";
import { portraitScene } from "./scene-portrait.ts";

export interface PictureJob {
  key: string;
  width: number;
  height: number;
  svg(): string;
}

const EXTERIORS: Record<TypeKey, number> = {
  house: 24,
  apartment: 14,
  studio: 8,
  land: 10,
  yield: 8,
  commercial: 8,
  garage: 6,
  industrial: 6,
  offices: 8,
};
const INTERIORS: Record<Room, number> = { living: 10, kitchen: 8, bedroom: 8, bathroom: 6, office: 6 };

const two = (index: number) => String(index + 1).padStart(2, "0");
export const exteriorKey = (type: TypeKey, index: number) => `demo-${type}-${two(index % EXTERIORS[type])}`;
export const interiorKey = (room: Room, index: number) => `demo-${room}-${two(index % INTERIORS[room])}`;

const photo = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT };

/** Every picture of the shared pool. */
export function poolJobs(): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const type of TYPE_KEYS) {
    for (let index = 0; index < EXTERIORS[type]; index++) {
      const key = exteriorKey(type, index);
      jobs.push({ key, ...photo, svg: () => exteriorScene(type, rngFor(key), photo) });
    }
  }
  for (const room of ROOMS) {
    for (let index = 0; index < INTERIORS[room]; index++) {
      const key = interiorKey(room, index);
      jobs.push({ key, ...photo, svg: () => interiorScene(room, rngFor(key), photo) });
    }
  }
  return jobs;
}

/** Pictures that are not listing photos: home banner, contact background, service articles. */
export function featureJobs(): PictureJob[] {
  const hero = { width: HERO_WIDTH, height: HERO_HEIGHT };
  const scenes: readonly [string, TypeKey, typeof hero][] = [
    ["hero-1", "house", hero],
    ["hero-2", "yield", hero],
    ["hero-3", "apartment", hero],
    ["contact-background", "commercial", hero],
    ["service-selling", "house", photo],
    ["service-renting", "apartment", photo],
    ["service-new-construction", "apartment", photo],
    ["service-property-management", "yield", photo],
    ["service-valuations", "house", photo],
  ];
  return scenes.map(([key, type, canvas]) => ({ key, ...canvas, svg: () => exteriorScene(type, rngFor(key), canvas) }));
}

export function avatarJob(key: string, longHair: boolean): PictureJob {
  return {
    key,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    svg: () => portraitScene(rngFor(key), AVATAR_SIZE, { longHair }),
  };
}

const RESIDENTIAL_ROOMS: readonly Room[] = ["living", "kitchen", "bedroom", "bathroom", "bedroom", "living"];

/**
 * The photo keys of a listing, first one an exterior of its type. `ordinal` is the listing's rank
 * among listings of its type, so consecutive listings start from different pictures.
 */
export function listingPhotoKeys(type: TypeKey, ordinal: number, count: number): string[] {
  const exteriorCount =
    type === "land" || type === "garage"
      ? count
      : type === "house"
        ? 2
        : type === "apartment" || type === "studio"
          ? 1
          : 2;
  const keys: string[] = [];
  // Stepping by a number coprime with the pool size gives distinct exteriors within one listing.
  const step = EXTERIORS[type] % 3 === 0 ? 5 : 3;
  for (let index = 0; index < Math.min(count, exteriorCount); index++)
    keys.push(exteriorKey(type, ordinal + index * step));
  for (let index = 0; keys.length < count; index++) {
    const room: Room =
      type === "offices" || type === "industrial" || type === "commercial"
        ? "office"
        : (RESIDENTIAL_ROOMS[index % RESIDENTIAL_ROOMS.length] as Room);
    // Steps chosen so a room that appears twice (bedroom, living) gets two different pictures.
    keys.push(interiorKey(room, ordinal * 3 + index * (room === "office" ? 1 : 3)));
  }
  return [...new Set(keys)];
}
