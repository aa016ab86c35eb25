// The project's patch of React Router (patches/react-router+8.4.0.patch): routes the browser finds
// ahead of a navigation (the links on the page, asked of the server after hydration) are added
// without a new router state, so the page does not render its whole tree again for them. A
// navigation to such a route still finds it; patching routes otherwise still renders.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createMemoryRouter, type RouteObject } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";
import { describe, expect, test } from "vitest";

/** patchRoutes with the patch's fourth argument, which React Router's own types do not list. */
type PatchRoutes = (
  routeId: string | null,
  children: RouteObject[],
  allowElementMutations: boolean,
  withoutRender: boolean,
) => void;

function siteRouter() {
  const router = createMemoryRouter([{ id: "root", path: "/", children: [{ id: "home", index: true }] }], {
    initialEntries: ["/"],
  });
  const states: unknown[] = [];
  router.subscribe((state) => states.push(state));
  return { router, states };
}

describe("routes found ahead of a navigation", () => {
  test("are added without a new state, so nothing renders again", () => {
    const { router, states } = siteRouter();
    const before = router.state;
    (router.patchRoutes as PatchRoutes)("root", [{ id: "found", path: "found" }], false, true);
    expect(router.state).toBe(before);
    expect(states).toEqual([]);
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(["home", "found"]);
  });

  test("are there for the navigation that follows", async () => {
    const { router } = siteRouter();
    (router.patchRoutes as PatchRoutes)("root", [{ id: "found", path: "found" }], false, true);
    await router.navigate("/found");
    expect(router.state.location.pathname).toBe("/found");
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "found"]);
  });

  test("are patched so by the browser's route discovery, in the build the browser gets and in development", () => {
    // The discovery is a hook inside React Router's HydratedRouter, not exported: its source says it.
    const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
    for (const build of ["production", "development"]) {
      const source = fs.readFileSync(path.join(dist, build, "lib/dom/ssr/fog-of-war.js"), "utf8");
      expect(source, build).toContain("(routeId, children) => router.patchRoutes(routeId, children, false, true)");
    }
  });

  test("patched as React Router patches them otherwise, they still make a new state", () => {
    const { router, states } = siteRouter();
    const before = router.state;
    router.patchRoutes("root", [{ id: "other", path: "other" }]);
    expect(router.state).not.toBe(before);
    expect(states).toHaveLength(1);
  });
});

describe("the route-pattern matcher's partial matches", () => {
  // The patch makes the partial matcher (a second trie, as large as the first) when a partial match
  // is first asked for, not with the routes: a server's static handler never asks for one.
  test("are found when route discovery asks for them, as before", async () => {
    unstable_preloadRoutePattern();
    const asked: string[][] = [];
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          children: [
            { id: "home", index: true },
            { id: "te-koop", path: "te-koop" },
          ],
        },
      ],
      {
        initialEntries: ["/"],
        future: { unstable_routePatternMatching: true },
        async patchRoutesOnNavigation({ path, matches, patch }) {
          asked.push(matches.map((match) => match.route.id ?? ""));
          if (path === "/te-koop/huis/") patch("te-koop", [{ id: "property", path: "huis" }]);
        },
      },
    );
    await router.navigate("/te-koop/huis/");
    expect(asked[0]).toEqual(["root", "te-koop"]);
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "te-koop", "property"]);
  });
});
