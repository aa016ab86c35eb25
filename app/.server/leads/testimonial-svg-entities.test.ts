// An SVG sent as a testimonial's picture is refused, but the picture library (sharp, through librsvg)
// reads it first to learn its format: that reading must fetch nothing it names, neither an external
// entity, an XInclude nor an image, on this machine's network or its files.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { FormRejection } from "./submit-form.ts";
import { storeTestimonialImage } from "./testimonial-image.ts";

let server: Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    res.setHeader("Content-Type", "image/svg+xml");
    res.end("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** External entities, general and parameter, on the network and in the machine's files. */
function withEntities(): string {
  return `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY remote SYSTEM "${base}/entity">
  <!ENTITY local SYSTEM "file:///etc/passwd">
  <!ENTITY % parameter SYSTEM "${base}/parameter-entity">
  %parameter;
]>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><text x="10" y="20">&remote;&local;</text></svg>`;
}

/** Well-formed, so the library reads it through: an XInclude, images and a use of another file. */
function withReferences(): string {
  return `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude"
     xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">
  <xi:include href="${base}/xinclude" parse="text"/>
  <xi:include href="file:///etc/passwd" parse="text"/>
  <image href="${base}/image.svg" xlink:href="${base}/image-xlink.svg" width="10" height="10"/>
  <use href="${base}/use.svg#x"/>
</svg>`;
}

it.each([
  ["external entities", withEntities],
  ["an XInclude, images and a use of other files", withReferences],
])("an SVG naming %s is refused, and nothing it names is fetched", async (_, svg) => {
  asked.length = 0;
  const dataDir = makeTempDir("testimonial-svg-");
  const rejection = await storeTestimonialImage(new File([svg()], "me.svg", { type: "image/svg+xml" }), dataDir).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(rejection).toBeInstanceOf(FormRejection);
  expect(rejection).toMatchObject({ fieldErrors: { image: ["image"] } });
  expect(asked).toEqual([]);
  // The listener answers: a fetch would have been counted.
  await fetch(`${base}/the-listener-works`);
  expect(asked).toEqual(["/the-listener-works"]);
});
