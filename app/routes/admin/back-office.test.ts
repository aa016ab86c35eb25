// The back office's skeleton: one table of pages, one layout that guards them. These tests fail when
// a page escapes the layout or the table, or when a route module takes back a job the layout does.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import routes from "../../routes.ts";
import {
  ADMIN_PAGE_IDS,
  type AdminPage,
  adminHref,
  adminPages,
  adminRouteId,
  canOpen,
  canPost,
} from "../../shared/admin-pages.ts";

const ADMIN_ROUTES = import.meta.dirname;
const modules = readdirSync(ADMIN_ROUTES).filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route of routes.ts with its full path. */
function flatten(entries: RouteEntry[], parent = ""): { id?: string; fullPath: string; file: string; under: string }[] {
  return entries.flatMap((entry) => {
    const fullPath = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ id: entry.id, fullPath, file: entry.file, under: parent }, ...flatten(entry.children ?? [], fullPath)];
  });
}

describe("the back office's routes", () => {
  const all = flatten(routes);
  const layout = (routes as RouteEntry[]).find((entry) => entry.id === "admin");

  test("one layout route, routes/admin/layout.tsx, holds them", () => {
    expect(layout?.file).toBe("routes/admin/layout.tsx");
    expect(layout?.path).toBe("admin");
  });

  test("every route under /admin is a child of the layout and a page of the table, under its route id", () => {
    const underAdmin = all.filter((entry) => entry.fullPath === "admin" || entry.fullPath.startsWith("admin/"));
    for (const entry of underAdmin) {
      if (entry.id === "admin") continue;
      expect(entry.under, `${entry.fullPath} is under the layout`).toBe("admin");
      const page = ADMIN_PAGE_IDS.find((id) => adminRouteId(id) === entry.id);
      expect(page, `${entry.id} is in the table`).toBeDefined();
      if (page) expect(entry.file).toBe(`routes/admin/${adminPages[page].file}`);
    }
    expect(layout?.children?.length).toBe(ADMIN_PAGE_IDS.length);
  });

  test("every module of routes/admin is a page of the table, and every page's module exists", () => {
    const files = new Set<string>(ADMIN_PAGE_IDS.map((id) => adminPages[id].file));
    expect(modules.filter((file) => file !== "layout.tsx" && !files.has(file))).toEqual([]);
    for (const file of files) expect(modules, file).toContain(file);
  });

  test("a module draws a page exactly when it is a .tsx: the middleware answers the others' refusals as text", () => {
    for (const file of modules.filter((name) => name !== "layout.tsx")) {
      const drawsPage = /^export default function/m.test(readFileSync(join(ADMIN_ROUTES, file), "utf8"));
      expect(drawsPage, file).toBe(file.endsWith(".tsx"));
    }
  });

  test("the route ids tests and code use are kept", () => {
    const ids = all.map((entry) => entry.id);
    for (const id of [
      "admin-dashboard",
      "admin-leads",
      "admin-property",
      "admin-settings-footer",
      "admin-privacy-export",
    ])
      expect(ids).toContain(id);
  });
});

describe("no back-office route module repeats the layout's job", () => {
  const forbidden: [string, RegExp][] = [
    ["imports requireStaff", /\brequireStaff\b/],
    ["imports requireSameOrigin", /\brequireSameOrigin\b/],
    [
      "exports headers() with no-store or noindex",
      /export\s+(async\s+)?function\s+headers\b[\s\S]{0,300}?(no-store|noindex)/,
    ],
    ["renders AdminNav", /\bAdminNav\b/],
    ["lists the managers itself", /\bconst\s+MANAGERS\b/],
    // An id read by a regex of its own (/^\d+$/, /^\d{1,9}$/, /^[1-9]\d{0,8}$/): positiveIdParam reads them.
    ["reads an id with a regex", /\/\^(\[1-9\])?\\d(\+|\{\d?,\d+\})\$\//],
  ];
  test.each(modules)("%s", (file) => {
    const source = readFileSync(join(ADMIN_ROUTES, file), "utf8");
    const found = forbidden.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
    expect(found).toEqual([]);
  });

  test("the check itself catches each case", () => {
    const samples = [
      'import { requireStaff } from "../../.server/auth/session.ts";',
      "requireSameOrigin(request);",
      'export function headers(): HeadersInit {\n  return { "Cache-Control": "no-store" };\n}',
      "<AdminNav m={m} />",
      'const MANAGERS = ["manager"] as const;',
      "if (!/^\\d{1,9}$/.test(params.id)) notFound();",
      "return /^[1-9]\\d{0,8}$/.test(value);",
      "if (!/^\\d+$/.test(id)) notFound();",
    ];
    for (const [index, sample] of samples.entries())
      expect(forbidden[Math.min(index, 5)]?.[1].test(sample), sample).toBe(true);
    // A postcode's fixed four digits is not an id.
    expect(forbidden[5]?.[1].test('.regex(/^\\d{4}$/, "zip")')).toBe(false);
  });
});

describe("the page table", () => {
  test("every page takes GET or POST; only the exports need the second factor", () => {
    for (const id of ADMIN_PAGE_IDS) {
      const page: AdminPage = adminPages[id];
      expect(page.open ?? page.post, id).toBeDefined();
    }
    expect(ADMIN_PAGE_IDS.filter((id) => adminPages[id].secondFactor).sort()).toEqual([
      "leads-export",
      "newsletter-export",
      "privacy-export",
    ]);
  });

  test("a manager before the second factor reaches the account page and signing out, nothing else", () => {
    expect(ADMIN_PAGE_IDS.filter((id) => adminPages[id].beforeTwoFactor).sort()).toEqual(["account", "sign-out"]);
  });

  test("owners open and post to nothing; agents not to the managers' pages", () => {
    for (const id of ADMIN_PAGE_IDS) {
      expect(canOpen("owner", id) || canPost("owner", id), id).toBe(false);
    }
    for (const id of ["users", "user", "audit", "pages", "page", "settings", "settings-agency"] as const) {
      expect(canOpen("agent", id), id).toBe(false);
      expect(canOpen("manager", id), id).toBe(true);
    }
    expect(canOpen("agent", "leads")).toBe(true);
  });

  test("sign-out takes POST only", () => {
    expect(canOpen("manager", "sign-out")).toBe(false);
    expect(canPost("agent", "sign-out")).toBe(true);
  });

  test("addresses are filled in, with the trailing slash", () => {
    expect(adminHref("dashboard")).toBe("/admin/");
    expect(adminHref("lead", { id: 12 })).toBe("/admin/leads/12/");
    expect(adminHref("article-version", { id: 3, versionId: 4 })).toBe("/admin/articles/3/versions/4/");
    expect(() => adminHref("lead")).toThrow(":id");
  });
});
