import type { ReactNode } from "react";
import { Link } from "./link.tsx";

export interface SiteLinkProps {
  href: string;
  /** Not a page of this site: a web address, tel: or mailto:. */
  external: boolean;
  /** Read after the link text by screen readers, e.g. "(opens in a new tab)". */
  newTabText: string;
  className?: string;
  children: ReactNode;
}

/** Web addresses only: a phone number or an e-mail address opened in a new tab leaves an empty tab behind. */
function opensInNewTab(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** A link of the site's settings: a client-side link inside the site, a new tab for other sites, in place for the rest. */
export function SiteLink({ href, external, newTabText, className, children }: SiteLinkProps) {
  if (!external) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (!opensInNewTab(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {newTabText}</span>
    </a>
  );
}
