// A module's form as the back office runs it, in the browser and on the server: FormData through
// Conform's parseWithZod, the fields named as the form posts them. Every error is a key of the shared
// texts (ADMIN_FORM_ERRORS) or one of the module form's own (ModuleFormError).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { type ModuleFormError, moduleSchema } from "./module-forms.ts";

const KNOWN: readonly string[] = [
  ...ADMIN_FORM_ERRORS,
  ...(["invalidColour", "lowContrast", "needsColour", "needsImage", "needsImages"] satisfies ModuleFormError[]),
];

const MODULE = {
  relation: "text",
  view: "single-view",
  numberItemOfRow: "3",
  maxItems: "12",
  titleSize: "h2",
  contentRow: "0",
  span: "12",
  backgroundType: "none",
};

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema: moduleSchema });
  const errors: Record<string, string> = {};
  if (submission.status !== "success")
    for (const [name, keys] of Object.entries(submission.error ?? {})) if (keys?.[0]) errors[name] = keys[0];
  for (const key of Object.values(errors)) expect(KNOWN).toContain(key.split("|")[0]);
  return { errors, value: submission.status === "success" ? submission.value : undefined };
}

describe("a module's form", () => {
  it("reads its look's numbers and its texts per language", () => {
    expect(
      parse({ ...MODULE, span: "6", colsMd: "6", className: "module-framed", "moduleText.de": "<p>Hallo</p>" }).value,
    ).toMatchObject({ span: 6, colsMd: 6, className: "module-framed", moduleText: { de: "<p>Hallo</p>" } });
  });

  it.each([
    [{ backgroundType: "color", colorBackground: "#16343a" }, {}],
    [{ backgroundType: "color", colorBackground: "#FFD27A" }, {}],
    [{ backgroundType: "color", colorBackground: "#777777" }, { colorBackground: "lowContrast" }],
    [{ backgroundType: "color", colorBackground: "blue" }, { colorBackground: "invalidColour" }],
    [{ backgroundType: "color" }, { colorBackground: "needsColour" }],
    [{ backgroundType: "image" }, { image: "needsImage" }],
    [{ backgroundType: "image", image: "site-1" }, {}],
    [{ backgroundType: "gallery", images: "site-1" }, { images: "needsImages" }],
    [{ backgroundType: "gallery", images: "site-1, site-2" }, {}],
    [{ backgroundType: "video" }, { backgroundType: "chooseOne" }],
    [{ className: "hero" }, { className: "chooseOne" }],
    [{ titleSize: "h1" }, { titleSize: "chooseOne" }],
    [{ span: "0" }, { span: "tooSmall" }],
    [{ contentRow: "21" }, { contentRow: "tooLarge" }],
    [{ colsSm: "13" }, { colsSm: "tooLarge" }],
    [{ numberItemOfRow: "7" }, { numberItemOfRow: "tooLarge" }],
    [{ maxItems: "0" }, { maxItems: "tooSmall" }],
    [{ maxItems: "twaalf" }, { maxItems: "number" }],
    [{ view: "carrousel" }, { view: "chooseOne" }],
    [{ goal: "2" }, { goal: "chooseOne" }],
  ])("with %o answers %o", (changes, errors) => {
    expect(parse({ ...MODULE, ...changes }).errors).toEqual(errors);
  });
});
