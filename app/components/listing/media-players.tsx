// Videos and virtual tours behind a click: no third-party frame (and no third-party cookie) loads
// before the visitor asks for it, and the page stays fast (Lighthouse).
// Agencies' property videos come without captions; there is no track to offer.
/* oxlint-disable jsx-a11y/media-has-caption */
import { useState } from "react";

import type { PlayableVideo } from "../../shared/detail-view.ts";

function ClickToLoad({ src, title, label, link }: { src: string; title: string; label: string; link?: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="media-frame">
      {loaded ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="media-frame-play" onClick={() => setLoaded(true)}>
          <span aria-hidden="true">▶</span> {label}
        </button>
      )}
      {link ? (
        <a className="media-frame-link" href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      ) : null}
    </div>
  );
}

export function Videos({ videos, title, label }: { videos: PlayableVideo[]; title: string; label: string }) {
  return (
    <>
      {videos.map((video) =>
        video.kind === "file" ? (
          // A file plays in the browser's own player; nothing loads until the visitor starts it.
          // biome-ignore lint/a11y/useMediaCaption: agencies' property videos come without captions.
          <video key={video.embedUrl} className="media-video" src={video.embedUrl} controls preload="none" />
        ) : (
          <ClickToLoad
            key={video.embedUrl}
            src={video.embedUrl}
            title={`${title}: ${label}`}
            label={label}
            link={video.url}
          />
        ),
      )}
    </>
  );
}

export function Tours({ tours, title, label }: { tours: { embedUrl: string }[]; title: string; label: string }) {
  return (
    <>
      {tours.map((tour) => (
        <ClickToLoad
          key={tour.embedUrl}
          src={tour.embedUrl}
          title={`${title}: ${label}`}
          label={label}
          link={tour.embedUrl}
        />
      ))}
    </>
  );
}
