// The cookie dialog (SPEC.md section 4; the Belgian data protection authority's checklist in
// BELGIAN-RULES.md). First layer: Agree, Decline and Change settings, side by side with equal
// weight; no cookie wall (the page stays usable). Second layer: the five categories, strictly
// necessary on and locked, none pre-ticked; Agree all, Decline and Save my choice. The footer's
// "Cookie settings" reopens the second layer at any time, so withdrawing is as easy as giving.
// Without JavaScript there is no dialog, and no tag either.
//
// The first layer is in the server's page, so it shows before the scripts run (it was the largest
// paint of many pages), but hidden: the page head's early script (consent-early-script.tsx) shows it
// only when the browser holds no standing choice, so a visitor who chose never sees it flash, and a
// visitor without JavaScript never sees buttons that could not work. A button pressed before the
// scripts have taken over hides the dialog at once and is carried out when they have.
import { lazy, Suspense, startTransition, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { hasSecretInAddress, parseRouteId } from "../../i18n/route-table.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Link } from "../ui/link.tsx";
import {
  asksToClear,
  CATEGORIES,
  type Category,
  type ConsentChoice,
  clearChoice,
  isPreviewPath,
  makeChoice,
  readChoice,
  storeChoice,
  utmParameters,
} from "./consent-choice.ts";
import { earlyAnswer } from "./consent-early-script.tsx";
import { CHOICE_SAVED, CONSENT_CHANGED, recordChoice } from "./embed-consent.ts";
import { applyChoice, hasTracking, setConsentDefaults } from "./tracking.ts";

// The settings layer's cookie tables come with it: every page loads this dialog, few visitors open its
// second layer, and the tables' code (the descriptions of every cookie) is a kilobyte of each page's
// scripts otherwise. The server never renders that layer (the dialog starts as its first layer).
const CategoryCookies = lazy(() =>
  import("./cookie-declaration.tsx").then((module) => ({ default: module.CategoryCookies })),
);

/** Fired by the footer's "Cookie settings" to open the settings layer. */
export const OPEN_COOKIE_SETTINGS = "open-cookie-settings";
const UTM_KEY = "utm_parameters";

type View = "pending" | "hidden" | "simple" | "settings";

function sessionUtm(search: string): Record<string, string> {
  try {
    const fresh = utmParameters(search);
    if (Object.keys(fresh).length > 0) sessionStorage.setItem(UTM_KEY, JSON.stringify(fresh));
    const kept: unknown = JSON.parse(sessionStorage.getItem(UTM_KEY) ?? "{}");
    return typeof kept === "object" && kept !== null ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A page whose address holds a one-use token: no tag loads there, so none can send the address on. */
function addressIsSecret(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => {
    const page = parseRouteId(match.id)?.page;
    return page !== undefined && hasSecretInAddress(page);
  });
}

function pageSaysNoPopup(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some(
    (match) =>
      typeof match.loaderData === "object" &&
      match.loaderData !== null &&
      "noCookiePopup" in match.loaderData &&
      match.loaderData.noCookiePopup === true,
  );
}

/**
 * Where the focus goes when the dialog closes while it held the focus: back to what opened the
 * settings layer (the footer's link), else to the page's top wrapper. Left on the removed button,
 * the browser would carry on from the dialog's place, past the skip link above it.
 */
function focusAfterClosing(dialog: HTMLElement | null, opener: HTMLElement | null, fallbackId: string | undefined) {
  const active = document.activeElement;
  const held = active === null || active === document.body || (dialog?.contains(active) ?? false);
  if (!held) return;
  const target = opener?.isConnected ? opener : fallbackId ? document.getElementById(fallbackId) : null;
  target?.focus({ preventScroll: true });
}

export function ConsentManager({ focusAfterId }: { focusAfterId?: string } = {}) {
  const root = useRootData();
  const m = root.messages.consent;
  const location = useLocation();
  const matches = useMatches();
  const suppressed = isPreviewPath(location.pathname) || pageSaysNoPopup(matches);
  const secretAddress = addressIsSecret(matches);
  // The server's page and the first render in the browser agree: the first layer, pending.
  const [view, setView] = useState<View>(suppressed ? "hidden" : "pending");
  const [selected, setSelected] = useState<Set<Category>>(new Set(["necessary"]));
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const introId = useId();

  // The choice is saved as usual; the tags wait for a page whose address holds no secret.
  const apply = useCallback(
    (choice: ConsentChoice) => {
      if (!secretAddress) void applyChoice(choice, root.tracking, sessionUtm(window.location.search));
    },
    [root.tracking, secretAddress],
  );

  // On arrival: honour "setcookies", keep utm parameters, then apply a standing choice or ask. The
  // choice lives in the browser's storage, so only an effect can read it (after hydration), and only
  // once per page load: client navigations keep the decision.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, not per navigation
  useEffect(() => {
    if (hasTracking(root.tracking)) setConsentDefaults();
    if (asksToClear(window.location.search)) clearChoice(localStorage);
    sessionUtm(window.location.search);
    const standing = readChoice(localStorage);
    const early = earlyAnswer();
    delete document.documentElement.dataset.consentEarly;
    if (standing) apply(standing);
    // A transition: the first layer is already on screen (or hidden) as the early script left it, so
    // this render can wait for the rest of the page's first work instead of adding to its longest task.
    startTransition(() => {
      // oxlint-disable-next-line react/set-state-in-effect
      if (standing || suppressed) setView("hidden");
      else if (early === "agree") save(CATEGORIES);
      else if (early === "decline") save([]);
      else if (early === "change") openSettings();
      else setView("simple");
    });
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function openSettings() {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setSelected(new Set(readChoice(localStorage)?.granted ?? ["necessary"]));
    setView("settings");
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: openSettings reads storage and sets state only
  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, openSettings);
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view === "settings") dialog.current?.focus();
  }, [view]);

  function save(granted: Iterable<Category>) {
    const earlier = readChoice(localStorage);
    const choice = makeChoice(granted, root.cookieLifetimeDays, earlier ? { consentId: earlier.consentId } : {});
    storeChoice(localStorage, choice);
    focusAfterClosing(dialog.current, opener.current, focusAfterId);
    opener.current = null;
    setView("hidden");
    apply(choice);
    recordChoice(choice, root.language);
    window.dispatchEvent(new CustomEvent(CHOICE_SAVED));
  }

  // A category accepted from a video's prompt is a choice too: the first layer has nothing left to
  // ask, and the newly granted tags load.
  useEffect(() => {
    function changed() {
      const choice = readChoice(localStorage);
      if (!choice) return;
      setView((current) => (current === "simple" ? "hidden" : current));
      apply(choice);
    }
    window.addEventListener(CONSENT_CHANGED, changed);
    return () => window.removeEventListener(CONSENT_CHANGED, changed);
  }, [apply]);

  if (view === "hidden") return null;
  const firstLayer = view === "simple" || view === "pending";
  return (
    // A non-modal dialog: the page behind stays usable (no cookie wall).
    <dialog
      open
      ref={dialog}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={introId}
      tabIndex={-1}
      data-pending={view === "pending" ? "" : undefined}
    >
      <h2 id={titleId} className="consent-title">
        {firstLayer ? m.title : m.settingsTitle}
      </h2>
      <p id={introId} className="consent-intro">
        {firstLayer ? m.intro : m.settingsIntro} <Link to={root.legalLinks.cookiePolicy}>{m.policyLink}</Link>
      </p>
      {view === "settings" ? (
        <fieldset className="consent-categories">
          <legend className="visually-hidden">{m.settingsTitle}</legend>
          {CATEGORIES.map((category) => {
            const locked = category === "necessary";
            const inputId = `consent-${category}`;
            return (
              <div key={category} className="consent-category">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={locked || selected.has(category)}
                  disabled={locked}
                  aria-describedby={`${inputId}-text`}
                  onChange={(event) => {
                    const next = new Set(selected);
                    if (event.target.checked) next.add(category);
                    else next.delete(category);
                    setSelected(next);
                  }}
                />
                <label htmlFor={inputId}>
                  {m.categories[category]}
                  {locked ? <span className="consent-always"> ({m.alwaysOn})</span> : null}
                </label>
                <p id={`${inputId}-text`} className="consent-category-text">
                  {m.descriptions[category]}
                </p>
                <Suspense fallback={null}>
                  <CategoryCookies category={category} />
                </Suspense>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="consent-button" data-early="agree" onClick={() => save(CATEGORIES)}>
          {m.agree}
        </button>
        <button type="button" className="consent-button" data-early="decline" onClick={() => save([])}>
          {m.decline}
        </button>
        {firstLayer ? (
          <button type="button" className="consent-button" data-early="change" onClick={() => setView("settings")}>
            {m.change}
          </button>
        ) : (
          <button type="button" className="consent-button" onClick={() => save(selected)}>
            {m.save}
          </button>
        )}
      </div>
    </dialog>
  );
}
