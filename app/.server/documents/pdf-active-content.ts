// Whether a PDF carries content that runs or opens something when it is viewed: a script, an action
// that launches a program, submits or imports data or opens an embedded file, a file inside it, a
// Flash or XFA form, or HTML that a browser sniffing the file would run. A document uploaded in the
// back office is published to every visitor, so such a file is refused; a plain PDF (print to PDF)
// carries none of them.
//
// What is read: every name in the file, with its #xx escapes decoded (`/J#61vaScript` is
// `/JavaScript`), and the names inside object streams (PDF 1.5 packs dictionaries into compressed
// streams, so a script's dictionary may be there and nowhere else in plain bytes). An object stream
// that cannot be read (a filter other than Flate, encryption, past the size budget) is a PDF that
// cannot be checked, and refused as well. Other streams (pictures, page drawings, fonts) hold no
// dictionary and are not read for names, only their plain bytes are: the long names below appear in
// random bytes about never, while `/JS` could, so it is looked for outside stream bodies only.
import zlib from "node:zlib";

/** Action types and keys that run or open something. `/OpenAction` alone (open at a page) is harmless. */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);
/** Short enough to turn up by chance in a picture's bytes: looked for among dictionaries only. */
const ACTIVE_DICTIONARY_NAMES = new Set([...ACTIVE_NAMES, "JS", "AA"]);

/** HTML a browser would recognise when sniffing the file. */
const HTML = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta\s+http-equiv)\b/i;
/** Browsers sniff the first 512 bytes; a little more in case. */
const SNIFFED_BYTES = 1024;

/** The most bytes object streams may inflate to, all together: far above a real document's. */
const MAX_INFLATED_BYTES = 64 * 2 ** 20;

export type ActiveContent = { kind: "name"; name: string } | { kind: "html" } | { kind: "uncheckable" };

/** What active content the PDF carries (the first found), or null when it carries none. */
export function pdfActiveContent(bytes: Uint8Array): ActiveContent | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (HTML.test(text.slice(0, SNIFFED_BYTES))) return { kind: "html" };
  const anywhere = firstName(text, ACTIVE_NAMES);
  if (anywhere) return { kind: "name", name: anywhere };
  let budget = MAX_INFLATED_BYTES;
  for (const { dictionary, body, between } of segments(text)) {
    const name = firstName(between, ACTIVE_DICTIONARY_NAMES);
    if (name) return { kind: "name", name };
    if (HTML.test(between.replace(/\((?:\\.|[^\\)])*\)/g, ""))) return { kind: "html" };
    if (!names(dictionary).includes("ObjStm")) continue;
    const inflated = inflateObjectStream(dictionary, body, budget);
    if (inflated === undefined) return { kind: "uncheckable" };
    budget -= inflated.length;
    const packed = firstName(inflated.toString("latin1"), ACTIVE_DICTIONARY_NAMES);
    if (packed) return { kind: "name", name: packed };
  }
  return null;
}

/** The names of a piece of PDF syntax, #xx escapes decoded. */
function names(text: string): string[] {
  return [...text.matchAll(/\/([^\s/<>[\]()%{}]*)/g)].map((match) =>
    (match[1] ?? "").replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

function firstName(text: string, wanted: ReadonlySet<string>): string | undefined {
  return names(text).find((name) => wanted.has(name));
}

interface Segment {
  /** The syntax before a stream, back to its object's start: its dictionary. */
  dictionary: string;
  /** The stream's bytes (latin1), or "" after the last stream. */
  body: string;
  /** Everything outside stream bodies since the previous stream. */
  between: string;
}

/** The file cut at its streams: what is between them, and each stream with its dictionary. */
function* segments(text: string): Generator<Segment> {
  const start = /(?<!end)stream\r?\n/g;
  let position = 0;
  for (;;) {
    start.lastIndex = position;
    const found = start.exec(text);
    if (!found) {
      yield { dictionary: "", body: "", between: text.slice(position) };
      return;
    }
    const between = text.slice(position, found.index);
    const end = text.indexOf("endstream", start.lastIndex);
    const bodyEnd = end === -1 ? text.length : end;
    const objectStart = between.lastIndexOf(" obj");
    yield {
      dictionary: objectStart === -1 ? between : between.slice(objectStart),
      body: text.slice(start.lastIndex, bodyEnd),
      between,
    };
    position = end === -1 ? text.length : end + "endstream".length;
  }
}

/** An object stream's contents, or undefined when they cannot be read within the budget. */
function inflateObjectStream(dictionary: string, body: string, budget: number): Buffer | undefined {
  const filters = names(/\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()%{}]*)/.exec(dictionary)?.[1] ?? "");
  const raw = Buffer.from(body, "latin1");
  if (filters.length === 0) return raw.length <= budget ? raw : undefined;
  if (filters.length !== 1 || filters[0] !== "FlateDecode" || budget <= 0) return undefined;
  // A predictor would interleave bytes with the names: read as it is, a name could slip through.
  if (/\/Predictor\s*(?!1\b)\d/.test(dictionary)) return undefined;
  try {
    // A stream cut short (its end of line counted in, a writer's slip) is read as far as it goes.
    return zlib.inflateSync(raw, { maxOutputLength: budget, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch {
    return undefined;
  }
}
