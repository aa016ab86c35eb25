// The back office's layout: every page of app/shared/admin-pages.ts is nested under it (routes.ts).
// Its middleware admits or refuses each request by the page's rule and keeps every answer private
// (app/.server/admin/back-office-middleware.ts); its loader sends the frame: who is signed in and
// the menu their role may use, in their language.
import { Outlet } from "react-router";
import { admitToPage, privateAnswers } from "../../.server/admin/back-office-middleware.ts";
import { adminFrameData } from "../../.server/admin/frame.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminFrame } from "../../components/admin/frame/admin-frame.tsx";
import type { AdminLayoutData } from "../../shared/admin-frame-data.ts";
import type { Route } from "./+types/layout";

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
