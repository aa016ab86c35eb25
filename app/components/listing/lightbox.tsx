// Full-screen photos in a modal <dialog>: arrows and buttons step through them, Escape closes,
// a swipe steps on touch screens, and the slide show advances on its own until paused.
import { useCallback, useEffect, useRef, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

const SLIDE_MS = 4_000;
const SWIPE_PX = 50;
const WIDTHS = [600, 1000, 1360, 1920] as const;

interface LightboxProps {
  photos: DetailPhoto[];
  start: number;
  title: string;
  messages: CatalogMessages["gallery"];
  onClose: () => void;
}

export function Lightbox({ photos, start, title, messages, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const touchX = useRef<number | undefined>(undefined);
  const count = photos.length;
  const step = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => step(1), SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing, step]);

  // Preload the neighbours so stepping shows the next photo at once.
  useEffect(() => {
    for (const next of [index + 1, index - 1]) {
      const photo = photos[(next + count) % count];
      if (photo) new Image().src = `/images/${encodeURIComponent(photo.key)}?width=1360&format=webp`;
    }
  }, [index, photos, count]);

  const photo = photos[index];
  if (!photo) return null;
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
      <figure className="lightbox-figure">
        <ResponsiveImage
          key={photo.key}
          photoKey={photo.key}
          alt={photo.alt || photo.caption || title}
          widths={WIDTHS}
          sizes="100vw"
          width={photo.width}
          height={photo.height}
          className="lightbox-image"
          eager
        />
        <figcaption>
          <span aria-live="polite">{fill(messages.counter, { index: index + 1, total: count })}</span>
          {photo.caption ? <span> · {photo.caption}</span> : null}
        </figcaption>
      </figure>
      <div className="lightbox-controls">
        <button type="button" onClick={() => step(-1)} aria-label={messages.previous}>
          ‹
        </button>
        <button type="button" onClick={() => setPlaying((now) => !now)} aria-pressed={playing}>
          {playing ? messages.pause : messages.play}
        </button>
        <button type="button" onClick={() => step(1)} aria-label={messages.next}>
          ›
        </button>
        <button
          type="button"
          className="lightbox-close"
          onClick={() => dialog.current?.close()}
          aria-label={messages.close}
        >
          ×
        </button>
      </div>
    </dialog>
  );
}
