import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { SiteMessages } from "../../i18n/messages/site-messages.ts";
import { SearchBox } from "../listing/search-box.tsx";
import { useOptionalRootData } from "./use-root-data.ts";

/** The 404 / 403 / 400 / 500 page in the visitor's language (404: a search box and a link home). */
export function ErrorPage({ status }: { status: number }) {
  const root = useOptionalRootData();
  const m = root?.messages.errors;
  const { title, text } = errorTexts(status, m, useRouteError());
  const content = (
    <div className="container error-page">
      {/* React hoists these into <head>; error pages are never indexed. */}
      <title>{root ? `${title} | ${root.agency.name}` : title}</title>
      <meta name="robots" content="noindex" />
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {status === 404 && root ? <SearchBox className="not-found-search" /> : null}
      {root ? (
        <Link to={root.homeHref} className="btn btn-accent">
          {m?.backHome}
        </Link>
      ) : (
        <a href="/">Home</a>
      )}
    </div>
  );
  // Without the root data (the database is down) there is no frame, so the page brings its own <main>.
  return root ? content : <main id="content">{content}</main>;
}

/** The error page's title and text for a status: from the frame's texts, or those the error brought. */
export function errorTexts(
  status: number,
  m: SiteMessages["errors"] | undefined,
  error: unknown,
): { title: string; text: string } {
  const given = givenTexts(error);
  const [titleOf, textOf] =
    status === 404
      ? [m?.notFoundTitle, m?.notFoundText]
      : status === 403
        ? [m?.forbiddenTitle, m?.forbiddenText]
        : status < 500
          ? [m?.badRequestTitle, m?.badRequestText]
          : [m?.serverErrorTitle, m?.serverErrorText];
  return { title: titleOf ?? given?.title ?? "Error", text: textOf ?? given?.text ?? "Something went wrong." };
}

/**
 * A refusal made before the frame's texts were loaded (the back office's guard runs before every
 * loader) brings its title and text in the visitor's language along.
 */
function givenTexts(error: unknown): { title: string; text: string } | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  const texts: unknown = (error.data as { errorTexts?: unknown }).errorTexts;
  if (typeof texts !== "object" || texts === null) return undefined;
  const { title, text } = texts as { title?: unknown; text?: unknown };
  return typeof title === "string" && typeof text === "string" ? { title, text } : undefined;
}
