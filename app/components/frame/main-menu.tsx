import { useLocation } from "react-router";
import type { MenuItemData } from "../../shared/root-data.ts";
import { Link } from "../ui/link.tsx";

function contains(item: MenuItemData, pathname: string): boolean {
  return item.children.some((child) => child.href === pathname || contains(child, pathname));
}

/** A page below the item's path (a property under "For sale"); the home page "/nl/" contains everything, so it never counts. */
function below(item: MenuItemData, pathname: string): boolean {
  return item.href.split("/").filter(Boolean).length > 1 && pathname.startsWith(item.href);
}

/**
 * The published page tree. Sub-menus open on hover and on keyboard focus (:focus-within, pure CSS,
 * so they work before and without JavaScript); in the mobile drawer they are always shown, indented.
 */
export function MainMenu({ items, label }: { items: MenuItemData[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav className="main-menu" aria-label={label}>
      <MenuList items={items} pathname={pathname} level={0} />
    </nav>
  );
}

function MenuList({ items, pathname, level }: { items: MenuItemData[]; pathname: string; level: number }) {
  return (
    <ul className={level === 0 ? "menu-level-0" : "submenu"}>
      {items.map((item) => {
        const current = item.href === pathname;
        const active = current || contains(item, pathname) || below(item, pathname);
        const classes = [item.children.length > 0 ? "has-children" : "", active ? "is-active" : ""]
          .filter(Boolean)
          .join(" ");
        return (
          <li key={item.id} className={classes || undefined}>
            <Link to={item.href} aria-current={current ? "page" : undefined} prefetch="intent">
              {item.label}
            </Link>
            {item.children.length > 0 ? <MenuList items={item.children} pathname={pathname} level={level + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
