// One photo of the order list: its thumbnail, what is missing, and the buttons (up, down, cover,
// delete) that are plain forms, so the order can be changed without JavaScript too.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import type { AdminPhoto } from "../../shared/admin-photo-view.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";

export function PhotoRow({
  photo,
  index,
  count,
  handle,
  seen,
  seenAt,
  languages,
  staffLanguage,
  m,
}: {
  photo: AdminPhoto;
  index: number;
  count: number;
  /** In the grid, with JavaScript: the row's drag handle. */
  handle?: ReactNode;
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
      {handle ?? <span className="photo-drag-space" />}
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
