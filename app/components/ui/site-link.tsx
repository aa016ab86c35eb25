import type { ReactNode } from "react";
import { Link } from "react-router";

export interface SiteLinkProps {
  href: string;
  /** External, tel: and mailto: links open in a new tab (SPEC.md "Page frame"). */
  external: boolean;
  /** Read after the link text by screen readers, e.g. "(opens in a new tab)". */
  newTabText: string;
  className?: string;
  children: ReactNode;
}

/** A link of the site's settings: a client-side link inside the site, a new tab for the rest. */
export function SiteLink({ href, external, newTabText, className, children }: SiteLinkProps) {
  if (!external) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {newTabText}</span>
    </a>
  );
}
