// The counting middleware in a real Express server, as http-app.ts places it: only answers that were
// sent with a 200 count, and only GETs of a detail page by a browser.
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { viewCounting } from "./view-counting.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const PAGE = "/nl/te-koop/halle/woning/338/";

let server: Server;
let base: string;
const counted: number[] = [];

beforeAll(async () => {
  const app = express();
  app.use(viewCounting({ count: (id) => counted.push(id) }));
  // Stands in for the page cache and the router: 404 for property 404, a redirect for 301, else a page.
  app.use((req, res) => {
    if (req.path.includes("/404/")) res.status(404).send("not found");
    else if (req.path.includes("/301/")) res.redirect(301, PAGE);
    else res.type("html").send("<p>page</p>");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  counted.length = 0;
});

async function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<number> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "user-agent": BROWSER, ...headers },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

describe("view counting", () => {
  it("counts a browser's GET of a detail page once it is answered with a 200", async () => {
    expect(await get(PAGE)).toBe(200);
    expect(await get("/fr/a-louer/hal/appartement/412/")).toBe(200);
    expect(counted).toEqual([338, 412]);
  });

  it("does not count a HEAD, a 404, a redirect, a robot or a prefetch", async () => {
    expect(await get(PAGE, {}, "HEAD")).toBe(200);
    expect(await get("/nl/te-koop/halle/woning/404/")).toBe(404);
    expect(await get("/nl/te-koop/halle/woning/301/")).toBe(301);
    expect(
      await get(PAGE, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
    ).toBe(200);
    expect(await get(PAGE, { "sec-purpose": "prefetch" })).toBe(200);
    expect(await get(PAGE, { purpose: "prefetch" })).toBe(200);
    expect(counted).toEqual([]);
  });

  it("counts a client navigation's data request only when it loads the detail page", async () => {
    expect(await get("/nl/te-koop/halle/woning/338.data?_routes=propertyForSale.nl")).toBe(200);
    expect(await get("/nl/te-koop/halle/woning/338.data?_routes=root")).toBe(200);
    expect(counted).toEqual([338]);
  });
});
