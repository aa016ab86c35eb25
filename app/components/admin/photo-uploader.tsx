// Adding photos to a property or a project. Without JavaScript it is a plain form: the picker's files go to the
// page in one request and the page answers what became of each. With JavaScript, files dropped on
// the zone or chosen with the same picker are sent one by one to the upload address, each with its
// own progress bar, and the photo list refreshes after each one that was added. The zone takes
// files dragged from the computer with the browser's own events (keyboard users have the picker):
// React Aria's DropZone renders style attributes the site's Content-Security-Policy refuses.
import { type DragEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_ACCEPT,
  type PhotoRefusal,
  type PhotoUploadResult,
} from "../../shared/photo-upload-limits.ts";
import { useHydrated } from "../modules/use-media.ts";

type UploadState =
  | { step: "waiting" }
  | { step: "sending"; fraction: number }
  | { step: "added" }
  | { step: "refused"; reason: PhotoRefusal }
  | { step: "failed" };

interface Upload {
  id: string;
  name: string;
  state: UploadState;
}

const MB = MAX_PHOTO_BYTES / 1024 / 1024;

/** The answer of the upload address for one file: what the server said, or "failed" when it said nothing usable. */
function sendPhoto(url: string, file: File, onProgress: (fraction: number) => void): Promise<UploadState> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      // The server's body limit answers before the form is read, in plain text.
      if (request.status === 413) return resolve({ step: "refused", reason: "tooLarge" });
      const body = request.response as { results?: PhotoUploadResult[] } | null;
      const result = body?.results?.[0];
      if (!result) return resolve({ step: "failed" });
      resolve("refused" in result ? { step: "refused", reason: result.refused } : { step: "added" });
    });
    request.addEventListener("error", () => resolve({ step: "failed" }));
    request.addEventListener("abort", () => resolve({ step: "failed" }));
    const form = new FormData();
    form.append("photos", file);
    request.send(form);
  });
}

function refusalText(m: AdminPhotosMessages, reason: PhotoRefusal, megapixels: number): string {
  return fill(m.upload.refusals[reason], { mb: MB, megapixels });
}

function stateText(m: AdminPhotosMessages, state: UploadState, megapixels: number): string {
  switch (state.step) {
    case "waiting":
      return m.upload.waiting;
    case "sending":
      return fill(m.upload.sending, { percent: Math.round(state.fraction * 100) });
    case "added":
      return m.upload.added;
    case "refused":
      return refusalText(m, state.reason, megapixels);
    case "failed":
      return m.upload.failed;
  }
}

function progressOf(state: UploadState): number {
  if (state.step === "sending") return state.fraction;
  return state.step === "waiting" ? 0 : 1;
}

