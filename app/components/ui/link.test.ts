import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// oxlint-disable-next-line no-restricted-imports -- the site's link is compared with React Router's own.
import { MemoryRouter, Link as RouterLink } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, type LinkClick, type LinkProps, routerTarget } from "./link.tsx";

/** The markup of one link on a page at `at`, as the server renders it. */
function markup(link: typeof Link | typeof RouterLink, props: LinkProps, at = "/nl/"): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [at] }, createElement(link as typeof Link, props)),
  );
}

describe("the site's link", () => {
  it.each<[string, LinkProps]>([
    ["a page of the site", { to: "/nl/te-koop/", children: "Te koop" }],
    ["with a query and a class", { to: "/nl/te-koop/?view=map&page=2", className: "view-switch", children: "Kaart" }],
    ["a language of the switcher", { to: "/de/", lang: "de", hrefLang: "de", "aria-current": "true", children: "DE" }],
    ["the next page of a list", { to: "/nl/te-koop/?page=2", rel: "next", children: "Volgende" }],
    ["a filter kept in place", { to: "/nl/te-koop/", preventScrollReset: true, children: "Wis" }],
    ["one that prefetches on intent", { to: "/nl/te-koop/x/1/", prefetch: "intent", children: "Huis" }],
  ])("is written as React Router's link writes it: %s", (_case, props) => {
    expect(markup(Link, props)).toBe(markup(RouterLink, props));
  });

  it("is a plain anchor that the router's route discovery finds", () => {
    expect(markup(Link, { to: "/nl/contact/", className: "c", children: "Contact" })).toBe(
      '<a class="c" href="/nl/contact/" data-discover="true">Contact</a>',
    );
  });
});

describe("routerTarget", () => {
  const here = "https://www.example.be/nl/te-koop/?page=2";
  const click = (overrides: Partial<LinkClick> = {}, target = "", attributes: string[] = []): LinkClick => ({
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    currentTarget: { target, hasAttribute: (name) => attributes.includes(name) },
    ...overrides,
  });

  it.each([
    ["a page of the site", "/nl/contact/", "/nl/contact/"],
    ["with its query and hash", "/nl/te-koop/?view=map#kaart", "/nl/te-koop/?view=map#kaart"],
    ["another page of the same list, written relative", "?page=3", "/nl/te-koop/?page=3"],
    ["the site's own address written whole", "https://www.example.be/nl/", "/nl/"],
  ])("takes a plain click on %s", (_case, to, path) => {
    expect(routerTarget(click(), to, here)).toBe(path);
    expect(routerTarget(click({}, "_self"), to, here)).toBe(path);
  });

  it.each<[string, LinkClick, string]>([
    ["a click a handler took already", click({ defaultPrevented: true }), "/nl/"],
    ["the middle button (a new tab)", click({ button: 1 }), "/nl/"],
    ["with Ctrl (a new tab)", click({ ctrlKey: true }), "/nl/"],
    ["with Cmd (a new tab on a Mac)", click({ metaKey: true }), "/nl/"],
    ["with Shift (a new window)", click({ shiftKey: true }), "/nl/"],
    ["with Alt (a download)", click({ altKey: true }), "/nl/"],
    ["a link that names another window", click({}, "_blank"), "/nl/"],
    ["a link to download", click({}, "", ["download"]), "/nl/brochure.pdf"],
    ["another site", click(), "https://www.example.org/"],
    ["another site without its scheme", click(), "//www.example.org/"],
    ["an e-mail address", click(), "mailto:info@example.be"],
  ])("leaves the browser %s", (_case, event, to) => {
    expect(routerTarget(event, to, here)).toBeUndefined();
  });
});
