// A long text's change told in a few words, as the audit log shows it: the words taken out and put
// in, with a few unchanged words around each change and longer unchanged runs left out. A body of
// thousands of words edited in one sentence reads as that sentence, never as two whole bodies.

export type DiffPart = { kind: "same" | "del" | "ins"; text: string } | { kind: "gap" };

export interface WordDiffOptions {
  /** Unchanged words kept on each side of a change. */
  context?: number;
  /** Words shown of one removed or added run; the rest is a gap. */
  longestChange?: number;
}

/** Word-by-word comparison beyond this many cells (words before × words after) treats the middle as replaced. */
const MOST_CELLS = 250_000;

type Op = { kind: "same" | "del" | "ins"; word: string };

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

/** The shortest edit between two lists of words, from their longest common subsequence. */
function middleOps(before: readonly string[], after: readonly string[]): Op[] {
  const rows = before.length;
  const columns = after.length;
  if (rows * columns > MOST_CELLS) {
    return [...before.map((word): Op => ({ kind: "del", word })), ...after.map((word): Op => ({ kind: "ins", word }))];
  }
  // lengths[i][j]: the longest common subsequence of before[i..] and after[j..].
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    const word = before[i] ?? "";
    if (word === after[j]) {
      ops.push({ kind: "same", word });
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      ops.push({ kind: "del", word });
      i++;
    } else {
      ops.push({ kind: "ins", word: after[j] ?? "" });
      j++;
    }
  }
  for (; i < rows; i++) ops.push({ kind: "del", word: before[i] ?? "" });
  for (; j < columns; j++) ops.push({ kind: "ins", word: after[j] ?? "" });
  return ops;
}

function editOps(before: readonly string[], after: readonly string[]): Op[] {
  // Edits are mostly local: the words both ends share are matched without the quadratic table.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const same = (word: string): Op => ({ kind: "same", word });
  return [
    ...before.slice(0, start).map(same),
    ...middleOps(before.slice(start, before.length - end), after.slice(start, after.length - end)),
    ...before.slice(before.length - end).map(same),
  ];
}

/** Consecutive operations as runs: unchanged words, or one change (what went out, then what came in). */
function runsOf(
  ops: readonly Op[],
): ({ kind: "same"; words: string[] } | { kind: "change"; del: string[]; ins: string[] })[] {
  const runs: ({ kind: "same"; words: string[] } | { kind: "change"; del: string[]; ins: string[] })[] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (op.kind === "same") {
      if (last?.kind === "same") last.words.push(op.word);
      else runs.push({ kind: "same", words: [op.word] });
    } else {
      const change = last?.kind === "change" ? last : { kind: "change" as const, del: [], ins: [] };
      if (change !== last) runs.push(change);
      change[op.kind].push(op.word);
    }
  }
  return runs;
}

/**
 * What changed from `before` to `after`, word by word: removed and added words, `context` unchanged
 * words on each side of a change, a gap for what is left out. Nothing when the words are the same
 * (white space alone never counts as a change).
 */
export function wordDiff(before: string, after: string, options: WordDiffOptions = {}): DiffPart[] {
  const context = options.context ?? 4;
  const longestChange = options.longestChange ?? 40;
  const runs = runsOf(editOps(wordsOf(before), wordsOf(after)));
  if (!runs.some((run) => run.kind === "change")) return [];
  const parts: DiffPart[] = [];
  const changed = (kind: "del" | "ins", words: string[]) => {
    if (words.length === 0) return;
    parts.push({ kind, text: words.slice(0, longestChange).join(" ") });
    if (words.length > longestChange) parts.push({ kind: "gap" });
  };
  runs.forEach((run, index) => {
    if (run.kind === "change") {
      changed("del", run.del);
      changed("ins", run.ins);
      return;
    }
    const first = index === 0;
    const last = index === runs.length - 1;
    const head = first ? [] : run.words.slice(0, context);
    const tail = last ? [] : run.words.slice(Math.max(head.length, run.words.length - context));
    if (head.length > 0) parts.push({ kind: "same", text: head.join(" ") });
    if (head.length + tail.length < run.words.length) parts.push({ kind: "gap" });
    if (tail.length > 0) parts.push({ kind: "same", text: tail.join(" ") });
  });
  return parts;
}
