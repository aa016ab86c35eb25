// What a browser would send for a server-rendered form, read from the page's HTML: the back-office
// edits of the scale run open an editor, change one field and send the rest as it was shown.
// Enough for the site's own markup (React's server output): inputs, checkboxes, selects, textareas.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1]?.toLowerCase() === "x" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decodeEntities(match[1] ?? "") : undefined;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|/?>)`, "i").test(tag);

/**
 * The fields the form whose action is `action` submits, in document order, buttons left out (the
 * caller says which button it presses). Throws when the page has no such form.
 */
export function formFields(html: string, action: string): [string, string][] {
  const start = html.search(new RegExp(`<form\\b[^>]*\\saction="${action.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
  if (start < 0) throw new Error(`no form posting to ${action} on the page`);
  const end = html.indexOf("</form>", start);
  const form = html.slice(start, end < 0 ? undefined : end);
  const fields: [string, string][] = [];
  const controls = /<(input|select|textarea)\b[^>]*>/gi;
  for (let match = controls.exec(form); match; match = controls.exec(form)) {
    const tag = match[0];
    const name = attribute(tag, "name");
    if (!name || hasAttribute(tag, "disabled")) continue;
    const kind = match[1]?.toLowerCase();
    if (kind === "input") {
      const type = (attribute(tag, "type") ?? "text").toLowerCase();
      if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !hasAttribute(tag, "checked")) continue;
      fields.push([name, attribute(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    } else if (kind === "textarea") {
      const close = form.indexOf("</textarea>", controls.lastIndex);
      // A newline right after the opening tag is not part of the value (HTML's parsing rule).
      fields.push([name, decodeEntities(form.slice(controls.lastIndex, close).replace(/^\r?\n/, ""))]);
    } else {
      const close = form.indexOf("</select>", controls.lastIndex);
      const options = [...form.slice(controls.lastIndex, close).matchAll(/<option\b[^>]*>/gi)].map((m) => m[0]);
      const chosen = options.find((option) => hasAttribute(option, "selected")) ?? options[0];
      if (chosen) fields.push([name, attribute(chosen, "value") ?? ""]);
    }
  }
  return fields;
}
