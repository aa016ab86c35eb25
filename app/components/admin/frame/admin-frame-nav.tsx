import { NavLink } from "react-router";
import type { AdminFrameData } from "../../../shared/admin-frame-data.ts";
import { useClosedOnNavigation } from "./use-closed-on-navigation.ts";

/**
 * The pages the staff member may open, in groups. On a phone they fold behind a menu button: a
 * native <details>, so it opens by keyboard and without scripts, and holds no focus. From 960 px
 * they stand in a sidebar and the button is gone (admin-frame.css).
 */
export function AdminFrameNav({ frame }: { frame: AdminFrameData }) {
  const { nav, texts } = frame;
  const menu = useClosedOnNavigation();
  const paths = nav.flatMap((group) => group.items.map((item) => item.path));
  return (
    <details className="admin-frame-menu" ref={menu}>
      <summary className="admin-frame-menu-button">{texts.menu}</summary>
      <nav className="admin-frame-nav" aria-label={frame.title}>
        {nav.map((group) => {
          const labelId = `admin-nav-${group.group}`;
          return (
            <div key={group.group} className="admin-frame-nav-group">
              <p id={labelId} className="admin-frame-nav-group-label">
                {group.label}
              </p>
              <ul aria-labelledby={labelId}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    {/* A page whose path starts another's (the overview) is current on its own path only. */}
                    <NavLink
                      to={item.path}
                      end={paths.some((path) => path !== item.path && path.startsWith(item.path))}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </details>
  );
}
