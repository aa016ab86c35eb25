// React Aria adds a <style> element the first time a pressable element renders (touch-action for
// touch screens); the site's Content-Security-Policy (style-src 'self') refuses inline styles, so the
// browser blocks it and reports an error. The rule is in admin-editing.css instead, and this marker,
// found by the id React Aria looks for, tells it the rule is there. Render it once on any back-office
// page that uses React Aria components.
export function ReactAriaStyleMarker() {
  return <span id="react-aria-pressable-style" hidden />;
}
