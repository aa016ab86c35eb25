// The projects page's "new project" form: a title in the site's default language and where it is.
import { z } from "zod";
import { postcode, requiredText } from "./admin-fields.ts";

export const newProjectSchema = z.object({
  title: requiredText(120),
  zip: postcode,
  city: requiredText(80),
});
