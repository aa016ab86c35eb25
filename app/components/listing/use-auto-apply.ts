// The list's filters apply as they change, once the page runs: a choice at once, typed text after
// a pause. The form keeps working without JavaScript (a GET to the list, with its own button).
import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/** A pause long enough for a price to be typed whole. */
const TYPING_PAUSE_MS = 800;

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

/** A range typed the wrong way round is still being typed: it waits (the server would refuse it). */
function inOrder(params: URLSearchParams, low: string, high: string): boolean {
  const from = params.get(low);
  const to = params.get(high);
  return from === null || to === null || Number(from) <= Number(to);
}

function isTyped(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && (target.type === "text" || target.type === "number");
}

/**
 * Sets the fields to the list's state after a navigation the form did not make (reset, a dropped
 * filter, the back button), leaving alone the field the visitor is in.
 */
function showState(form: HTMLFormElement, state: string) {
  const params = new URLSearchParams(state);
  for (const element of form.elements) {
    if (element === document.activeElement) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox")
      element.checked = params.get(element.name) === "1";
    else if ((element instanceof HTMLInputElement && element.type !== "hidden") || element instanceof HTMLSelectElement)
      element.value = params.get(element.name) ?? (element.name === "sort" ? "newest" : "");
  }
}

/** What the form's own navigations carry, to tell them from a link's, the back button's or a reset. */
interface AppliedState {
  filtersApplied?: number;
}

/** Goes to the form's search; in place (replace) only when the fields make a search the list takes. */
function applyForm(
  element: HTMLFormElement | null,
  run: {
    navigate: ReturnType<typeof useNavigate>;
    timer: RefObject<ReturnType<typeof setTimeout> | undefined>;
    lastApplied: RefObject<number>;
    replace: boolean;
  },
) {
  clearTimeout(run.timer.current);
  if (!element) return;
  const params = formQuery(element);
  const { replace } = run;
  if (replace && (!inOrder(params, "priceMin", "priceMax") || !inOrder(params, "bedrooms", "bedroomsMax"))) return;
  if (replace && !element.checkValidity()) return;
  const search = params.toString();
  const action = element.getAttribute("action") ?? "";
  run.lastApplied.current += 1;
  // A change made in place replaces the history entry; the button's search adds one. The list's own
  // error boundary shows a failed load: nothing to wait for here.
  void run.navigate(`${action}${search ? `?${search}` : ""}`, {
    replace,
    preventScrollReset: true,
    state: { filtersApplied: run.lastApplied.current } satisfies AppliedState,
  });
}

export function useAutoApply(form: RefObject<HTMLFormElement | null>, state: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastApplied = useRef(0);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const apply = (replace: boolean) => applyForm(element, { navigate, timer, lastApplied, replace });
    const onChange = (event: Event) => {
      if (!isTyped(event.target)) apply(true);
    };
    const onInput = (event: Event) => {
      if (!isTyped(event.target)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(true), TYPING_PAUSE_MS);
    };
    element.addEventListener("change", onChange);
    element.addEventListener("input", onInput);
    return () => {
      clearTimeout(timer.current);
      element.removeEventListener("change", onChange);
      element.removeEventListener("input", onInput);
    };
  }, [form, navigate]);

  // The page of the form's latest search keeps what the visitor typed since (a town typed while the
  // type's choice was loading); any other navigation shows its own state in the fields.
  const applied = (location.state as AppliedState | null)?.filtersApplied;
  useEffect(() => {
    if (applied !== undefined && applied === lastApplied.current) return;
    if (form.current) showState(form.current, state);
  }, [form, state, applied]);

  /** The button's search: the same address, as a new history entry. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(form.current, { navigate, timer, lastApplied, replace: false });
  };
  return { onSubmit };
}
