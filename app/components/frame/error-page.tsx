import { Link } from "react-router";
import { useOptionalRootData } from "./root-data.ts";

/** The 404 / 400 / 500 page in the visitor's language. */
export function ErrorPage({ status }: { status: number }) {
  const root = useOptionalRootData();
  const m = root?.messages.errors;
  const title = status === 404 ? m?.notFoundTitle : status < 500 ? m?.badRequestTitle : m?.serverErrorTitle;
  const text = status === 404 ? m?.notFoundText : status < 500 ? m?.badRequestText : m?.serverErrorText;
  return (
    <main id="content" className="error-page">
      <meta name="robots" content="noindex" />
      <h1>{title ?? "Error"}</h1>
      <p>{text ?? "Something went wrong."}</p>
      {root ? <Link to={root.homeHref}>{m?.backHome}</Link> : <a href="/">Home</a>}
    </main>
  );
}
