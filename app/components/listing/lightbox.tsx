// Full-screen photos in a modal <dialog>: arrows, buttons and a strip of thumbnails step through
// them, Escape closes, a swipe steps on touch screens, and the slide show advances on its own until
// paused. The bar above and the strip below keep the controls off the photo, with room for a finger
// on a 360 px phone.
import { useCallback, useEffect, useRef, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { imageSrcSet, imageUrl } from "../../shared/image-url.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { photoAlt } from "./gallery-overview.tsx";
import { tileImage } from "./gallery-tiles.ts";
import { LightboxStrip } from "./lightbox-strip.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";

const SLIDE_MS = 4_000;
const SWIPE_PX = 50;
const WIDTHS = [600, 1000, 1360, 1920] as const;
const SIZES = "100vw";

interface LightboxProps {
  photos: DetailPhoto[];
  start: number;
  title: string;
  messages: CatalogMessages["gallery"];
  onClose: () => void;
}

/**
 * Asks for the large picture of the photos beside the shown one, as the lightbox's <img> would (same
 * srcset and sizes, so the same width), so a step shows the next photo at once. The pictures are
 * kept, so each is asked for once and a pending one is not dropped.
 */
function usePreloadedNeighbours(photos: DetailPhoto[], index: number): void {
  const preloaded = useRef(new Map<string, HTMLImageElement>());
  useEffect(() => {
    const count = photos.length;
    for (const next of [index + 1, index - 1]) {
      const photo = photos[(next + count) % count];
      if (!photo || preloaded.current.has(photo.key)) continue;
      const image = new Image();
      image.decoding = "async";
      image.sizes = SIZES;
      image.srcset = imageSrcSet(photo.key, WIDTHS);
      image.src = imageUrl(photo.key, 1000);
      preloaded.current.set(photo.key, image);
    }
  }, [photos, index]);
}

/**
 * The photo: the tile-sized picture the page already has, softened, holds its place until the large
 * one has arrived, with a spinner over it, so opening or stepping never shows an empty screen.
 */
function LightboxPhoto({ photo, index, title }: { photo: DetailPhoto; index: number; title: string }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const placeholder = tileImage(index);
  return (
    <div className="lightbox-stage" data-state={state}>
      {state === "loaded" ? null : (
        <img
          className="lightbox-placeholder"
          src={imageUrl(photo.key, 400)}
          srcSet={imageSrcSet(photo.key, placeholder.widths)}
          sizes={placeholder.sizes}
          alt=""
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
        />
      )}
      <img
        className="lightbox-image"
        src={imageUrl(photo.key, 1000)}
        srcSet={imageSrcSet(photo.key, WIDTHS)}
        sizes={SIZES}
        alt={photoAlt(photo, title)}
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        onLoad={() => setState("loaded")}
        onError={() => setState("failed")}
      />
      {state === "loading" ? <span className="lightbox-spinner" aria-hidden="true" /> : null}
    </div>
  );
}

export function Lightbox({ photos, start, title, messages, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const touchX = useRef<number | undefined>(undefined);
  const count = photos.length;
  const step = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);
  useModalDialog(dialog, closeButton);
  usePreloadedNeighbours(photos, index);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => step(1), SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing, step]);

  const photo = photos[index];
  if (!photo) return null;
  const position = fill(messages.position, { index: index + 1, total: count });
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`${title}: ${messages.dialog}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") step(1);
        else if (event.key === "ArrowLeft") step(-1);
        else return;
        event.preventDefault();
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX;
      }}
      onTouchEnd={(event) => {
        const startX = touchX.current;
        const endX = event.changedTouches[0]?.clientX;
        touchX.current = undefined;
        if (startX === undefined || endX === undefined || Math.abs(endX - startX) < SWIPE_PX) return;
        step(endX < startX ? 1 : -1);
      }}
    >
      <div className="lightbox-bar">
        <p className="lightbox-counter" aria-hidden="true">
          {fill(messages.counter, { index: index + 1, total: count })}
        </p>
        {/* Said once the visitor steps; quiet while the slide show runs, which would speak every few seconds. */}
        <p className="visually-hidden" aria-live={playing ? "off" : "polite"} aria-atomic="true">
          {position}
        </p>
        <button
          type="button"
          className="lightbox-play"
          onClick={() => setPlaying((now) => !now)}
          aria-label={playing ? messages.pause : messages.play}
        >
          <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
        </button>
        <button
          ref={closeButton}
          type="button"
          className="lightbox-close"
          onClick={() => dialog.current?.close()}
          aria-label={messages.close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure className="lightbox-figure">
        <LightboxPhoto key={photo.key} photo={photo} index={index} title={title} />
        {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
      </figure>
      <div className="lightbox-nav">
        <button type="button" className="lightbox-step" onClick={() => step(-1)} aria-label={messages.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <LightboxStrip photos={photos} index={index} messages={messages} onPick={setIndex} />
        <button type="button" className="lightbox-step" onClick={() => step(1)} aria-label={messages.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </dialog>
  );
}
