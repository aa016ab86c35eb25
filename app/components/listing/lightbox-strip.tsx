// The lightbox's strip of thumbnails: the shown photo marked (aria-current) and scrolled into the
// middle. One tab stop for the strip, the shown photo's: the arrow keys step from there (the
// lightbox's own keys) and focus follows the marked thumbnail, so thirty photos are not thirty tabs.
import { useEffect, useRef } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { imageSrcSet, imageUrl } from "../../shared/image-url.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

const WIDTHS = [100, 250] as const;
const SIZES = "72px";

export function LightboxStrip({
  photos,
  index,
  messages,
  onPick,
}: {
  photos: DetailPhoto[];
  index: number;
  messages: CatalogMessages["gallery"];
  onPick: (index: number) => void;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    // A frame later: on opening, the dialog is shown (and laid out) by the lightbox's effect, which
    // runs after this one.
    const frame = requestAnimationFrame(() => {
      const list = strip.current;
      const current = list?.children[index]?.querySelector("button");
      if (!list || !current) return;
      const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
      list.scrollTo({ left, behavior: scrolled.current ? "smooth" : "instant" });
      scrolled.current = true;
      if (list.contains(document.activeElement)) current.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);
  const total = photos.length;
  return (
    <ul ref={strip} className="lightbox-strip" aria-label={messages.thumbnails}>
      {photos.map((photo, at) => (
        <li key={photo.key}>
          <button
            type="button"
            aria-current={at === index ? "true" : undefined}
            tabIndex={at === index ? 0 : -1}
            aria-label={fill(messages.position, { index: at + 1, total })}
            onClick={() => onPick(at)}
          >
            <img
              src={imageUrl(photo.key, 100)}
              srcSet={imageSrcSet(photo.key, WIDTHS)}
              sizes={SIZES}
              alt=""
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
