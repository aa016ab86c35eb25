// The back office's layout: every page of app/shared/admin-pages.ts is nested under it (routes.ts).
// Its middleware admits or refuses each request by the page's rule and keeps every answer private
// (app/.server/admin/back-office-middleware.ts); its loader sends the frame: who is signed in and
// the menu their role may use, in their language.
import { NavLink, Outlet } from "react-router";
import { admitToPage, privateAnswers } from "../../.server/admin/back-office-middleware.ts";
import { adminFrameData } from "../../.server/admin/frame.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import type { AdminLayoutData } from "../../shared/admin-frame-data.ts";
import type { Route } from "./+types/layout";

// Headers first, so they land on whatever the guard answers too (a redirect, a 403).
export const middleware: Route.MiddlewareFunction[] = [privateAnswers, admitToPage];

export async function loader({ context }: Route.LoaderArgs): Promise<AdminLayoutData> {
  return { frame: await adminFrameData(context.get(staffContext)) };
}

// The back office's app frame (components/admin/frame) takes the menu's place around the page.
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { frame } = loaderData;
  return (
    <>
      <nav className="admin-nav" aria-label={frame.title} lang={frame.language}>
        <ul>
          {frame.nav.flatMap((group) =>
            group.items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end={item.id === "dashboard"}>
                  {item.label}
                </NavLink>
              </li>
            )),
          )}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
