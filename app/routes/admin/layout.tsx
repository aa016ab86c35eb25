// The back office's layout: every page of app/shared/admin-pages.ts is nested under it (routes.ts).
// Its middleware admits or refuses each request by the page's rule and keeps every answer private
// (app/.server/admin/back-office-middleware.ts); its loader sends the frame: who is signed in and
// the menu their role may use, in their language.
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { admitToPage, privateAnswers } from "../../.server/admin/back-office-middleware.ts";
import { adminFrameData } from "../../.server/admin/frame.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminErrorPage } from "../../components/admin/frame/admin-error-page.tsx";
import { AdminFrame } from "../../components/admin/frame/admin-frame.tsx";
import type { AdminLayoutData } from "../../shared/admin-frame-data.ts";
import type { Route } from "./+types/layout";
// The frame's stylesheet, linked with the layout (the frame's component is drawn by error pages too).
import "../../styles/admin-frame.css";

// Headers first, so they land on whatever the guard answers too (a redirect, a 403).
export const middleware: Route.MiddlewareFunction[] = [privateAnswers, admitToPage];

export async function loader({ context }: Route.LoaderArgs): Promise<AdminLayoutData> {
  return { frame: await adminFrameData(context.get(staffContext)) };
}

// The back office's app frame (components/admin/frame) goes around the page: bar, menu, <main>.
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame frame={loaderData.frame}>
      <Outlet />
    </AdminFrame>
  );
}

// A page below that fails (a record that does not exist, a failure) is drawn in the frame too.
export function ErrorBoundary() {
  const error = useRouteError();
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
