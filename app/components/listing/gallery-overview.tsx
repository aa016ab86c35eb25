// Every photo of a listing at once, as a grid of small pictures, each a link to the large one. With
// JavaScript the grid is a modal dialog and a photo opens in the lightbox above it (closing the
// lightbox comes back to the grid, closing the grid back to the link that opened it). Without
// JavaScript the same grid is a part of the page the "all photos" link jumps to (#gallery-all, in a
// <noscript>, shown by :target), so no photo is out of reach.
import { useRef } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailPhoto } from "../../shared/detail-view.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { useModalDialog } from "./use-modal-dialog.ts";

/** The id of the grid the "all photos" link jumps to without JavaScript. */
export const OVERVIEW_ID = "gallery-all";
/** The id of the gallery itself: the grid's close link jumps back to it. */
export const GALLERY_ID = "gallery";

const WIDTHS = [250, 400] as const;
const SIZES = "(min-width: 1000px) 280px, (min-width: 600px) 33vw, 50vw";

type Messages = CatalogMessages["gallery"];

/** A plain click on a link, which a script may take over; a click for a new tab keeps the link's way. */
export function plainClick(event: React.MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/** The alt text of a photo: written for it, else its caption, else the listing's title. */
export function photoAlt(photo: DetailPhoto, title: string): string {
  return photo.alt || photo.caption || title;
}

function PhotoGrid({
  photos,
  title,
  messages,
  onOpen,
}: {
  photos: DetailPhoto[];
  title: string;
  messages: Messages;
  onOpen?: (index: number) => void;
}) {
  const total = photos.length;
  return (
    <ul className="gallery-overview-grid">
      {photos.map((photo, index) => (
        <li key={photo.key}>
          <a
            href={imageUrl(photo.key, 1360)}
            onClick={(event) => {
              if (!onOpen || !plainClick(event)) return;
              event.preventDefault();
              onOpen(index);
            }}
          >
            <ResponsiveImage
              photoKey={photo.key}
              alt={photoAlt(photo, title)}
              widths={WIDTHS}
              sizes={SIZES}
              width={photo.width}
              height={photo.height}
            />
            <span className="visually-hidden">{fill(messages.position, { index: index + 1, total })}</span>
          </a>
          {photo.caption && photo.caption !== photo.alt ? <p>{photo.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The grid as a part of the page, for visitors without JavaScript (hidden until its link is followed). */
export function OverviewSection({
  photos,
  title,
  messages,
}: {
  photos: DetailPhoto[];
  title: string;
  messages: Messages;
}) {
  return (
    <section id={OVERVIEW_ID} className="gallery-overview gallery-overview-section" aria-labelledby="gallery-all-title">
      <div className="gallery-overview-head">
        <h2 id="gallery-all-title">{fill(messages.overview, { count: photos.length })}</h2>
        <a className="gallery-overview-close" href={`#${GALLERY_ID}`}>
          {messages.close}
        </a>
      </div>
      <PhotoGrid photos={photos} title={title} messages={messages} />
    </section>
  );
}

/** The grid as a modal dialog. */
export function OverviewDialog({
  photos,
  title,
  messages,
  onOpen,
  onClose,
}: {
  photos: DetailPhoto[];
  title: string;
  messages: Messages;
  onOpen: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  return (
    <dialog
      ref={dialog}
      className="gallery-overview gallery-overview-dialog"
      aria-labelledby="gallery-overview-title"
      onClose={onClose}
    >
      <div className="gallery-overview-head">
        <h2 id="gallery-overview-title">{fill(messages.overview, { count: photos.length })}</h2>
        <button type="button" className="gallery-overview-close" onClick={() => dialog.current?.close()}>
          {messages.close}
        </button>
      </div>
      <PhotoGrid photos={photos} title={title} messages={messages} onOpen={onOpen} />
    </dialog>
  );
}
