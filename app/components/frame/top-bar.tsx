import type { TopBarLinkData } from "../../shared/root-data.ts";
import { Icon } from "../ui/icons.tsx";
import { SiteLink } from "../ui/site-link.tsx";

function TopBarList({
  links,
  newTabText,
  side,
}: {
  links: TopBarLinkData[];
  newTabText: string;
  side: "left" | "right";
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`top-bar-list top-bar-${side}`}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`} className={link.icon ? `top-bar-item-${link.icon}` : undefined}>
          <SiteLink href={link.href} external={link.external} newTabText={newTabText} className="top-bar-link">
            {link.icon ? (
              <Icon name={link.icon} size={16} className={link.tone ? `tone-icon-${link.tone}` : undefined} />
            ) : null}
            <span className={link.icon ? (isSocial(link.icon) ? "visually-hidden" : "top-bar-label") : undefined}>
              {link.label}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

// Social links show their icon alone; their label stays for screen readers. On phones every link
// with an icon shows it alone, and on tablets all but the phone and the e-mail (CSS on
// .top-bar-label, by the item's icon class), so the bar stays one row high in every language.
function isSocial(icon: string): boolean {
  return icon === "facebook" || icon === "instagram" || icon === "linkedin";
}

/** The thin bar above the header: the settings' left and right link lists. */
export function TopBar({
  left,
  right,
  newTabText,
  label,
}: {
  left: TopBarLinkData[];
  right: TopBarLinkData[];
  newTabText: string;
  label: string;
}) {
  if (left.length === 0 && right.length === 0) return null;
  return (
    <div className="top-bar">
      <nav className="container top-bar-inner" aria-label={label}>
        <TopBarList links={left} newTabText={newTabText} side="left" />
        <TopBarList links={right} newTabText={newTabText} side="right" />
      </nav>
    </div>
  );
}
