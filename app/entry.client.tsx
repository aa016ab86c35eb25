import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "./i18n/interface-texts.ts";
import { isLanguage } from "./i18n/languages.ts";

// A data request the router gave up on (a form sent while the page's data was still being read
// again) rejects with an AbortError that React Router 8.4's single fetch leaves unhandled
// (remix-run/react-router#14203): the browser reports it as an uncaught error although nothing
// failed. That rejection alone is marked handled; every other error is reported as before.
addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

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
