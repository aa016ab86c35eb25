import { useLocation, useMatches } from "react-router";
import { FavouritesLink } from "../listing/favourites-link.tsx";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { headerStaysInView } from "./header-fixed.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MainMenu } from "./main-menu.tsx";
import { logoKeyOf, SiteLogo } from "./site-logo.tsx";
import { useDrawer } from "./use-drawer.ts";
import { useRootData } from "./use-root-data.ts";

const TOGGLE_ID = "menu-toggle";
const DRAWER_ID = "site-drawer";

/**
 * Logo, main menu, demand-register button and language switcher. Below 1280 px the menu, the
 * button and the switcher live in a drawer opened by a real checkbox (labelled "Open menu"), so it works without
 * JavaScript; the header's slot keeps its height when the header turns fixed on scroll.
 */
/** The header's id: the page head holds its first paint until the header is whole (root.tsx). */
export const SITE_HEADER_ID = "site-header";

export function SiteHeader() {
  const root = useRootData();
  const m = root.messages.frame;
  const { pathname } = useLocation();
  const routeData = useMatches().map((match) => match.loaderData);
  const fixed = headerStaysInView(root.headerFixedOnScroll, routeData);
  useDrawer(TOGGLE_ID, DRAWER_ID);
  return (
    <div className="header-slot">
      <header id={SITE_HEADER_ID} className={fixed ? "site-header fixes-on-scroll" : "site-header"}>
        <div className="container header-inner">
          <SiteLogo
            name={root.agency.name}
            homeHref={root.homeHref}
            altTemplate={m.logoAlt}
            imageKey={logoKeyOf(root, routeData)}
          />
          <FavouritesLink />
          <input type="checkbox" id={TOGGLE_ID} className="menu-toggle" aria-controls={DRAWER_ID} />
          <label htmlFor={TOGGLE_ID} className="menu-toggle-label">
            <Icon name="menu" className="when-closed" size={26} />
            <Icon name="close" className="when-open" size={26} />
            {/* The checkbox's name says what pressing it does now, as its icon does: no script needed. */}
            <span className="visually-hidden when-closed">{m.openMenu}</span>
            <span className="visually-hidden when-open">{m.closeMenu}</span>
          </label>
          {/* Dims the page under the open drawer and catches the click that closes it (useDrawer). */}
          <div className="drawer-backdrop" aria-hidden="true" />
          <div className="site-drawer" id={DRAWER_ID}>
            {/* Button and languages first: on wide screens they form the row above the menu, so the
                DOM order is the visual order in both layouts. */}
            <div className="header-actions">
              <Link
                to={root.demandRegisterHref}
                className="btn btn-accent demand-button"
                aria-current={pathname === root.demandRegisterHref ? "page" : undefined}
              >
                <Icon name="search" size={18} />
                {m.findAMatch}
              </Link>
              <LanguageSwitcher />
            </div>
            <MainMenu items={root.menu} label={m.mainMenu} />
          </div>
        </div>
      </header>
    </div>
  );
}
