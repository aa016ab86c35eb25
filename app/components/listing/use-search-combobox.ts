// The search box's state as an ARIA combobox: the text, whether the panel is open, its options, and
// what the keys, a click and the form's submission do with them.
import { type RefObject, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useRootData } from "../frame/use-root-data.ts";
import { useCatalogMessages } from "./catalog-messages.ts";
import { canFollow, nextEnabledIndex, type SearchOption, searchOptions } from "./search-results.ts";
import { useSearchListbox } from "./use-search-listbox.ts";

export interface SearchCombobox {
  text: string;
  open: boolean;
  options: SearchOption[];
  /** The index of the option the input points at, -1 for none. */
  active: number;
  /** Typed text came back and matched nothing. */
  nothingFound: boolean;
  changeText: (value: string) => void;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  /** Goes to the option's page, when it has one. */
  follow: (option: SearchOption | undefined) => void;
  /** Handles a key pressed in the input; false for the keys it leaves to the browser. */
  pressKey: (key: string) => boolean;
  /** The option a submitted form goes to; undefined leaves the form to the search page. */
  submitted: () => SearchOption | undefined;
}

/**
 * `input` is the combobox's element, read once after hydration for what the visitor did before it;
 * `initialText` is the text it starts with.
 */
export function useSearchCombobox(input: RefObject<HTMLInputElement | null>, initialText = ""): SearchCombobox {
  const root = useRootData();
  const messages = useCatalogMessages().search;
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  usePickUpEarlyInput(input, setText, setOpen);
  const { results, active, setActive } = useSearchListbox(text, open, root.language);

  const options = results ? searchOptions(results, messages, root.showSearchCount) : [];
  const follow = (option: SearchOption | undefined) => {
    if (!canFollow(option)) return;
    setOpen(false);
    void navigate(option.href);
  };
  const move = (delta: number) => {
    if (options.some((option) => !option.disabled)) setActive((current) => nextEnabledIndex(options, current, delta));
  };
  return {
    text,
    open,
    options,
    active,
    nothingFound: open && results !== undefined && text.trim() !== "" && options.length === 0,
    changeText: (value) => {
      setText(value);
      setOpen(true);
      if (value === "") setActive(-1);
    },
    setOpen,
    setActive,
    follow,
    pressKey: (key) => {
      if (key === "ArrowDown") move(1);
      else if (key === "ArrowUp") move(-1);
      else if (key === "Escape") setOpen(false);
      else if (key === "Enter" && active >= 0) follow(options[active]);
      else return false;
      return true;
    },
    submitted: () => {
      if (text.trim() === "") return undefined;
      return options[active] ?? options.find(canFollow);
    },
  };
}

/** A visitor may focus the box or type before the page's JavaScript has loaded: pick both up. */
function usePickUpEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  setText: (text: string) => void,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value) setText(element.value);
    if (document.activeElement === element) setOpen(true);
  }, [input, setText, setOpen]);
}
