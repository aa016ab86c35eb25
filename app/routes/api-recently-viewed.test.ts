// The "recently viewed" cards as the browser asks for them, against a real PostgreSQL: in the order
// asked, published ones only, what is not an id left out, at most the list's length read; an
// unknown or disabled language is a 400 with a reason, never a 500.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../tests/support/catalog-fixtures.ts";
import { forgetSiteData } from "../.server/site-settings.ts";
import type { RecentlyViewedAnswer } from "../components/listing/recently-viewed-cards.tsx";
import { RECENTLY_VIEWED_MAX } from "../components/listing/recently-viewed-store.ts";
import { loader } from "./api-recently-viewed.ts";

let test: TestDatabase;

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db, { enabled: ["nl", "fr", "en"] });
  await insertTypes(test.db);
  for (let id = 601; id <= 615; id++) await insertProperty(test.db, { id, title: `Woning ${id}` });
  await insertProperty(test.db, { id: 620, title: "Niet meer te koop", status: "unpublished" });
}, 60_000);

afterAll(() => test?.stop());

async function ask(path: string): Promise<Response> {
  const url = new URL(path, "http://site.test");
  const language = url.pathname.split("/")[3] ?? "";
  return loader({ request: new Request(url), params: { language } } as never);
}

it("gives the heading and the published cards in the order asked", async () => {
  const answer = await ask("/api/recently-viewed/nl?id=603&id=620&id=601&id=999999&id=abc&id=-2&id=1e3");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Cache-Control")).toMatch(/^public/);
  const body = (await answer.json()) as RecentlyViewedAnswer;
  expect(body.heading).toBe("Recent bekeken");
  expect(body.cards.map((card) => [card.id, card.title])).toEqual([
    [603, "Woning 603"],
    [601, "Woning 601"],
  ]);
  expect(body.cards[0]?.href).toMatch(/^\/nl\/te-koop\/.+\/603\/$/);
});

it(`reads at most ${RECENTLY_VIEWED_MAX} ids, and none is an empty list`, async () => {
  const ids = Array.from({ length: 15 }, (_, index) => `id=${601 + index}`).join("&");
  const body = (await (await ask(`/api/recently-viewed/fr?${ids}`)).json()) as RecentlyViewedAnswer;
  expect(body.heading).toBe("Consultés récemment");
  expect(body.cards).toHaveLength(RECENTLY_VIEWED_MAX);
  const none = (await (await ask("/api/recently-viewed/en")).json()) as RecentlyViewedAnswer;
  expect(none.cards).toEqual([]);
});

it.each(["xx", "de", "NL"])("refuses the language %j with a 400 and a reason", async (language) => {
  const answer = await ask(`/api/recently-viewed/${language}?id=601`);
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ error: "unknown language" });
});
