// The list's filters apply as they change, once the page runs: a box at once, a choice after a
// short pause (arrowing through a closed select changes it at every step), typed text after a longer
// one. The form keeps working without JavaScript (a GET to the list, with its own button). What the
// list cannot read it leaves out and says so beside the field (list-filters.tsx): nothing is held
// back here, so no change is ever dropped without a word.
import { type RefObject, useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigate, useNavigation } from "react-router";

/** A pause long enough for a price to be typed whole. */
const TYPING_PAUSE_MS = 800;

/** A pause long enough to arrow past a few choices of a closed select to the one wanted. */
const CHOICE_PAUSE_MS = 400;

/** Values a list's address leaves out (list-state.ts writes them so). */
const DEFAULTS: Readonly<Record<string, string>> = { sort: "newest", view: "grid" };

/** The form's query without empty fields and defaults, so the address is the one the list links to. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text !== "" && DEFAULTS[name] !== text) params.append(name, text);
  }
  return params;
}

function isTyped(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && (target.type === "text" || target.type === "number");
}

/**
 * The value a field shows for an address: what the address says (as the visitor typed it, even a
 * value the list left out), a choice only when the select has it.
 */
function showState(form: HTMLFormElement, search: string) {
  const params = new URLSearchParams(search);
  for (const element of form.elements) {
    if (element === document.activeElement) continue;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const value = params.get(element.name)?.trim() ?? "";
    if (element instanceof HTMLSelectElement) {
      const fallback = element.name === "sort" ? "newest" : "";
      element.value = value || fallback;
      if (element.selectedIndex < 0) element.value = fallback;
    } else if (element.type === "checkbox") element.checked = value === "1" || value === "on";
    else if (element.type !== "hidden") element.value = value;
  }
}

/** What the form's own navigations carry, to tell them from a link's, the back button's or a reset. */
interface AppliedState {
  /** The form's mark ("{mount}:{count}"): unique to one mounted form, so a reload never reuses one. */
  filtersApplied?: string;
}

function markOf(location: Pick<Location, "state">): string | undefined {
  return (location.state as AppliedState | null)?.filtersApplied;
}

/** One mounted form's mark, unique across reloads and tabs (a counter starts again at each reload). */
function newMount(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The list's address for the form's fields. */
function formAddress(form: HTMLFormElement): { path: string; search: string } {
  return { path: form.getAttribute("action") ?? "", search: formQuery(form).toString() };
}

/** The form's latest navigation: its mark, whether it replaced the entry it left, and if it has landed. */
interface Latest {
  mark: string;
  replace: boolean;
  landed: boolean;
}

/** What the form's navigations keep across renders, for the listeners and the timer. */
interface Run {
  /** Unique to one mounted form, so a reload never takes an older entry's mark for its own. */
  mount: string;
  count: number;
  latest?: Latest;
  timer?: ReturnType<typeof setTimeout>;
  /** The visitor is still at the filters: their changes since the last settled entry make one entry. */
  burst: boolean;
  /** Focus left the form: the burst ends once a change still waiting has applied. */
  away: boolean;
  /** The entry the page shows now. */
  here: Location;
}

type Navigate = ReturnType<typeof useNavigate>;

function cancel(run: Run) {
  clearTimeout(run.timer);
  run.timer = undefined;
}

function go(run: Run, navigate: Navigate, { path, search }: { path: string; search: string }, replace: boolean) {
  run.count += 1;
  const mark = `${run.mount}:${run.count}`;
  run.latest = { mark, replace, landed: false };
  void navigate(`${path}${search ? `?${search}` : ""}`, {
    replace,
    preventScrollReset: true,
    state: { filtersApplied: mark } satisfies AppliedState,
  });
}

/**
 * A change applied in place. The first from a settled entry adds one (Back returns to it); the next
 * ones of the same burst replace it. While the latest is still loading its entry does not exist
 * yet, so this one goes the same way (replacing now would replace the entry before it).
 */
function applyChange(run: Run, navigate: Navigate, form: HTMLFormElement) {
  cancel(run);
  const last = run.latest;
  const replace = last?.landed ? run.burst : (last?.replace ?? false);
  go(run, navigate, formAddress(form), replace);
  run.burst = !run.away;
}

/** Listens to the form's fields: a box applies at once, a choice and typed text after a pause. */
function listen(run: Run, navigate: Navigate, form: HTMLFormElement): () => void {
  const schedule = (pause: number) => {
    cancel(run);
    run.timer = setTimeout(() => applyChange(run, navigate, form), pause);
  };
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) schedule(CHOICE_PAUSE_MS);
    else if (!isTyped(event.target)) applyChange(run, navigate, form);
  };
  const onInput = (event: Event) => {
    if (isTyped(event.target)) schedule(TYPING_PAUSE_MS);
  };
  const onFocusIn = () => {
    run.away = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
    run.away = true;
    if (run.timer === undefined) run.burst = false;
  };
  form.addEventListener("change", onChange);
  form.addEventListener("input", onInput);
  form.addEventListener("focusin", onFocusIn);
  form.addEventListener("focusout", onFocusOut);
  return () => {
    cancel(run);
    form.removeEventListener("change", onChange);
    form.removeEventListener("input", onInput);
    form.removeEventListener("focusin", onFocusIn);
    form.removeEventListener("focusout", onFocusOut);
  };
}

export function useAutoApply(form: RefObject<HTMLFormElement | null>) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [mount] = useState(newMount);
  const record = useRef<Run>({ mount, count: 0, burst: false, away: false, here: location });

  useEffect(() => (form.current ? listen(record.current, navigate, form.current) : undefined), [form, navigate]);

  // A navigation the form did not make (a card, a page, reset, the back button) wins over a change
  // still waiting for its pause, and ends the burst.
  const pending = navigation.state === "idle" ? undefined : navigation.location;
  useEffect(() => {
    const run = record.current;
    if (pending === undefined) return;
    const last = run.latest;
    if (last && !last.landed && markOf(pending) === last.mark) return;
    cancel(run);
    run.burst = false;
  }, [pending]);

  // The page of the form's latest search keeps what the visitor typed since (a town typed while the
  // type's choice was loading); any other entry (a link, reset, back or forward, a reload) shows its
  // own address in the fields.
  useEffect(() => {
    const run = record.current;
    run.here = location;
    const last = run.latest;
    if (last && !last.landed && markOf(location) === last.mark) {
      last.landed = true;
      return;
    }
    // Another entry is shown while the form's latest navigation was still loading (Back pressed
    // right after the results button): that navigation was given up and will never land, so the
    // next change must not follow it in replacing an entry; it adds one of its own.
    if (last && !last.landed) run.latest = undefined;
    cancel(run);
    run.burst = false;
    if (form.current) showState(form.current, location.search);
  }, [form, location]);

  /** The button's search (or Enter): a new entry, unless it is the address the page shows. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const run = record.current;
    cancel(run);
    if (!form.current) return;
    const address = formAddress(form.current);
    const { pathname, search } = run.here;
    const same = address.path === pathname && new URLSearchParams(search).toString() === address.search;
    go(run, navigate, address, same);
    run.burst = false;
  };
  /** A link of the form's own (reset) wins over a change still waiting. */
  const onLink = () => {
    const run = record.current;
    cancel(run);
    run.burst = false;
  };
  return { onSubmit, onLink };
}
