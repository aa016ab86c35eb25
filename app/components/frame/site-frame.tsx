import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRootData } from "./root-data.ts";

/** The page frame: header, menu, content, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <header>
        <Link to={root.homeHref}>{root.agency.name}</Link>
        <nav aria-label={root.messages.frame.mainMenu}>
          <ul>
            {root.menu.map((item) => (
              <li key={item.id}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
      <footer>{root.agency.legalName}</footer>
    </>
  );
}
