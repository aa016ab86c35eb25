// An error page's title and sentence for its status, in the visitor's language: the public error
// page, the back office's, and the back office's refusals (made before any loader) pick them alike.
import type { SiteMessages } from "../i18n/messages/site-messages.ts";

export function errorTexts(status: number, m: SiteMessages["errors"] | undefined): { title: string; text: string } {
  const [title, text] =
    status === 404
      ? [m?.notFoundTitle, m?.notFoundText]
      : status === 403
        ? [m?.forbiddenTitle, m?.forbiddenText]
        : status < 500
          ? [m?.badRequestTitle, m?.badRequestText]
          : [m?.serverErrorTitle, m?.serverErrorText];
  // Without the site's texts (the database is down) the page still says something.
  return { title: title ?? "Error", text: text ?? "Something went wrong." };
}
