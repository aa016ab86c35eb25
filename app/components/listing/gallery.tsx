// The detail page's photos: the first large, some more as tiles (gallery-tiles.ts), the last tile
// saying how many more there are, and a link to all of them with their number. Every tile is a
// plain link to the large picture and the "all photos" links jump to the grid of all photos below,
// which only browsers without JavaScript get; with JavaScript they open the lightbox and the grid as
// dialogs instead.
import { lazy, Suspense, useState } from "react";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { GALLERY_ID, OVERVIEW_ID, OverviewDialog, OverviewSection, photoAlt, plainClick } from "./gallery-overview.tsx";
import { GALLERY_TILES, morePhotos, type TileLayout, tileCount, tileImage, tileRole } from "./gallery-tiles.ts";

function loadLightbox() {
  return import("./lightbox.tsx").then((module) => ({ default: module.Lightbox }));
}

// The lightbox code is fetched when a visitor reaches for a photo (pointer or focus on a tile), so it
// is there by the click, and not for the visitors who only read.
const Lightbox = lazy(loadLightbox);

function warmLightbox(): void {
  void loadLightbox();
}

/** The class that hides a tile's part in the layout where it plays no role (none when it plays one in both). */
function shownIn(narrow: boolean, wide: boolean): string | undefined {
  if (narrow === wide) return undefined;
  return narrow ? "gallery-narrow-only" : "gallery-wide-only";
}

export function Gallery({
  photos,
  title,
  messages,
}: {
  photos: DetailPhoto[];
  title: string;
  messages: CatalogMessages["gallery"];
}) {
  const { language } = useRootData();
  const [overview, setOverview] = useState(false);
  const [open, setOpen] = useState<number | undefined>(undefined);
  const count = photos.length;
  if (count === 0) return null;
  const show = (index: number) => (event: React.MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setOpen(index);
  };
  const showAll = (event: React.MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    warmLightbox();
    setOverview(true);
  };
  const warm = { onPointerEnter: warmLightbox, onFocus: warmLightbox, onTouchStart: warmLightbox };
  const more = (layout: TileLayout, photo: DetailPhoto, index: number) => (
    <a
      href={`#${OVERVIEW_ID}`}
      className={`gallery-more ${shownIn(layout === "narrow", layout === "wide") ?? ""}`}
      onClick={showAll}
    >
      <ResponsiveImage photoKey={photo.key} alt="" {...tileImage(index)} width={photo.width} height={photo.height} />
      <span className="gallery-more-count">
        {fillCount(language, messages.more, morePhotos(count, GALLERY_TILES[layout]))}
      </span>
    </a>
  );
  return (
    <section className="gallery" id={GALLERY_ID} aria-label={messages.dialog}>
      <ul className="gallery-grid">
        {photos.slice(0, tileCount(count)).map((photo, index) => {
          const narrow = tileRole(index, count, GALLERY_TILES.narrow);
          const wide = tileRole(index, count, GALLERY_TILES.wide);
          return (
            <li
              key={photo.key}
              className={[
                index === 0 ? "gallery-main" : "gallery-thumb",
                shownIn(narrow !== "hidden", wide !== "hidden"),
              ]
                .filter(Boolean)
                .join(" ")}
            >
              {narrow === "photo" || wide === "photo" ? (
                <a
                  href={imageUrl(photo.key, 1360)}
                  className={shownIn(narrow === "photo", wide === "photo")}
                  onClick={show(index)}
                  aria-label={fill(messages.open, { index: index + 1, total: count })}
                  {...warm}
                >
                  <ResponsiveImage
                    photoKey={photo.key}
                    alt={index === 0 ? photoAlt(photo, title) : photo.alt || photo.caption}
                    {...tileImage(index)}
                    width={photo.width}
                    height={photo.height}
                    eager={index === 0}
                  />
                </a>
              ) : null}
              {narrow === "more" ? more("narrow", photo, index) : null}
              {wide === "more" ? more("wide", photo, index) : null}
              {index === 0 && count > 1 ? (
                <a href={`#${OVERVIEW_ID}`} className="gallery-all-link" onClick={showAll} {...warm}>
                  {fill(messages.all, { count })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {/* Parsed only by browsers without scripts: with them the grid is the dialog below. */}
      {count > 1 ? (
        <noscript>
          <OverviewSection photos={photos} title={title} messages={messages} />
        </noscript>
      ) : null}
      {overview ? (
        <OverviewDialog
          photos={photos}
          title={title}
          messages={messages}
          onOpen={setOpen}
          onClose={() => setOverview(false)}
        />
      ) : null}
      {open !== undefined ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} title={title} messages={messages} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
