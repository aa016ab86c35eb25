import { useEffect, useRef, useState } from "react";
import type { Messages } from "../../i18n/messages/nl.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { Icon } from "../ui/icons.tsx";
import { useHydratedSoon, usePrefersReducedMotion } from "./use-media.ts";

/**
 * The banner video: muted, looping, inline, playing on its own (SPEC.md) except for visitors who
 * asked for reduced motion; a pause button stops it (WCAG 2.2.2).
 */
export function BannerVideo({ src, poster, m }: { src: string; poster: string | null; m: Messages["media"] }) {
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydratedSoon();
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses the button: until then the motion preference decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  const playing = paused === null ? !reducedMotion : !paused;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) void element.play().catch(() => {});
    else element.pause();
  }, [playing]);

  return (
    <>
      {/* Decorative and silent: hidden from assistive technology; the button below controls it. */}
      <div className="banner-video-frame" aria-hidden="true">
        <video
          ref={video}
          className="banner-video"
          src={src}
          poster={poster ? imageUrl(poster, 1360) : undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
        />
      </div>
      {hydrated ? (
        <button type="button" className="media-button banner-video-toggle" onClick={() => setPaused(playing)}>
          <Icon name={playing ? "pause" : "play"} />
          <span className="visually-hidden">{playing ? m.pauseVideo : m.playVideo}</span>
        </button>
      ) : null}
    </>
  );
}
