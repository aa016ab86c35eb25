// The photo order list as React Aria's grid, whose rows are dragged by their handle with the
// pointer or the keyboard. Loaded in the browser only (see photo-order-list.tsx).
import { Button, GridList, GridListItem, I18nProvider, useDragAndDrop } from "react-aria-components";
import { useSubmit } from "react-router";
import { droppedOrder, photoIdsText } from "../../domain/photo-order.ts";
import { fill } from "../../i18n/fill.ts";
import type { PhotoOrderListProps } from "./photo-order-list.tsx";
import { PhotoRow } from "./photo-row.tsx";

const dragHandle = (
  <Button slot="drag" className="photo-drag">
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="icon">
      <path d="M5 3h2v2H5zM9 3h2v2H9zM5 7h2v2H5zM9 7h2v2H9zM5 11h2v2H5zM9 11h2v2H9z" fill="currentColor" />
    </svg>
  </Button>
);

export function DraggablePhotoList({ photos, seenAt, languages, staffLanguage, m }: PhotoOrderListProps) {
  const submit = useSubmit();
  const seenText = photoIdsText(photos.map((photo) => photo.id));
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
  return (
    <I18nProvider locale={`${staffLanguage}-BE`}>
      <GridList
        aria-label={m.list.label}
        items={photos}
        dragAndDropHooks={dragAndDropHooks}
        // The grid keeps each row as first drawn for as long as its photo is the same object; a new
        // order, a new reading or other words must draw the rows again.
        dependencies={[seenText, seenAt, languages, staffLanguage, m]}
        className="photo-order"
        layout="stack"
      >
        {(photo) => {
          const index = photos.indexOf(photo);
          return (
            <GridListItem
              id={photo.id}
              textValue={fill(m.list.photo, { index: index + 1 })}
              className="photo-order-item"
            >
              <PhotoRow
                photo={photo}
                index={index}
                count={photos.length}
                handle={dragHandle}
                seen={seenText}
                seenAt={seenAt}
                languages={languages}
                staffLanguage={staffLanguage}
                m={m}
              />
            </GridListItem>
          );
        }}
      </GridList>
    </I18nProvider>
  );
}
