// The order of a property's or a project's photos, the first being the cover. With JavaScript a photo is dragged by
// its handle, with the pointer or the keyboard (React Aria's drag and drop: Enter on the handle, the
// arrows, Enter); every photo also has plain buttons (up, down, cover, delete) that are forms, so
// the order can be changed without JavaScript too. Each form carries the order it shows: the server
// refuses a change made on a list someone else changed meanwhile. While a change is on its way the
// list already shows its outcome, and so do the forms: a button pressed before the page has read
// the saved order back builds on the change the server has just made, not on the order before it.
// The server sends a plain list: React Aria's grid writes style attributes, which the site's
// Content-Security-Policy refuses in HTML; made in the browser, the same styles are allowed. The
// grid is loaded in the browser only, after hydration, so the server never loads React Aria.
import { type ComponentType, useEffect, useState } from "react";
import { photoIdsText } from "../../domain/photo-order.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import type { AdminPhoto } from "../../shared/admin-photo-view.ts";
import { PhotoRow } from "./photo-row.tsx";

export interface PhotoOrderListProps {
  /** The photos as shown (a change on its way already applied): the order every form says it saw. */
  photos: AdminPhoto[];
  /** When the page was read, for "who changed what since" on a refused change. */
  seenAt: string;
  /** The site's languages: an alt text missing in one of them is pointed out. */
  languages: readonly Language[];
  staffLanguage: Language;
  m: AdminPhotosMessages;
}

export function PhotoOrderList(props: PhotoOrderListProps) {
  const { photos, seenAt, languages, staffLanguage, m } = props;
  const [Draggable, setDraggable] = useState<ComponentType<PhotoOrderListProps>>();
  useEffect(() => {
    let current = true;
    void import("./draggable-photo-list.tsx").then((module) => {
      if (current) setDraggable(() => module.DraggablePhotoList);
    });
    return () => {
      current = false;
    };
  }, []);
  if (photos.length === 0) return <p>{m.list.none}</p>;
  if (Draggable) return <Draggable {...props} />;
  const seenText = photoIdsText(photos.map((photo) => photo.id));
  return (
    <ol className="photo-order" aria-label={m.list.label}>
      {photos.map((photo, index) => (
        <li key={photo.id} className="photo-order-item">
          <PhotoRow
            photo={photo}
            index={index}
            count={photos.length}
            seen={seenText}
            seenAt={seenAt}
            languages={languages}
            staffLanguage={staffLanguage}
            m={m}
          />
        </li>
      ))}
    </ol>
  );
}
