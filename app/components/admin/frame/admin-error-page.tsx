// A back-office page that cannot be shown (refused by the layout's middleware, a record that does
// not exist, a failure) is still a page of the back office: in its frame for a staff member, in
// their language, with the way back to the overview; never the public site's search box or home
// link. A refusal is made before any loader runs, so it brings the frame's data itself
// (back-office-middleware.ts); an error of a page below the layout finds the layout's data.
import { useRouteError, useRouteLoaderData } from "react-router";
import { type AdminLayoutData, backOfficeRefusalOf } from "../../../shared/admin-frame-data.ts";
import { errorTexts } from "../../../shared/error-texts.ts";
// Drawn by the root's error boundary too, where the layout's stylesheet is not linked: linked here.
import adminFrameCss from "../../../styles/admin-frame.css?url";
import { ErrorWords } from "../../frame/error-page.tsx";
import { useOptionalRootData } from "../../frame/use-root-data.ts";
import { Link } from "../../ui/link.tsx";
import { AdminFrame } from "./admin-frame.tsx";
import { ADMIN_MAIN_ID } from "./admin-frame-ids.ts";

export function AdminErrorPage({ status }: { status: number }) {
  const error = useRouteError();
  const refusal = backOfficeRefusalOf(error);
  const layout = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  const root = useOptionalRootData();
  const frame = refusal?.frame ?? layout?.frame;
  const shown = refusal?.errorTexts ?? errorTexts(status, root?.messages.errors);
  const { title } = shown;
  // The public 404 text sends people to the property search; in the back office it says what happened.
  const text = !refusal && frame && status === 404 ? frame.texts.notFoundText : shown.text;
  const overview = frame?.nav.flatMap((group) => group.items).find((item) => item.id === "dashboard");
  const home =
    refusal?.home ??
    (root ? { href: root.homeHref, label: root.messages.errors.backHome } : { href: "/", label: "Home" });
  const content = (
    <div className="error-page admin-error-page">
      <ErrorWords status={status} title={title} text={text} siteName={frame?.title} />
      {frame ? (
        overview ? (
          <Link to={overview.path} className="btn btn-accent">
            {overview.label}
          </Link>
        ) : null
      ) : (
        <a href={home.href} className="btn btn-accent">
          {home.label}
        </a>
      )}
    </div>
  );
  return (
    <>
      <link rel="stylesheet" href={adminFrameCss} precedence="high" />
      {frame ? (
        <AdminFrame frame={frame}>{content}</AdminFrame>
      ) : (
        <main id={ADMIN_MAIN_ID} className="admin-frame-main" lang={refusal?.language ?? root?.language}>
          {content}
        </main>
      )}
    </>
  );
}
