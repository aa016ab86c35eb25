// The property search box (SPEC.md "Search box"): an ARIA combobox. Focus opens the panel, blur
// closes it; empty text lists the types with sale and rent links, typed text lists matching
// properties, cities and types. Without JavaScript the form goes to /api/search?go=1, which
// redirects to the best match.
// The ARIA combobox pattern: the input keeps the focus and points at the active option, so the
// listbox, its groups and options are neither focusable nor keyboard targets, and a native select
// cannot hold grouped options with thumbnails.
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { imageUrl } from "../../shared/image-url.ts";
import type { SearchResults } from "../../shared/listing-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { useCatalogMessages } from "./catalog-messages.ts";
import { type SearchOption, searchOptions } from "./search-results.ts";

const DEBOUNCE_MS = 120;
const GROUPS = ["properties", "cities", "types"] as const;

export function SearchBox({ className }: { className?: string }) {
  const root = useRootData();
  const messages = useCatalogMessages().search;
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchResults | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, SearchResults>());
  const input = useRef<HTMLInputElement>(null);

  // A visitor may focus the box or type before the page's JavaScript has loaded: pick both up.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value) setText(element.value);
    if (document.activeElement === element) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const query = text.trim();
    const cached = cache.current.get(query);
    if (cached) {
      setResults(cached);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const params = new URLSearchParams({ q: query, lang: root.language });
        fetch(`/api/search?${params}`, { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<SearchResults>) : undefined))
          .then((data) => {
            if (!data) return;
            cache.current.set(query, data);
            setResults(data);
            setActive(-1);
          })
          .catch(() => {});
      },
      query === "" ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, root.language]);

  const options: SearchOption[] = results ? searchOptions(results, messages, root.showSearchCount) : [];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const go = (option: SearchOption | undefined) => {
    if (!option?.href || option.disabled) return;
    setOpen(false);
    void navigate(option.href);
  };
  // Arrow keys skip disabled options (a sale or rent link with count 0): they cannot be followed.
  const move = (delta: number) => {
    const count = options.length;
    if (!options.some((option) => !option.disabled)) return;
    setActive((current) => {
      let next = current < 0 && delta < 0 ? 0 : current;
      do {
        next = (next + delta + count) % count;
      } while (options[next]?.disabled);
      return next;
    });
  };

  return (
    <search className={`search-box${className ? ` ${className}` : ""}`}>
      <form
        action="/api/search"
        method="get"
        className="search-box-form"
        onSubmit={(event) => {
          const option = options[active] ?? options.find((candidate) => candidate.href && !candidate.disabled);
          if (option && text.trim() !== "") {
            event.preventDefault();
            go(option);
          }
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {messages.label}
        </label>
        <input type="hidden" name="lang" value={root.language} />
        <input type="hidden" name="go" value="1" />
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={messages.placeholder}
          autoComplete="off"
          maxLength={60}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            if (event.target.value === "") setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") move(1);
            else if (event.key === "ArrowUp") move(-1);
            else if (event.key === "Escape") setOpen(false);
            else if (event.key === "Enter" && active >= 0) go(options[active]);
            else return;
            event.preventDefault();
          }}
        />
        <button type="submit" className="search-box-submit">
          {messages.submit}
        </button>
        {/* The ARIA combobox pattern: the input keeps the focus and points at the active option. */}
        <div
          id={listId}
          role="listbox"
          aria-label={messages.label}
          className={`search-panel${open && options.length > 0 ? " is-open" : ""}`}
          // Keeps the input focused while an option is clicked, so blur does not close the panel first.
          onMouseDown={(event) => event.preventDefault()}
        >
          {GROUPS.map((group) => {
            const members = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => option.group === group);
            if (members.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (ARIA combobox pattern); a fieldset is for form controls.
              <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="search-group">
                <div id={`${id}-${group}`} className="search-group-title" role="presentation">
                  {messages[group]}
                </div>
                {members.map(({ option, index }) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant), as the combobox pattern prescribes.
                  // biome-ignore lint/a11y/useFocusableInteractive: options are never focused themselves; the input keeps the focus.
                  <div
                    key={option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    aria-disabled={option.disabled || undefined}
                    className={`search-option${option.photoKey ? " has-photo" : ""}${index === active ? " is-active" : ""}${option.disabled ? " is-disabled" : ""}`}
                    onClick={() => go(option)}
                    onMouseEnter={() => setActive(index)}
                  >
                    {option.photoKey ? (
                      <img
                        className="search-option-photo"
                        src={`${imageUrl(option.photoKey, 60)}&height=60`}
                        alt=""
                        width={60}
                        height={60}
                        loading="lazy"
                      />
                    ) : null}
                    <span className="search-option-label">{option.label}</span>
                    {option.detail ? <span className="search-option-detail">{option.detail}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {open && results && text.trim() !== "" && options.length === 0 ? (
          <output className="search-empty">{messages.noResults}</output>
        ) : null}
      </form>
    </search>
  );
}
