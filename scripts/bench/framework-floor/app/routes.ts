import { type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import siteRoutes from "../../../../app/routes.ts";

// The list page (/nl/te-koop/) alone (FLOOR_ROUTES=one), or among the site's own routes
// (FLOOR_ROUTES=site): the same paths, ids and nesting as app/routes.ts, so matching does what it
// does on the site; every other route is a small page of its own.
const LIST_ID = "forSale.nl";

function asFloorRoute(entry: RouteConfigEntry): RouteConfigEntry {
  return {
    ...entry,
    file: entry.id === LIST_ID ? "routes/list.tsx" : "routes/other.tsx",
    ...(entry.children ? { children: entry.children.map(asFloorRoute) } : {}),
  };
}

export default (process.env.FLOOR_ROUTES === "site"
  ? siteRoutes.map(asFloorRoute)
  : [route("nl/te-koop", "routes/list.tsx", { id: LIST_ID })]) satisfies RouteConfig;
