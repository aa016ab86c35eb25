// The search box's results while its panel is open: fetched from /api/search after a pause in typing
// (at once for the empty text, which lists the types), and kept per text so going back to a text
// costs no request.
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import type { Language } from "../../i18n/languages.ts";
import type { SearchResults } from "../../shared/listing-view.ts";

const DEBOUNCE_MS = 120;

export interface SearchListbox {
  results: SearchResults | undefined;
  /** The index of the option the input points at, -1 for none. */
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
}

/** The results and the active option; fresh results from the server start with none active. */
export function useSearchListbox(text: string, open: boolean, language: Language): SearchListbox {
  const [results, setResults] = useState<SearchResults | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, SearchResults>());

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
        fetchSearchResults(query, language, controller.signal)
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
  }, [text, open, language]);

  return { results, active, setActive };
}

async function fetchSearchResults(
  query: string,
  language: Language,
  signal: AbortSignal,
): Promise<SearchResults | undefined> {
  const params = new URLSearchParams({ q: query, lang: language });
  const response = await fetch(`/api/search?${params}`, { signal });
  return response.ok ? ((await response.json()) as SearchResults) : undefined;
}
