// Every public page type loads at most the budget's JavaScript (DESIGN.md: 120 KB, brotli, as sent),
// counted as `npm run bench` and Lighthouse count it, each file's response headers included
// (tests/support/page-javascript.ts): a change that takes a page past it fails here, not only in the
// next benchmark. The list page once carried the lead forms' script for a number reader, and the form
// pages a reader they did not use. Over HTTP only.
import { href } from "../../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import { firstDetailPath } from "../../scripts/bench/site-paths.ts";
import { JAVASCRIPT_BUDGET_KB, scriptGraph, scriptsNamedIn } from "../support/page-javascript.ts";
import { expect, test } from "./fixtures.ts";

test.use({ axe: false });

test("no public page type loads more than the JavaScript budget", async ({ request, baseURL }) => {
  const origin = baseURL ?? "";
  const html = async (path: string) => {
    const answer = await request.get(path);
    expect([200, 404], `${path} answers`).toContain(answer.status());
    return answer.text();
  };
  const list = href("forSale", "nl");
  const detail = await firstDetailPath(origin, list);
  const projects = href("projects", "nl");
  const project = await firstDetailPath(origin, projects);
  /**
   * A page, and the files it imports dynamically but loads at once for every visitor (the 404's search
   * box), as Lighthouse counts a first visit. The map view's map waits for the visitor's press or a
   * consent given earlier (OpenStreetMap's tiles send their address): with it, 3.9 KB more (decision 0039).
   */
  const pages: [string, RegExp?][] = [
    [href("home", "nl")],
    [list],
    [`${list}?view=map`],
    [detail],
    [projects],
    [project],
    [href("contact", "nl")],
    [href("demandRegister", "nl")],
    [`${detail}${PROPERTY_FORM_SLUGS["purchase-offer"].nl}/`],
    [`${detail}${PROPERTY_FORM_SLUGS.visit.nl}/`],
    [href("login", "nl")],
    [`${href("purchaseCosts", "nl")}?price=385.000&loan=300.000`],
    // The 404 page fetches its search box as it is drawn.
    ["/nl/bestaat-niet/", /^search-box-/],
    [href("favourites", "nl")],
  ];
  const { closure, sentSize } = scriptGraph(origin);
  const over: string[] = [];
  for (const [path, atOnce] of pages) {
    const onDemand = new Set<string>();
    const loaded = await closure(scriptsNamedIn(await html(path)), onDemand);
    expect(loaded.size, `${path} loads scripts`).toBeGreaterThan(0);
    if (atOnce) for (const file of [...onDemand].filter((name) => atOnce.test(name))) loaded.add(file);
    if (atOnce)
      expect(
        [...loaded].some((file) => atOnce.test(file)),
        `${path} loads ${atOnce}`,
      ).toBe(true);
    // Files under a kilobyte are sent as they are, the rest with brotli.
    const { kb, encodings } = await sentSize(loaded);
    expect(encodings, `${path}: its scripts are sent compressed`).toMatch(/^br\b/);
    if (kb > JAVASCRIPT_BUDGET_KB) over.push(`${path}: ${kb.toFixed(1)} KB in ${loaded.size} files`);
  }
  expect(over, `pages over ${JAVASCRIPT_BUDGET_KB} KB`).toEqual([]);
});

// V8 compiles a function when it is first called, on the page's main thread, unless its file asks
// for all of them at once (an explicit compile hint, Chromium 136 and later); then they are compiled
// on another thread as the file streams in. Hydration calls most of the framework's functions, so its
// file asks (docs/decisions/0037-framework-compiled-as-it-streams.md); the rest of the site's files
// are partly used on a page, and compiling all of them would be work for nothing.
test("the framework's file asks to be compiled as it streams in; the page's other files do not", async ({
  request,
  baseURL,
}) => {
  const hint = "//# allFunctionsCalledOnLoad\n";
  const html = await (await request.get(href("forSale", "nl"))).text();
  const { closure, text } = scriptGraph(baseURL ?? "");
  const files = [...(await closure(scriptsNamedIn(html), new Set<string>()))];
  const framework = files.filter((file) => file.startsWith("framework-"));
  expect(framework, "one framework file").toHaveLength(1);
  for (const file of files) {
    expect((await text(file)).startsWith(hint), `${file} ${framework.includes(file) ? "asks" : "does not ask"}`).toBe(
      framework.includes(file),
    );
  }
});

// The lead forms' file goes to every form page: what one page alone shows stays with that page (the
// region picker with the demand register, the summary with the thank-you page, the offer's amount in
// words with the offer), and the contact page, the heaviest form page, loads none of it.
test("the contact page's scripts carry no part of a form only another page shows", async ({ request, baseURL }) => {
  const only: Record<string, string> = {
    "the region picker": "region-picker",
    "the thank-you summary": "thank-you-summary",
    "the offer's amount in words": "amountInEuroWords",
  };
  const { closure, text } = scriptGraph(baseURL ?? "");
  const scripts = async (path: string) => {
    const files = await closure(scriptsNamedIn(await (await request.get(path)).text()), new Set<string>());
    return (await Promise.all([...files].map(text))).join("\n");
  };
  const contact = await scripts(href("contact", "nl"));
  for (const [part, mark] of Object.entries(only)) expect(contact.includes(mark), part).toBe(false);
  // The marks are ones the built scripts keep: the demand register's page carries its picker.
  expect(await scripts(href("demandRegister", "nl")), "the demand register's picker").toContain(
    only["the region picker"],
  );
});
