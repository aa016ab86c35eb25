import { useEffect, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Messages } from "../../i18n/messages/nl.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icons.tsx";
import { useHydrated, usePrefersReducedMotion } from "./use-media.ts";

const INTERVAL_MS = 6_000;

/**
 * The banner gallery: the first picture is plain HTML (seen without JavaScript); with JavaScript
 * the pictures cross-fade every six seconds, with pause / play and previous / next buttons.
 * Autoplay stays off for visitors who asked for reduced motion and holds while keyboard focus is
 * on the controls. The pictures are decorative (the banner's title says what the page is); a
 * polite status line names the current one when the visitor moves through them by hand.
 */
export function Slideshow({ images, m }: { images: string[]; m: Messages["media"] }) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: until then the motion preference decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const count = images.length;
  const playing = paused === null ? !reducedMotion : !paused;

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);

  const focusHandlers = { onFocus: () => setHeld(true), onBlur: () => setHeld(false) };
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label={m.gallery}>
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
          <button type="button" className="media-button" onClick={() => setPaused(playing)} {...focusHandlers}>
            <Icon name={playing ? "pause" : "play"} />
            <span className="visually-hidden">{playing ? m.pause : m.play}</span>
          </button>
          <button
            type="button"
            className="media-button"
            onClick={() => setIndex((index - 1 + count) % count)}
            {...focusHandlers}
          >
            <Icon name="chevron-left" />
            <span className="visually-hidden">{m.previous}</span>
          </button>
          <button
            type="button"
            className="media-button"
            onClick={() => setIndex((index + 1) % count)}
            {...focusHandlers}
          >
            <Icon name="chevron-right" />
            <span className="visually-hidden">{m.next}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
