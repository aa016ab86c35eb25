import { Form } from "react-router";
import type { AdminFrameData } from "../../../shared/admin-frame-data.ts";
import { adminHref } from "../../../shared/admin-pages.ts";
import { Link } from "../../ui/link.tsx";
import { ADMIN_FRAME_HEADER_ID } from "./admin-frame-ids.ts";
import { useClosedOnNavigation } from "./use-closed-on-navigation.ts";

/** The account page's language section (routes/admin/account.tsx), where the language is set. */
const LANGUAGE_SECTION = "#language-title";

/**
 * One compact bar: the agency (to the overview) and the signed-in person with their role, whose
 * menu holds their language, the public site and signing out (this browser, or everywhere).
 */
export function AdminFrameHeader({ frame }: { frame: AdminFrameData }) {
  const { texts, user, signOut } = frame;
  const personal = useClosedOnNavigation();
  return (
    <header id={ADMIN_FRAME_HEADER_ID} className="admin-frame-header">
      <Link to={adminHref("dashboard")} className="admin-frame-agency">
        {frame.agencyName}
      </Link>
      <details className="admin-frame-person" ref={personal}>
        <summary>
          <span className="visually-hidden">{texts.signedInAs} </span>
          <span className="admin-frame-person-name">{user.name}</span>{" "}
          <span className="admin-frame-person-role">{user.roleLabel}</span>
        </summary>
        <div className="admin-frame-person-menu">
          <ul>
            <li>
              <Link to={`${adminHref("account")}${LANGUAGE_SECTION}`}>{texts.languageLink}</Link>
            </li>
            <li>
              <a href="/" target="_blank" rel="noopener">
                {texts.viewSite}
                <span className="visually-hidden"> ({texts.opensInNewTab})</span>
              </a>
            </li>
          </ul>
          <Form method="post" action={signOut.path} className="admin-frame-sign-out">
            <button type="submit" name="intent" value="sign-out" className="btn btn-accent">
              {signOut.label}
            </button>
            <button type="submit" name="intent" value="sign-out-everywhere" className="btn">
              {signOut.everywhereLabel}
            </button>
          </Form>
        </div>
      </details>
    </header>
  );
}
