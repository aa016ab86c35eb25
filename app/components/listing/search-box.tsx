// The property search box (SPEC.md "Search box"): an ARIA combobox. Focus opens the panel, blur
// closes it; empty text lists the types with sale and rent links, typed text lists matching
// properties, a type in a town, cities and types. Sent (Enter, the button, or without JavaScript),
// the form goes to the search page, which redirects to the best match or says that nothing matched
// and keeps the text; with JavaScript, text known to match nothing stays in the box with that message.
import { type RefObject, useId, useRef } from "react";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { useCatalogMessages } from "./catalog-messages.ts";
import { SearchPanel, searchOptionId } from "./search-panel.tsx";
import { type SearchCombobox, useSearchCombobox } from "./use-search-combobox.ts";

/** `initialText`: what the box holds at first (the search page keeps the text it was sent). */
export function SearchBox({ className, initialText = "" }: { className?: string; initialText?: string }) {
  const root = useRootData();
  const messages = useCatalogMessages().search;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const combobox = useSearchCombobox(input, initialText);
  return (
    <search className={`search-box${className ? ` ${className}` : ""}`}>
      <form
        action={href("search", root.language)}
        method="get"
        className="search-box-form"
        onSubmit={(event) => {
          const option = combobox.submitted();
          // Known to match nothing: the message below says so and the text stays to be changed.
          if (option || combobox.nothingFound) event.preventDefault();
          if (option) combobox.follow(option);
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {messages.label}
        </label>
        <SearchInput ref={input} boxId={id} combobox={combobox} placeholder={messages.placeholder} />
        <button type="submit" className="search-box-submit">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
          </svg>
          <span className="search-box-submit-text">{messages.submit}</span>
        </button>
        <SearchPanel
          boxId={id}
          open={combobox.open}
          options={combobox.options}
          active={combobox.active}
          messages={messages}
          onChoose={combobox.follow}
          onPoint={combobox.setActive}
        />
        {combobox.nothingFound ? (
          <output className="search-empty">{fill(messages.nothingFor, { query: combobox.text.trim() })}</output>
        ) : null}
      </form>
    </search>
  );
}

/** The combobox itself: it keeps the focus and points at the active option of the panel. */
function SearchInput({
  ref,
  boxId,
  combobox,
  placeholder,
}: {
  ref: RefObject<HTMLInputElement | null>;
  boxId: string;
  combobox: SearchCombobox;
  placeholder: string;
}) {
  const { open, options, active } = combobox;
  return (
    <input
      ref={ref}
      id={`${boxId}-input`}
      name="q"
      type="search"
      role="combobox"
      aria-expanded={open && options.length > 0}
      aria-controls={`${boxId}-list`}
      aria-autocomplete="list"
      aria-activedescendant={open && active >= 0 ? searchOptionId(boxId, active) : undefined}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={60}
      value={combobox.text}
      onChange={(event) => combobox.changeText(event.target.value)}
      onFocus={() => combobox.setOpen(true)}
      onBlur={() => combobox.setOpen(false)}
      onKeyDown={(event) => {
        if (combobox.pressKey(event.key)) event.preventDefault();
      }}
    />
  );
}
