/** Inserts rows in slices: one statement takes at most 65,535 parameters. */
export async function insertAll<T>(
  rows: readonly T[],
  insert: (slice: T[]) => Promise<unknown>,
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}
