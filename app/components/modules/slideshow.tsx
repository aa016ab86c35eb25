import { type RefObject, useEffect, useRef, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Messages } from "../../i18n/messages/nl.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icons.tsx";
import { useHydratedSoon, usePrefersReducedMotion } from "./use-media.ts";

const INTERVAL_MS = 6_000;

/**
 * Whether the pointer is over the element or keyboard focus is inside it. Listened to on the element
 * itself (focusin and focusout bubble, so moving between its buttons keeps it engaged), not through
 * JSX handlers: the section is no control of its own.
 */
function useEngaged(ref: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listeners: [string, () => void][] = [
      ["mouseenter", () => setHovered(true)],
      ["mouseleave", () => setHovered(false)],
      ["focusin", () => setFocused(true)],
      ["focusout", () => setFocused(false)],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [ref]);
  return hovered || focused;
}

/**
 * The banner gallery: the first picture is plain HTML (seen without JavaScript); with JavaScript
 * the pictures cross-fade every six seconds, with pause / play and previous / next buttons.
 * Autoplay stays off for visitors who asked for reduced motion and holds while the pointer is over
 * the slideshow or keyboard focus is on its controls (SPEC.md section 4: the banner pauses on hover). The pictures are decorative (the banner's title says what the page is); a
 * polite status line names the current one when the visitor moves through them by hand.
 */
export function Slideshow({ images, m }: { images: string[]; m: Messages["media"] }) {
  const hydrated = useHydratedSoon();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: until then the motion preference decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  const frame = useRef<HTMLElement>(null);
  const held = useEngaged(frame);
  const count = images.length;
  const playing = paused === null ? !reducedMotion : !paused;

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);

  return (
    <section
      ref={frame}
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={m.gallery}
      data-held={held ? "" : undefined}
    >
      <div className="slides">
        {images.map((key, position) => (
          <div key={key} className={position === index ? "slide is-current" : "slide"}>
            <ContentImage imageKey={key} alt="" ratio={[16, 9]} maxWidth={1920} sizes="100vw" eager={position === 0} />
          </div>
        ))}
      </div>
      {hydrated ? (
        <div className="slideshow-controls">
          <p className="visually-hidden" aria-live={playing ? "off" : "polite"}>
            {fill(m.slide, { current: index + 1, total: count })}
          </p>
          <button type="button" className="media-button" onClick={() => setPaused(playing)}>
            <Icon name={playing ? "pause" : "play"} />
            <span className="visually-hidden">{playing ? m.pause : m.play}</span>
          </button>
          <button type="button" className="media-button" onClick={() => setIndex((index - 1 + count) % count)}>
            <Icon name="chevron-left" />
            <span className="visually-hidden">{m.previous}</span>
          </button>
          <button type="button" className="media-button" onClick={() => setIndex((index + 1) % count)}>
            <Icon name="chevron-right" />
            <span className="visually-hidden">{m.next}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
