import { lazy, Suspense } from "react";
import { errorTexts } from "../../shared/error-texts.ts";
import { Link } from "../ui/link.tsx";
import { useOptionalRootData } from "./use-root-data.ts";

// The search box of the 404 page is fetched when such a page is drawn: the root draws this page,
// so a static import put the box and its search code (2 KB compressed) in what every page loads.
export const LazySearchBox = lazy(() =>
  import("../listing/search-box.tsx").then((module) => ({ default: module.SearchBox })),
);

/** The 404 / 403 / 400 / 500 page in the visitor's language (404: a search box and a link home). */
export function ErrorPage({ status }: { status: number }) {
  const root = useOptionalRootData();
  const m = root?.messages.errors;
  const { title, text } = errorTexts(status, m);
  const content = (
    <div className="container error-page">
      <ErrorWords status={status} title={title} text={text} siteName={root?.agency.name} />
      {status === 404 && root ? (
        <Suspense fallback={null}>
          <LazySearchBox className="not-found-search" />
        </Suspense>
      ) : null}
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

/** What every error page says: its status, title and sentence, and the tab's title (never indexed). */
export function ErrorWords({
  status,
  title,
  text,
  siteName,
}: {
  status: number;
  title: string;
  text: string;
  /** The tab's title after the error's: the site's name, or the back office's. */
  siteName: string | undefined;
}) {
  return (
    <>
      {/* React hoists these into <head>; error pages are never indexed. */}
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      <meta name="robots" content="noindex" />
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </>
  );
}
