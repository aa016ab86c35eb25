/* oxlint-disable react/no-danger -- the script is a constant of this module, see EARLY_SCRIPT */
// The cookie dialog's first layer is in the server's page, hidden (consent-manager.tsx, consent.css).
// This script in the page's head decides, before anything is drawn, whether it will show: only when
// the browser holds no standing choice (the checks of readChoice and asksToClear, in short). It shows
// it once the whole page is parsed, so it never grows on screen while the page still arrives. A
// button of the dialog pressed before the page's scripts run hides it and is noted for them.
import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

export type EarlyAnswer = "agree" | "decline" | "change";

/**
 * Self-contained: it is sent as text and runs before any module. It only registers two listeners:
 * the browser's storage is read when the page is parsed, where the dialog is shown, so the parser
 * (and the first paint) never waits for it; the dialog still shows before any script could set a
 * cookie.
 */
const EARLY_SCRIPT = `(()=>{const h=document.documentElement;document.addEventListener("DOMContentLoaded",()=>{let c=null;try{c=JSON.parse(localStorage.getItem("consent"))}catch{}if(location.search.toLowerCase().includes("setcookies")||!c||!Array.isArray(c.granted)||typeof c.givenAt!=="string"||!(Date.parse(c.expiresAt)>Date.now()))h.dataset.consent??="ask"});document.addEventListener("click",(e)=>{const b=e.target instanceof Element&&e.target.closest(".consent[data-pending] [data-early]");if(b){h.dataset.consentEarly=b.getAttribute("data-early");h.dataset.consent="answered"}})})()`;

export function ConsentEarlyScript() {
  // The server's nonce; in the browser the attribute reads empty, hence no hydration warning.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no outside input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />;
}

/** The button pressed before the page's scripts ran, if any. */
export function earlyAnswer(): EarlyAnswer | undefined {
  const answer = document.documentElement.dataset.consentEarly;
  return answer === "agree" || answer === "decline" || answer === "change" ? answer : undefined;
}
