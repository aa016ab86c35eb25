// React Aria's pressable elements (buttons, tabs, toolbars) put a small <style> into the page's head
// unless an element with its id is already there; the site's CSP allows no inline style element.
// A route using React Aria links this stylesheet, which carries the same rule, under that id.
import type { LinkDescriptor } from "react-router";
import pressableCss from "../../styles/react-aria-pressable.css?url";

export function reactAriaLinks(): LinkDescriptor[] {
  // <Links /> passes every attribute on; the descriptor type just does not list id.
  const link = { rel: "stylesheet", href: pressableCss, id: "react-aria-pressable-style" };
  return [link];
}
