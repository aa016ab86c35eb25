import type { ReactNode } from "react";
import { ConsentManager } from "../consent/consent-manager.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopBar } from "./top-bar.tsx";
import { useRootData } from "./use-root-data.ts";
import { useScrollClasses } from "./use-scroll-classes.ts";

const TOP_ID = "top";

/**
 * The page frame: skip link, the cookie dialog (pages, not error pages), top bar, header, the page
 * inside <main>, footer and the scroll-to-top button.
 */
export function SiteFrame({ children, withConsent = false }: { children: ReactNode; withConsent?: boolean }) {
  const root = useRootData();
  const m = root.messages.frame;
  useScrollClasses();
  return (
    <div className="site" id={TOP_ID} tabIndex={-1}>
      <a className="skip-link" href="#content">
        {m.skipToContent}
      </a>
      {/* Right after the skip link, so the keyboard reaches the cookie dialog before the page. */}
      {withConsent ? <ConsentManager focusAfterId={TOP_ID} /> : null}
      <TopBar left={root.topBarLeft} right={root.topBarRight} newTabText={m.opensInNewTab} label={m.topBar} />
      <SiteHeader />
      {/* Focusable by script only: the skip link's target must take focus in every browser. */}
      <main id="content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop label={m.scrollToTop} targetId={TOP_ID} />
    </div>
  );
}
