// The keys of testimonial pictures on the site (testimonial-pictures.ts): such a picture is on the
// site only while its master is in the database, whatever copies an instance's disk still holds.
import { randomBytes } from "node:crypto";

/** Every testimonial picture's key starts so, the ones made by earlier versions included. */
export const TESTIMONIAL_PICTURE_PREFIX = "testimonial-";

export function isTestimonialPicture(key: string): boolean {
  return key.startsWith(TESTIMONIAL_PICTURE_PREFIX);
}

/** A new key for an approved picture: 128 random bits, so no address can be guessed or counted. */
export function newTestimonialPictureKey(): string {
  return `${TESTIMONIAL_PICTURE_PREFIX}${randomBytes(16).toString("hex")}`;
}
