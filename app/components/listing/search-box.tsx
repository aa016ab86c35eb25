// The property search box (SPEC.md "Search box"): an ARIA combobox. Focus opens the panel, blur
// closes it; empty text lists the types with sale and rent links, typed text lists matching
// properties, cities and types. Without JavaScript the form goes to /api/search?go=1, which
// redirects to the best match.
import { type RefObject, useId, useRef } from "react";
import { useRootData } from "../frame/use-root-data.ts";
import { useCatalogMessages } from "./catalog-messages.ts";
import { SearchPanel, searchOptionId } from "./search-panel.tsx";
import { type SearchCombobox, useSearchCombobox } from "./use-search-combobox.ts";

export function SearchBox({ className }: { className?: string }) {
  const root = useRootData();
  const messages = useCatalogMessages().search;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const combobox = useSearchCombobox(input);
  return (
    <search className={`search-box${className ? ` ${className}` : ""}`}>
      <form
        action="/api/search"
        method="get"
        className="search-box-form"
        onSubmit={(event) => {
          const option = combobox.submitted();
          if (option) {
            event.preventDefault();
            combobox.follow(option);
          }
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {messages.label}
        </label>
        <input type="hidden" name="lang" value={root.language} />
        <input type="hidden" name="go" value="1" />
        <SearchInput ref={input} boxId={id} combobox={combobox} placeholder={messages.placeholder} />
        <button type="submit" className="search-box-submit">
          {messages.submit}
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
        {combobox.nothingFound ? <output className="search-empty">{messages.noResults}</output> : null}
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
