// Lets the browser paint a page before its scripts start to download.
//
// React Router's <Scripts> writes a module preload for every script of the page into the head, and
// an inline module script whose static imports start the rest. A browser fetches them all while it
// reads the HTML, so on a slow link they share the bandwidth with the stylesheet and the first
// pictures, and on a slow phone the first paint waits for the scripts' evaluation too. The page is
// readable without them (every form and link works before hydration), so they can wait for its first
// paint.
//
// This rewrites the page's HTML as it leaves the server: the module preloads are taken out of the
// head, the module script is kept as inert text, and a small script of ours, right after it, waits
// for the first paint, then adds the preloads and runs the module script with the page's nonce.
// React 19 hydration ignores the changed script element (React Router renders it with
// suppressHydrationWarning) and the added one.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
export const INERT_MODULES_ID = "page-modules";

/**
 * After the first contentful paint, the preloads (the page's interface texts too, which its scripts
 * fetch before they hydrate: app/i18n/interface-texts.ts), then the module script. `nonce` is read
 * from the running script: the same as the page's.
 *
 * The first animation frame is not the first paint: a frame comes while the stylesheet is still on
 * its way, and scripts started then still share the link with it. So the loader waits for the paint
 * itself (Paint Timing), and falls back to the first frame where that is not supported. A tab nobody
 * sees paints nothing: there, or once the tab is hidden, the scripts start at once.
 */
function loader(preloads: string[]): string {
  return `(()=>{const n=document.currentScript.nonce;let started=false;const go=()=>{if(started)return;started=true;const t=document.documentElement.dataset.texts;if(t){const l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=t;document.head.append(l)}for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)}const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=document.getElementById("${INERT_MODULES_ID}").textContent;document.body.append(s)};if(document.visibilityState==="hidden")return go();document.addEventListener("visibilitychange",go,{once:true});if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(go))})()`;
}

/**
 * The page with its scripts deferred to after the first paint; a page without a module script (one
 * rendered without <Scripts>) unchanged.
 */
export function deferScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonce, body] = script;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const after = html.slice(script.index + whole.length);
  // The module script's text is JavaScript inside a <script>: it cannot hold "</script", so it
  // stays as it is; a type no browser runs keeps it inert.
  const inert = `<script nonce="${nonce}" type="text/x-module" id="${INERT_MODULES_ID}">${body}</script>`;
  return `${before}${inert}<script nonce="${nonce}">${loader(preloads)}</script>${after}`;
}
