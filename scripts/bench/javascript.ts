// JavaScript a public page makes the browser load, counted as the server sends it to a browser that
// accepts brotli (the bytes on the wire, each file's headers with its body, as Lighthouse counts: the
// copies compressed at build time), against the budget of 120 KB (DESIGN.md). A page's scripts are
// the /assets/*.js files its HTML names (module preloads and the inline module script), plus every
// file those import statically; what they import dynamically loads only on demand and is listed
// apart, but for the map of the list's map view, which that page loads at once for a visitor who
// consented to its tiles before (a first visit loads it on a press; decision 0039). The interface
// texts, a JSON file per language that the browser fetches once and keeps
// (app/i18n/interface-texts.ts), are listed too.
import { href } from "../../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import {
  JAVASCRIPT_BUDGET_KB as BUDGET_KB,
  scriptGraph,
  scriptsNamedIn,
  sentKb,
} from "../../tests/support/page-javascript.ts";
import { demoOwnerCookie } from "./script-setup.ts";
import { firstDetailPath, firstPropertyPath } from "./site-paths.ts";
import type { Benchmark, ResultRow } from "./types.ts";

export const javascript: Benchmark = {
  name: "javascript per page",
  async run({ appUrl, log }) {
    const { closure, sentSize } = scriptGraph(appUrl);

    const list = href("forSale", "nl");
    const detail = await firstPropertyPath(appUrl);
    const projects = href("projects", "nl");
    const project = await firstDetailPath(appUrl, projects);
    /** A page, its path, and the files it imports dynamically but loads at once (the map view's map, the 404's search box). */
    const pages: [string, string, RegExp?][] = [
      ["home", href("home", "nl")],
      ["property list", list],
      ["property list, map view (with its map)", `${list}?view=map`, /^tile-map-/],
      ["property detail", detail],
      ["project list", projects],
      ["project detail", project],
      ["contact (with its form)", href("contact", "nl")],
      ["keep me informed (form)", href("demandRegister", "nl")],
      ["purchase offer (form)", `${detail}${PROPERTY_FORM_SLUGS["purchase-offer"].nl}/`],
      ["visit request (form)", `${detail}${PROPERTY_FORM_SLUGS.visit.nl}/`],
      ["sign-in (form)", href("login", "nl")],
      ["purchase costs (calculator, with a loan)", `${href("purchaseCosts", "nl")}?price=385.000&loan=300.000`],
      ["not found (404, with its search box)", "/nl/bestaat-niet/", /^search-box-/],
      ["favourites", href("favourites", "nl")],
      ["compare", `${href("compare", "nl")}?id=${detail.split("/").at(-2)}`],
    ];
    // The owner portal, signed in as the demo's first owner: their properties and the first one.
    const cookie = await demoOwnerCookie(appUrl);
    const portal = href("ownerPortal", "nl");
    const owned = await fetch(`${appUrl}${portal}`, { headers: { cookie } });
    const ownedPath = new RegExp(`href="(${portal}[^"]+/\\d+/)"`).exec(await owned.text())?.[1];
    if (!ownedPath) throw new Error("the owner portal lists no property");
    const signedIn = new Set([portal, ownedPath]);
    pages.push(["owner portal (signed in)", portal], ["owner's property (signed in)", ownedPath]);
    const rows: ResultRow[] = [];
    const onDemand = new Set<string>();
    const loadedByPages = new Set<string>();
    for (const [name, path, atOnce] of pages) {
      const headers: Record<string, string> = signedIn.has(path) ? { cookie } : {};
      const html = await (await fetch(`${appUrl}${path}`, { headers })).text();
      const named = scriptsNamedIn(html);
      const pageOnDemand = new Set<string>();
      const loaded = await closure(named, pageOnDemand);
      for (const file of pageOnDemand) {
        onDemand.add(file);
        if (atOnce?.test(file)) for (const imported of await closure([file], onDemand)) loaded.add(imported);
      }
      if (atOnce && ![...loaded].some((file) => atOnce.test(file))) throw new Error(`${path} loads no ${atOnce}`);
      for (const file of loaded) loadedByPages.add(file);
      const { kb, encodings } = await sentSize(loaded);
      log(`${name} ${path}: ${loaded.size} files, ${kb.toFixed(1)} KB as sent (${encodings})`);
      rows.push({
        benchmark: `JavaScript, ${name}`,
        subject: `${path}: ${loaded.size} files`,
        figure: `${kb.toFixed(1)} KB`,
        detail: `as sent (${encodings})`,
        ratio: `${Math.round((kb / BUDGET_KB) * 100)}% of budget`,
        aim: { text: `at most ${BUDGET_KB} KB`, met: kb <= BUDGET_KB },
      });
    }
    const home = await (await fetch(`${appUrl}${href("home", "nl")}`)).text();
    const texts = /data-texts="([^"]+)"/.exec(home)?.[1];
    if (!texts) throw new Error("the home page names no interface texts");
    const sentTexts = await sentKb(`${appUrl}${texts}`);
    rows.push({
      benchmark: "Interface texts (JSON)",
      subject: `${texts}: fetched once per language and release, then kept`,
      figure: `${sentTexts.kb.toFixed(1)} KB`,
      detail: `as sent (${sentTexts.encoding})`,
    });
    for (const file of onDemand) {
      // What the page has not loaded already.
      // Its own dynamic imports join the list (the captcha loader loads the captcha).
      const extra = [...(await closure([file], onDemand))].filter((name) => !loadedByPages.has(name));
      if (extra.length === 0) continue;
      const { kb } = await sentSize(new Set(extra));
      rows.push({
        benchmark: "JavaScript on demand",
        subject: `${file} (loaded only when it is needed)`,
        figure: `${kb.toFixed(1)} KB`,
        detail: "as sent, with its own imports",
      });
    }
    return rows;
  },
};
