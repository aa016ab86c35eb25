// The order of a property's or a project's photos, the first being the cover. With JavaScript a photo is dragged by
// its handle, with the pointer or the keyboard (React Aria's drag and drop: Enter on the handle, the
// arrows, Enter); every photo also has plain buttons (up, down, cover, delete) that are forms, so
// the order can be changed without JavaScript too. Each form carries the order it was shown with:
// the server refuses a change made on a list someone else changed meanwhile.
// The server sends a plain list: React Aria's grid writes style attributes, which the site's
// Content-Security-Policy refuses in HTML; made in the browser, the same styles are allowed.
import { Button, GridList, GridListItem, useDragAndDrop } from "react-aria-components";
import { Form, useSubmit } from "react-router";
import { droppedOrder, photoIdsText } from "../../domain/photo-order.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import type { AdminPhoto } from "../../shared/admin-photo-view.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { useHydrated } from "../modules/use-media.ts";

interface ListProps {
  /** The photos as shown (a reorder on its way already applied). */
  photos: AdminPhoto[];
  /** The order the server has: what every form says it saw. */
  seen: readonly number[];
  /** When the page was read, for "who changed what since" on a refused change. */
  seenAt: string;
  /** The site's languages: an alt text missing in one of them is pointed out. */
  languages: readonly Language[];
  staffLanguage: Language;
  m: AdminPhotosMessages;
}

export function PhotoOrderList({ photos, seen, seenAt, languages, staffLanguage, m }: ListProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const seenText = photoIdsText(seen);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ "text/plain": String(key) })),
    onReorder(event) {
      if (event.target.dropPosition === "on") return;
      const order = droppedOrder(
        photos.map((photo) => photo.id),
        [...event.keys].map(Number),
        Number(event.target.key),
        event.target.dropPosition,
      );
      void submit(
        { intent: "reorder", seen: seenText, seenAt, order: photoIdsText(order) },
        { method: "post", preventScrollReset: true },
      );
    },
  });
  if (photos.length === 0) return <p>{m.list.none}</p>;
  const row = (photo: AdminPhoto, index: number) => (
    <PhotoRow
      photo={photo}
      index={index}
      count={photos.length}
      draggable={hydrated}
      seen={seenText}
      seenAt={seenAt}
      languages={languages}
      staffLanguage={staffLanguage}
      m={m}
    />
  );
  if (!hydrated) {
    return (
      <ol className="photo-order" aria-label={m.list.label}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-order-item">
            {row(photo, index)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <GridList
      aria-label={m.list.label}
      items={photos}
      dragAndDropHooks={dragAndDropHooks}
      className="photo-order"
      layout="stack"
    >
      {(photo) => {
        const index = photos.indexOf(photo);
        return (
          <GridListItem id={photo.id} textValue={fill(m.list.photo, { index: index + 1 })} className="photo-order-item">
            {row(photo, index)}
          </GridListItem>
        );
      }}
    </GridList>
  );
}

function PhotoRow({
  photo,
  index,
  count,
  draggable,
  seen,
  seenAt,
  languages,
  staffLanguage,
  m,
}: {
  photo: AdminPhoto;
  index: number;
  count: number;
  /** In the grid, with JavaScript: the row has a drag handle. */
  draggable: boolean;
  seen: string;
  seenAt: string;
  languages: readonly Language[];
  staffLanguage: Language;
  m: AdminPhotosMessages;
}) {
  const label = fill(m.list.photo, { index: index + 1 });
  const missing = languages.filter((language) => !photo.alts[language]);
  const hidden = (
    <>
      <input type="hidden" name="id" value={photo.id} />
      <input type="hidden" name="seen" value={seen} />
      <input type="hidden" name="seenAt" value={seenAt} />
    </>
  );
  return (
    <>
      {draggable ? (
        <Button slot="drag" className="photo-drag">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="icon">
            <path d="M5 3h2v2H5zM9 3h2v2H9zM5 7h2v2H5zM9 7h2v2H9zM5 11h2v2H5zM9 11h2v2H9z" fill="currentColor" />
          </svg>
        </Button>
      ) : (
        <span className="photo-drag-space" />
      )}
      <ResponsiveImage
        photoKey={photo.key}
        alt={photo.alts[staffLanguage] ?? ""}
        widths={[100, 250]}
        sizes="120px"
        width={photo.width}
        height={photo.height}
        className="photo-thumb"
      />
      <div className="photo-order-facts">
        <strong>{label}</strong>
        {index === 0 ? <span className="photo-cover-badge">{m.list.cover}</span> : null}
        {missing.length > 0 ? (
          <span className="admin-missing">
            {fill(m.list.missingAlts, { languages: missing.map((language) => language.toUpperCase()).join(", ") })}
          </span>
        ) : null}
      </div>
      <div className="photo-row-actions">
        <Form method="post" preventScrollReset className="photo-order-actions">
          {hidden}
          <button type="submit" name="intent" value="up" className="btn btn-outline" disabled={index === 0}>
            {m.list.up}
          </button>
          <button type="submit" name="intent" value="down" className="btn btn-outline" disabled={index === count - 1}>
            {m.list.down}
          </button>
          <button type="submit" name="intent" value="cover" className="btn btn-outline" disabled={index === 0}>
            {m.list.makeCover}
          </button>
        </Form>
        <details className="photo-delete">
          <summary className="btn btn-outline">{m.list.remove}</summary>
          <Form method="post" preventScrollReset>
            {hidden}
            <p>{fill(m.list.confirmRemove, { index: index + 1 })}</p>
            <button type="submit" name="intent" value="delete" className="btn btn-accent">
              {m.list.reallyRemove}
            </button>
          </Form>
        </details>
      </div>
    </>
  );
}
