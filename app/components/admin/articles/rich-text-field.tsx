import { type ComponentType, useEffect, useRef, useState } from "react";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

export interface RichTextFieldProps {
  id: string;
  name: string;
  /** The id of the field's visible label. */
  labelId: string;
  defaultValue: string;
  /** The id of the field's problem, when it has one. */
  errorId: string | undefined;
  /** What the plain text area accepts, shown under it (the editor needs no such hint). */
  hint: string;
  invalid: boolean;
  toolbar: AdminArticlesMessages["toolbar"];
}

/**
 * An article body: a plain text area (HTML or paragraphs) in the server's HTML, so the form works
 * without JavaScript; in the browser the rich-text editor, loaded on demand from its own chunk so
 * no other page downloads it, takes its place, starting from whatever the text area holds by then.
 */
export function RichTextField({
  id,
  name,
  labelId,
  defaultValue,
  errorId,
  hint,
  invalid,
  toolbar,
}: RichTextFieldProps) {
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [start, setStart] = useState(defaultValue);
  useEffect(() => {
    let live = true;
    import("./rich-text-editor.tsx")
      .then((module) => {
        if (!live) return;
        setStart(area.current?.value ?? defaultValue);
        setEditor(() => module.RichTextEditor);
      })
      // Without the editor the text area stays: nothing is lost.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [defaultValue]);
  if (Editor) {
    return (
      <Editor
        id={id}
        name={name}
        labelId={labelId}
        initialHtml={start}
        describedBy={errorId}
        invalid={invalid}
        m={toolbar}
      />
    );
  }
  const hintId = `${id}-hint`;
  return (
    <>
      <textarea
        ref={area}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={12}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ")}
        aria-invalid={invalid || undefined}
        spellCheck
      />
      <p className="admin-hint" id={hintId}>
        {hint}
      </p>
    </>
  );
}
