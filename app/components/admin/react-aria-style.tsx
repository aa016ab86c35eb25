/**
 * React Aria puts a <style> element of its own into the page the first time a pressable widget
 * mounts (a tab, a list's option), unless an element with this id is already there. The site's CSP
 * (style-src 'self') refuses inline styles, so the browser would block it and report a violation;
 * its one rule is in the editors' stylesheet instead, and this marker tells React Aria not to try.
 * If React Aria ever renames the id, the end-to-end tests see the violation again.
 */
export const REACT_ARIA_STYLE_ID = "react-aria-pressable-style";

export function ReactAriaStyleMarker() {
  return <span id={REACT_ARIA_STYLE_ID} hidden />;
}
