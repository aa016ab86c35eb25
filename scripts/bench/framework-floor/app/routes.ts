import { type RouteConfig, route } from "@react-router/dev/routes";

// The list page (/nl/te-koop/) and, when FLOOR_ROUTES asks for more routes than one, as many others as it says,
// each a page of its own with a path of the site's shape. Deeper paths rank first: as on the site, the
// list is tried after all of them.
const others = Math.max(0, Number(process.env.FLOOR_ROUTES ?? 1) - 1);

export default [
  route("nl/te-koop", "routes/list.tsx", { id: "list" }),
  ...Array.from({ length: others }, (_, n) =>
    route(`nl/pagina-${n}/onderdeel-${n}`, "routes/other.tsx", { id: `other-${n}` }),
  ),
] satisfies RouteConfig;
