// Control characters (NUL, escape, the C1 range, ...) are never part of what a person types: a form
// refuses them with a message, a search drops them. Tab, line feed and carriage return are text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const CONTROL_ALL = new RegExp(CONTROL.source, "gu");

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_ALL, "");
}
