import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "./i18n/interface-texts.ts";
import { isLanguage } from "./i18n/languages.ts";

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page renders with its language's interface texts, a file of their own (app/i18n/interface-texts.ts,
// asked for with the page's scripts). A page without them (an error page without the site's data)
// needs none. Without the texts the page stays as the server sent it: every link and form works.
const { lang, dataset } = document.documentElement;
if (isLanguage(lang) && dataset.texts) {
  loadTexts(lang, dataset.texts).then(hydrate, (error: unknown) => console.error(error));
} else {
  hydrate();
}
