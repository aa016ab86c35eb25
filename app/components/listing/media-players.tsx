// Videos and virtual tours behind a poster: no third-party frame (and no third-party cookie) loads
// before the visitor asks for it, and the page stays fast (Lighthouse). The cookie policy files these
// players under "social media": with that category accepted a click loads the player; without it the
// click asks first, for this one player or for the category from now on. Without JavaScript the
// poster is a plain link to the video on the platform's own site.
// Agencies' property videos come without captions; there is no track to offer.
/* oxlint-disable jsx-a11y/media-has-caption */
import { type MouseEvent, useEffect, useId, useRef, useState } from "react";

import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto, PlayableTour, PlayableVideo } from "../../shared/detail-view.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { EMBED_CATEGORY, embedAllowedNow, grantCategory } from "../consent/embed-consent.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { useCatalogMessages } from "./catalog-messages.ts";

const POSTER_WIDTHS = [400, 600, 1000, 1360] as const;
const POSTER_SIZES = "(min-width: 1280px) 800px, (min-width: 768px) 65vw, 100vw";

type Stage = "poster" | "ask" | "player";

interface EmbedProps {
  kind: "video" | "tour";
  /** The player's address (an embeddable page on the platform). */
  src: string;
  /** Where the poster links to without JavaScript: the video or tour on the platform's site. */
  link: string;
  platform: string;
  /** The property's or project's title. */
  title: string;
  /** The frame's title once loaded. */
  frameTitle: string;
  poster: DetailPhoto | undefined;
}

/** A click that should open the link as the browser would (a new tab, a download): left alone. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A player that loads only when the visitor asks (a property's video or tour, a page banner's video). */
export function ClickToLoad(props: EmbedProps) {
  const root = useRootData();
  const catalog = useCatalogMessages();
  const m = root.messages.consent;
  const [stage, setStage] = useState<Stage>("poster");
  const loadButton = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const textId = useId();

  // Focus follows the visitor's click: to the question, then to the player.
  useEffect(() => {
    if (stage === "ask") loadButton.current?.focus();
    if (stage === "player") frame.current?.focus();
  }, [stage]);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setStage(embedAllowedNow() ? "player" : "ask");
  }

  function allowAlways() {
    grantCategory(EMBED_CATEGORY, root.cookieLifetimeDays, root.language);
    setStage("player");
  }

  const name = fill(props.kind === "video" ? catalog.detail.playVideo : catalog.detail.openTour, {
    title: props.title,
  });
  const poster = props.poster ? (
    <ResponsiveImage
      className="media-embed-image"
      photoKey={props.poster.key}
      alt=""
      widths={POSTER_WIDTHS}
      sizes={POSTER_SIZES}
      width={props.poster.width}
      height={props.poster.height}
    />
  ) : null;

  if (stage === "player") {
    return (
      <div className="media-embed">
        <iframe
          ref={frame}
          className="media-embed-frame"
          src={props.src}
          title={props.frameTitle}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  if (stage === "ask") {
    const text = props.kind === "video" ? m.embed.videoText : m.embed.tourText;
    return (
      <div className="media-embed media-embed-asking">
        {poster}
        <div className="media-embed-ask">
          <p id={textId}>{fill(text, { platform: props.platform })}</p>
          <div className="media-embed-actions">
            <button
              type="button"
              className="btn btn-accent"
              ref={loadButton}
              aria-describedby={textId}
              onClick={() => setStage("player")}
            >
              {props.kind === "video" ? m.embed.loadVideo : m.embed.loadTour}
            </button>
            <button type="button" className="btn media-embed-always" onClick={allowAlways}>
              {fill(m.embed.alwaysAllow, { category: m.categories[EMBED_CATEGORY] })}
            </button>
          </div>
          <a className="media-embed-platform-link" href={props.link} rel="noopener noreferrer">
            {fill(m.embed.openOnPlatform, { platform: props.platform })}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="media-embed">
      <a className="media-embed-poster" href={props.link} rel="noopener noreferrer" onClick={open}>
        {poster}
        <span className="media-embed-play" aria-hidden="true" />
        <span className="visually-hidden">{name}</span>
        <span className="media-embed-platform">{props.platform}</span>
      </a>
    </div>
  );
}

export function Videos({
  videos,
  title,
  label,
  poster,
}: {
  videos: PlayableVideo[];
  title: string;
  label: string;
  /** The property's main photo, shown until the visitor plays the video. */
  poster?: DetailPhoto | undefined;
}) {
  return (
    <>
      {videos.map((video) =>
        video.kind === "file" ? (
          // A file plays in the browser's own player; nothing loads until the visitor starts it.
          // biome-ignore lint/a11y/useMediaCaption: agencies' property videos come without captions.
          <video
            key={video.embedUrl}
            className="media-video"
            src={video.embedUrl}
            poster={poster ? imageUrl(poster.key, 1000) : undefined}
            controls
            preload="none"
          />
        ) : (
          <ClickToLoad
            key={video.embedUrl}
            kind="video"
            src={video.embedUrl}
            link={video.url}
            platform={video.platform}
            title={title}
            frameTitle={`${title}: ${label}`}
            poster={poster}
          />
        ),
      )}
    </>
  );
}

export function Tours({
  tours,
  title,
  label,
  poster,
}: {
  tours: PlayableTour[];
  title: string;
  label: string;
  poster?: DetailPhoto | undefined;
}) {
  return (
    <>
      {tours.map((tour) => (
        <ClickToLoad
          key={tour.embedUrl}
          kind="tour"
          src={tour.embedUrl}
          link={tour.embedUrl}
          platform={tour.platform}
          title={title}
          frameTitle={`${title}: ${label}`}
          poster={poster}
        />
      ))}
    </>
  );
}
