// The rich-text editor of an article body (tiptap): h2 and h3 headings, bold, italic, bulleted and
// numbered lists and links, nothing else, so what is typed is what the server keeps after cleaning.
// Its HTML travels in a hidden field; the server cleans it again whatever it holds. Imported only
// by rich-text-field.tsx, on demand, so only the article editor's page downloads it.
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button, ToggleButton, Toolbar } from "react-aria-components";
import { pastedHtml } from "../../../domain/pasted-html.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";

export interface RichTextEditorProps {
  id: string;
  name: string;
  labelId: string;
  initialHtml: string;
  describedBy: string | undefined;
  invalid: boolean;
  m: AdminArticlesMessages["toolbar"];
}

const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"];

/** A typed link address as the link's href: "www.x.be" -> "https://www.x.be"; other schemes refused. */
function linkHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme) return LINK_PROTOCOLS.includes(scheme) ? value : null;
  return value.includes("@") && !value.includes("/") ? `mailto:${value}` : `https://${value}`;
}

export function RichTextEditor({ id, name, labelId, initialHtml, describedBy, invalid, m }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    immediatelyRender: false,
    // The site's CSP allows no inline style element: the editor's few rules are in the stylesheet.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: LINK_PROTOCOLS,
          HTMLAttributes: { rel: "noopener", target: null },
          isAllowedUri: (url) => linkHref(url) !== null,
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      transformPastedHTML: pastedHtml,
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "rich-text-content prose",
        spellcheck: "true",
      },
    },
    onCreate: ({ editor: created }) => setHtml(created.getHTML()),
    onUpdate: ({ editor: updated }) => setHtml(updated.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current?.isActive("paragraph") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbered: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
      href: (current?.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("");
  const linkFieldId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  // The address field was just asked for with the Link button: the cursor goes there.
  useEffect(() => {
    if (linking) linkField.current?.focus();
  }, [linking]);

  function openLink(): void {
    setAddress(state?.href ?? "");
    setLinking(true);
  }
  function applyLink(): void {
    const href = linkHref(address);
    const chain = editor?.chain().focus().extendMarkRange("link");
    if (href) chain?.setLink({ href }).run();
    else chain?.unsetLink().run();
    setLinking(false);
  }
  function removeLink(): void {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinking(false);
  }
  function onLinkKey(event: KeyboardEvent<HTMLInputElement>): void {
    // Enter applies the link instead of sending the whole form; Escape goes back to the text.
    if (event.key === "Enter") {
      event.preventDefault();
      applyLink();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setLinking(false);
      editor?.commands.focus();
    }
  }

  return (
    <div className={invalid ? "rich-text rich-text-invalid" : "rich-text"}>
      <Toolbar
        className="rich-text-toolbar"
        aria-label={m.label}
        aria-controls={id}
        // A click on a button leaves the cursor and the selection in the text, as in any word
        // processor (the keyboard still reaches the buttons with Tab and the arrow keys).
        onMouseDownCapture={(event) => event.preventDefault()}
      >
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.paragraph ?? false}
          onChange={() => editor?.chain().focus().setParagraph().run()}
        >
          {m.paragraph}
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.h2 ?? false}
          onChange={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          {m.h2}
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.h3 ?? false}
          onChange={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          {m.h3}
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.bold ?? false}
          onChange={() => editor?.chain().focus().toggleBold().run()}
        >
          <strong>{m.bold}</strong>
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.italic ?? false}
          onChange={() => editor?.chain().focus().toggleItalic().run()}
        >
          <em>{m.italic}</em>
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.bullets ?? false}
          onChange={() => editor?.chain().focus().toggleBulletList().run()}
        >
          {m.bullets}
        </ToggleButton>
        <ToggleButton
          className="rich-text-button"
          isSelected={state?.numbered ?? false}
          onChange={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          {m.numbered}
        </ToggleButton>
        <ToggleButton className="rich-text-button" isSelected={state?.link ?? false} onChange={openLink}>
          {m.link}
        </ToggleButton>
      </Toolbar>
      {linking ? (
        <div className="rich-text-link">
          <label htmlFor={linkFieldId}>{m.linkAddress}</label>
          <input
            id={linkFieldId}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onLinkKey}
            ref={linkField}
          />
          <Button className="btn" onPress={applyLink}>
            {m.applyLink}
          </Button>
          {state?.link ? (
            <Button className="btn" onPress={removeLink}>
              {m.removeLink}
            </Button>
          ) : null}
          <Button
            className="btn"
            onPress={() => {
              setLinking(false);
              editor?.commands.focus();
            }}
          >
            {m.cancel}
          </Button>
        </div>
      ) : null}
      {editor ? <EditorContent editor={editor} /> : <p className="admin-hint">{m.loading}</p>}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
