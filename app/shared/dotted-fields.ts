// A form's fields by their posted names ("text.nl.title") and the same values nested as Conform
// reads them ({ text: { nl: { title } } }). The listing editor's merge, base and conflict choices
// speak of the posted names; its form state is nested.

export type NestedFields = { [name: string]: string | NestedFields };

/** Nested values from posted names: "a.b" becomes { a: { b } }. */
export function nestFields(fields: Readonly<Record<string, string>>): NestedFields {
  const nested: NestedFields = {};
  for (const [name, value] of Object.entries(fields)) {
    const parts = name.split(".");
    const last = parts.pop();
    if (last === undefined) continue;
    let at = nested;
    for (const part of parts) {
      const next = at[part];
      const inner: NestedFields = typeof next === "object" ? next : {};
      at[part] = inner;
      at = inner;
    }
    at[last] = value;
  }
  return nested;
}

/** Posted names from nested values (a form's live value); a list's entries are named "rows[0]". */
export function flattenFields(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return prefix ? { [prefix]: value } : {};
  if (Array.isArray(value))
    return Object.assign({}, ...value.map((entry, index) => flattenFields(entry, `${prefix}[${index}]`)));
  if (typeof value !== "object" || value === null) return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([name, entry]) => flattenFields(entry, prefix ? `${prefix}.${name}` : name)),
  );
}
