// React Aria's pressable widgets (tabs, buttons, list items) add a <style> element to the document
// the first time one mounts, unless an element with its id is already there. The site's content
// policy allows no inline style (style-src 'self'), so that element would be refused and reported.
// Its one rule lives in admin-editing.css instead, and this marker, rendered before any such widget,
// tells React Aria the style is in place.

/** The id React Aria looks for before adding its pressable style (react-aria, usePress). */
export const PRESSABLE_STYLE_ID = "react-aria-pressable-style";

export function PressableStyleInPlace() {
  return <span id={PRESSABLE_STYLE_ID} hidden />;
}
