// The site's links to its own pages. React Router's <Link> resolves its address against the route
// it sits in and sets up its click and prefetch handling with some fifteen hooks per link, on every
// render, on the server as in the browser: in V8 profiles of uncached renders its functions took
// 0.36 to 0.42 ms of a list page's 6.9 to 7.6 ms of CPU (some fifty links), and this link's take
// 0.08 to 0.09 ms. Every address the site writes is already absolute (href() and the route table),
// so there is nothing to resolve: this link is an <a> with that address, which a plain click turns
// into a client navigation through the router's navigate function, handed down once by the root
// (LinkNavigation). Like React Router's, it carries data-discover, so the router's route discovery
// finds its route before it is clicked, and a link that asks for it fetches the page's data and
// code once the visitor points at it.
import {
  type AnchorHTMLAttributes,
  createContext,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type TouchEvent,
  useContext,
  useRef,
  useState,
} from "react";
import { type NavigateFunction, PrefetchPageLinks, useNavigate } from "react-router";

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Hands the router's navigate function to the links below; the root renders it once, inside the router. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The page's address: a path of this site, as href() writes it (a relative one is taken from the page's). */
  to: string;
  /** Replace the current history entry (by default only when the link leads where the page is). */
  replace?: boolean;
  /** Keep the scroll position: the link changes a filter of the page the visitor is reading. */
  preventScrollReset?: boolean;
  /**
   * "intent": fetch the page's data and code once the visitor has pointed at the link, touched it or
   * focused it for a tenth of a second, as React Router's own link does; the click then finds them.
   */
  prefetch?: "intent" | "none";
  ref?: Ref<HTMLAnchorElement>;
}

/** A click as the link reads it: a React mouse event on it is one. */
export type LinkClick = Pick<
  MouseEvent<HTMLAnchorElement>,
  "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey"
> & { currentTarget: Pick<HTMLAnchorElement, "target" | "hasAttribute"> };

/**
 * Where the router takes a click on a link to `to` on the page at `here`: the path, query and hash
 * to navigate to, or undefined where the browser follows it (one handled already, not the main
 * button, with a key held for another tab or window or a download, a link that names another window
 * or asks to download, an address off the site). React Router's link decides the same.
 */
export function routerTarget(click: LinkClick, to: string, here: string): string | undefined {
  const { target } = click.currentTarget;
  if (
    click.defaultPrevented ||
    click.button !== 0 ||
    click.metaKey ||
    click.altKey ||
    click.ctrlKey ||
    click.shiftKey ||
    (target !== "" && target !== "_self") ||
    click.currentTarget.hasAttribute("download")
  )
    return undefined;
  const url = new URL(to, here);
  return url.origin === new URL(here).origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The link's own handlers, run before the prefetch's. */
type IntentHandlers = Pick<LinkProps, "onMouseEnter" | "onMouseLeave" | "onFocus" | "onBlur" | "onTouchStart">;

/**
 * Whether the visitor means to follow the link: pointed at, touched or focused for 100 ms (React
 * Router's delay, which a pointer passing over the link does not reach), until it leaves or blurs.
 */
function useIntent(theirs: IntentHandlers): [boolean, IntentHandlers] {
  const [intent, setIntent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIntent(true), 100);
  };
  const stop = () => {
    clearTimeout(timer.current);
    setIntent(false);
  };
  return [
    intent,
    {
      onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
        theirs.onMouseEnter?.(event);
        if (!event.defaultPrevented) start();
      },
      onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
        theirs.onFocus?.(event);
        if (!event.defaultPrevented) start();
      },
      onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
        theirs.onTouchStart?.(event);
        if (!event.defaultPrevented) start();
      },
      onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => {
        theirs.onMouseLeave?.(event);
        if (!event.defaultPrevented) stop();
      },
      onBlur: (event: FocusEvent<HTMLAnchorElement>) => {
        theirs.onBlur?.(event);
        if (!event.defaultPrevented) stop();
      },
    },
  ];
}

/** A link that fetches its page ahead once the visitor means to follow it. */
function PrefetchingLink(props: LinkProps) {
  const { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...rest } = props;
  const [intent, handlers] = useIntent({ onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart });
  const link = anchor({ ...rest, ...handlers }, useContext(NavigateContext));
  return intent ? (
    <>
      {link}
      <PrefetchPageLinks page={props.to} />
    </>
  ) : (
    link
  );
}

/** The <a> itself: a plain click on it is a navigation of the router's, when there is a router to take it. */
function anchor(
  { to, replace, preventScrollReset, prefetch: _prefetch, onClick, children, ...attributes }: LinkProps,
  navigate: NavigateFunction | null,
) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate) return;
    const { href, pathname, search, hash } = window.location;
    const path = routerTarget(event, to, href);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path, { replace: replace ?? `${pathname}${search}${hash}` === path, preventScrollReset });
  };
  return (
    // In the order React Router writes them, so the markup is the same as its link's.
    <a {...attributes} href={to} onClick={follow} data-discover="true">
      {children}
    </a>
  );
}

export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
  return props.prefetch === "intent" ? <PrefetchingLink {...props} /> : anchor(props, navigate);
}
