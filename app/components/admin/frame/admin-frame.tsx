// The back office's own app frame, as staff tools look: a skip link, a compact header (agency,
// who is signed in, their menu), the navigation in a sidebar that folds behind a menu button on a
// phone, and the page in <main>. Nothing of the public site: no top bar, menu, footer or cookie
// dialog. It draws what the layout's loader sends and decides nothing about roles itself.
import type { ReactNode } from "react";
import type { AdminFrameData } from "../../../shared/admin-frame-data.ts";
import { AdminFrameHeader } from "./admin-frame-header.tsx";
import { ADMIN_MAIN_ID } from "./admin-frame-ids.ts";
import { AdminFrameNav } from "./admin-frame-nav.tsx";

export function AdminFrame({ frame, children }: { frame: AdminFrameData; children: ReactNode }) {
  return (
    <div className="admin-frame" lang={frame.language}>
      <a className="skip-link" href={`#${ADMIN_MAIN_ID}`}>
        {frame.texts.skipToContent}
      </a>
      <AdminFrameHeader frame={frame} />
      {frame.nav.length > 0 ? <AdminFrameNav frame={frame} /> : null}
      {/* Focusable by script only: the skip link's target must take focus in every browser. */}
      <main id={ADMIN_MAIN_ID} className="admin-frame-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
