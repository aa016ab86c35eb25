// A form posted to one of the site's pages from another site is refused by React Router before any
// action runs (its CSRF check: the Origin header must be the request's own origin), with a bare
// "Bad Request" in English. A visitor can get there (a page opened through a translation proxy, a
// copy of a page saved to disk): they get a page in their language instead, saying why, with a
// link to the form on this site and the agency's name linking to its home page. The check is
// React Router's own, made first, for a browser's form submissions only; scripts' requests and the
// APIs are answered as before.
import type { NextFunction, Request, Response } from "express";
import { languageOfPath } from "../app/.server/request-language.ts";
import { logSecurityEvent } from "../app/.server/security-log.ts";
import type { SiteSettings } from "../app/.server/site-settings.ts";
import { escapeHtml } from "../app/domain/article-body.ts";
import { LANGUAGES, type Language } from "../app/i18n/languages.ts";
import { href } from "../app/i18n/links.ts";

const TEXTS: Record<Language, { title: string; text: string; link: string }> = {
  nl: {
    title: "Formulier niet verstuurd",
    text: "Dit formulier kwam van een andere website dan de onze. Om u te beschermen hebben we het niet verwerkt. Open het formulier op onze site en verstuur het opnieuw.",
    link: "Naar het formulier op onze site",
  },
  fr: {
    title: "Formulaire non envoyé",
    text: "Ce formulaire provenait d'un autre site que le nôtre. Pour vous protéger, nous ne l'avons pas traité. Ouvrez le formulaire sur notre site et envoyez-le à nouveau.",
    link: "Vers le formulaire sur notre site",
  },
  en: {
    title: "Form not sent",
    text: "This form came from a website other than ours. To protect you, we did not process it. Open the form on our site and send it again.",
    link: "Go to the form on our site",
  },
  de: {
    title: "Formular nicht gesendet",
    text: "Dieses Formular kam von einer anderen Website als unserer. Zu Ihrem Schutz haben wir es nicht verarbeitet. Öffnen Sie das Formular auf unserer Website und senden Sie es erneut.",
    link: "Zum Formular auf unserer Website",
  },
};

/**
 * The origin of the URL React Router's Express adapter builds for a request (its createRemixRequest):
 * the protocol Express trusts, the host name, and the port of X-Forwarded-Host (from a trusted
 * proxy) or else of Host.
 */
function adapterOrigin(req: Request): string {
  const portOf = (value: string | undefined) => Number.parseInt(value?.split(":")[1] ?? "", 10);
  const forwarded = req.app.enabled("trust proxy") ? portOf(req.get("x-forwarded-host")) : Number.NaN;
  const direct = portOf(req.get("host"));
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : undefined;
  const host = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${host}${port === undefined ? "" : `:${port}`}`).origin;
}

/** Whether React Router would refuse this POST as coming from another site (no allowed origins are set). */
function isCrossSitePost(req: Request): boolean {
  const origin = req.get("origin");
  if (req.method !== "POST" || origin === undefined) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).origin !== adapterOrigin(req);
  } catch {
    return true;
  }
}

/** A form submitted by a browser as a page load, not a script's request (the router's `.data` requests). */
function isFormNavigation(req: Request): boolean {
  if (req.path.endsWith(".data") || req.path.startsWith("/api/")) return false;
  const mode = req.get("sec-fetch-mode");
  return mode === undefined ? (req.get("accept") ?? "").includes("text/html") : mode === "navigate";
}

function refusalPage(language: Language, formPath: string, site: { name?: string; stylesheet?: string }) {
  const { title, text, link } = TEXTS[language];
  const header = site.name
    ? `<header class="container bare-page-header"><p><a href="${href("home", language)}">${escapeHtml(site.name)}</a></p></header>`
    : "";
  const stylesheet = site.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(site.stylesheet)}">` : "";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(site.name ? `${title} | ${site.name}` : title)}</title>
${stylesheet}
</head>
<body>
${header}
<main id="content" class="container error-page">
<p class="error-status" aria-hidden="true">403</p>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(text)}</p>
<a class="btn btn-accent" href="${escapeHtml(formPath)}">${escapeHtml(link)}</a>
</main>
</body>
</html>
`;
}

/** Without the site's settings (the database is down) the page is still drawn, without the agency's name. */
const EVERY_LANGUAGE: Pick<SiteSettings, "enabled" | "fallback"> = { enabled: [...LANGUAGES], fallback: "nl" };

/** Answers a browser's cross-site form submission with the page above (403); everything else goes on. */
export function crossSiteForms(site: {
  stylesheet: () => string | undefined;
  settings: () => Promise<SiteSettings | undefined>;
}) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isCrossSitePost(req)) {
      next();
      return;
    }
    logSecurityEvent("cross-site-post", req.path);
    // A script's request: React Router refuses it as it does, with its own 400.
    if (!isFormNavigation(req)) {
      next();
      return;
    }
    try {
      const settings = await site.settings();
      const { language } = languageOfPath(req.path, req.get("accept-language") ?? null, settings ?? EVERY_LANGUAGE);
      // A path, never "//other.example/": the link must stay on this site.
      const formPath = `/${req.originalUrl.replace(/^\/+/, "")}`;
      const page = refusalPage(language, formPath, { name: settings?.agency.name, stylesheet: site.stylesheet() });
      res.status(403).set("Cache-Control", "no-store").type("html").send(page);
    } catch (error) {
      next(error);
    }
  };
}
