// Control characters (NUL, escape, the C1 range, ...) are never part of what a person types: a form
// refuses them with a message, a search drops them. Tab, line feed and carriage return are text.
// A character of Unicode's control category (U+0000–U+001F, U+007F–U+009F) but tab, LF and CR.
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const CONTROL_ALL = new RegExp(CONTROL.source, "gu");

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_ALL, "");
}
