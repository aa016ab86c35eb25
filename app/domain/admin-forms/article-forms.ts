// The articles page's "add an article" form: a category to put it in and its title in the site's
// default language. Whether the category takes new articles and the title makes an address, the
// server decides (createArticle in app/.server/admin/articles.ts).
import { z } from "zod";
import { chosenRow, requiredText } from "./admin-fields.ts";

export const newArticleSchema = z.object({
  categoryId: chosenRow,
  title: requiredText(200),
});
