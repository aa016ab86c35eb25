// The detail page's photos: the first large, the rest as thumbnails. Every thumbnail is a plain link
// to the large picture (works without JavaScript); with JavaScript it opens the lightbox instead.
import { lazy, Suspense, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

// The lightbox code is fetched only when a visitor opens it.
const Lightbox = lazy(() => import("./lightbox.tsx").then((module) => ({ default: module.Lightbox })));

const MAIN_WIDTHS = [400, 600, 1000, 1360] as const;
const THUMB_WIDTHS = [250, 400] as const;

export function Gallery({
  photos,
  title,
  messages,
}: {
  photos: DetailPhoto[];
  title: string;
  messages: CatalogMessages["gallery"];
}) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  if (photos.length === 0) return null;
  const show = (index: number) => (event: React.MouseEvent) => {
    // Modified clicks (new tab) keep the link's plain behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(index);
  };
  return (
    <section className="gallery" aria-label={messages.dialog}>
      <ul className="gallery-grid">
        {photos.map((photo, index) => (
          <li key={photo.key} className={index === 0 ? "gallery-main" : "gallery-thumb"}>
            <a
              href={imageUrl(photo.key, 1360)}
              onClick={show(index)}
              aria-label={fill(messages.open, { index: index + 1, total: photos.length })}
            >
              <ResponsiveImage
                photoKey={photo.key}
                alt={photo.alt || photo.caption || (index === 0 ? title : "")}
                widths={index === 0 ? MAIN_WIDTHS : THUMB_WIDTHS}
                sizes={
                  index === 0
                    ? "(min-width: 1280px) 800px, (min-width: 768px) 65vw, 100vw"
                    : "(min-width: 768px) 200px, 33vw"
                }
                width={photo.width}
                height={photo.height}
                eager={index === 0}
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== undefined ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} title={title} messages={messages} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