export function PhotoUploader({
  uploadUrl,
  formAction,
  sendOnChoose = false,
  m,
  megapixels,
  results,
  problem,
}: {
  /** Where the script sends each file (answers JSON). */
  uploadUrl: string;
  /** Where the form goes without JavaScript, when not to the page itself (the listing's editor: its photo page). */
  formAction?: string;
  /** With JavaScript, files chosen with the picker are sent at once (the listing's editor). */
  sendOnChoose?: boolean;
  m: AdminPhotosMessages;
  /** The pixel limit in millions, for the "too many pixels" text. */
  megapixels: number;
  /** What the page's own form upload (without JavaScript) answered, per file. */
  results?: PhotoUploadResult[] | undefined;
  problem?: "noFiles" | "tooMany" | undefined;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [chosenNone, setChosenNone] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);

  const update = (id: string, state: UploadState) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, state } : upload)));

  async function send(files: File[]): Promise<void> {
    setChosenNone(files.length === 0);
    const batch: (Upload & { file: File })[] = files.map((file) => ({
      id: `${Date.now()}-${Math.random()}`,
      name: file.name,
      file,
      // A file over the limit is not sent at all: the answer would be the same after a long wait.
      state: file.size > MAX_PHOTO_BYTES ? { step: "refused", reason: "tooLarge" } : { step: "waiting" },
    }));
    setUploads((current) => [...current, ...batch.map(({ file: _file, ...upload }) => upload)]);
    for (const upload of batch) {
      if (upload.state.step !== "waiting") continue;
      update(upload.id, { step: "sending", fraction: 0 });
      const outcome = await sendPhoto(uploadUrl, upload.file, (fraction) =>
        update(upload.id, { step: "sending", fraction }),
      );
      update(upload.id, outcome);
      if (outcome.step === "added") await revalidator.revalidate();
    }
  }

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  const finished = uploads.filter((upload) => upload.state.step !== "waiting" && upload.state.step !== "sending");
  const added = uploads.filter((upload) => upload.state.step === "added").length;
  // The page's own answer (a form sent without JavaScript), or the script's.
  const formProblem = chosenNone ? "noFiles" : problem;

  return (
    <section aria-labelledby="photo-upload-title" className="admin-section photo-upload">
      <h2 id="photo-upload-title">{m.upload.heading}</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the picker inside is the keyboard's way. */}
      <div
        className="photo-drop-zone"
        data-drop-target={dropTarget || undefined}
        onDragEnter={(event) => {
          if (hasFiles(event)) setDropTarget(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          // Without this the browser would open the dropped file instead.
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
        }}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropTarget(false);
          void send([...event.dataTransfer.files]);
        }}
      >
        {/* Dropping needs the script, so the text waits for it, but its line is there from the start:
            added later, it would push the form down under a pointer about to click it. */}
        <p className="photo-drop-text" data-pending={hydrated ? undefined : ""}>
          {dropTarget ? m.upload.dropActive : m.upload.drop}
        </p>
        <form
          method="post"
          encType="multipart/form-data"
          className="photo-upload-form"
          action={formAction}
          onSubmit={(event) => {
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem("photos");
            if (!(input instanceof HTMLInputElement)) return;
            const files = [...(input.files ?? [])];
            input.value = "";
            void send(files);
          }}
        >
          <div className="field">
            <label htmlFor="photo-files">{m.upload.choose}</label>
            <input
              id="photo-files"
              type="file"
              name="photos"
              multiple
              accept={PHOTO_ACCEPT}
              aria-describedby="photo-files-hint"
              onChange={
                sendOnChoose
                  ? (event) => {
                      const files = [...(event.currentTarget.files ?? [])];
                      event.currentTarget.value = "";
                      if (files.length > 0) void send(files);
                    }
                  : undefined
              }
            />
            <p id="photo-files-hint" className="photo-hint">
              {fill(m.upload.hint, { mb: MB, count: MAX_PHOTOS_PER_UPLOAD })}
              {sendOnChoose && hydrated ? ` ${m.upload.sentOnChoosing}` : null}
            </p>
          </div>
          <button type="submit" name="intent" value="upload" className="btn btn-accent">
            {m.upload.send}
          </button>
        </form>
      </div>
      {formProblem ? (
        <p className="form-alert" role="alert">
          {formProblem === "noFiles" ? m.upload.noFiles : fill(m.upload.tooMany, { count: MAX_PHOTOS_PER_UPLOAD })}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <>
          <ul className="photo-progress" aria-label={m.upload.progress}>
            {uploads.map((upload) => (
              <li key={upload.id} data-step={upload.state.step}>
                <span className="photo-progress-name" id={`upload-${upload.id}`}>
                  {upload.name}
                </span>
                <progress value={progressOf(upload.state)} max={1} aria-labelledby={`upload-${upload.id}`} />
                <span className="photo-progress-state">{stateText(m, upload.state, megapixels)}</span>
              </li>
            ))}
          </ul>
          <output className="photo-progress-summary">
            {finished.length === uploads.length ? fill(m.upload.summary, { added, total: uploads.length }) : ""}
          </output>
        </>
      ) : null}
      {results && results.length > 0 ? <UploadResults results={results} m={m} megapixels={megapixels} /> : null}
    </section>
  );
}

/** What a form upload (without JavaScript) became, file by file. */
function UploadResults({
  results,
  m,
  megapixels,
}: {
  results: PhotoUploadResult[];
  m: AdminPhotosMessages;
  megapixels: number;
}) {
  const added = results.filter((result) => "added" in result).length;
  return (
    <div className="photo-results">
      <output>{fill(m.upload.summary, { added, total: results.length })}</output>
      <ul className="photo-progress">
        {results.map((result, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the list never changes order.
          <li key={index} data-step={"added" in result ? "added" : "refused"}>
            <span className="photo-progress-name">{result.name}</span>
            <span className="photo-progress-state">
              {"added" in result ? m.upload.added : refusalText(m, result.refused, megapixels)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
