// Every mail the site writes goes through outboxValues(), which keeps a recipient's one-use links out
// of the text staff read; these tests hold the rule and check, over the source, that no kind of mail
// (a new one included) is written another way, and that nothing but the outbox worker reads the links.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_PURPOSES, type MailDraft, outboxValues } from "./outbox-draft.ts";
import { privateLink } from "./private-links.ts";

const TOKEN = "Q1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXc";
const LINK = privateLink(`https://www.agency.be/nl/login/wachtwoord-kiezen/${TOKEN}/`, TOKEN);
const DRAFT: MailDraft = {
  purpose: "account-invitation",
  recipient: { name: "An", address: "an@example.be" },
  subject: "Uw account",
  text: `Kies een wachtwoord:\n${LINK.shown}\n`,
  privateLinks: [LINK],
};

describe("outboxValues", () => {
  it("keeps the recipient's link beside a text that shows it without its token", () => {
    const row = outboxValues(DRAFT);
    expect(row.text).not.toContain(TOKEN);
    expect(row.privateLinks).toEqual([LINK]);
  });

  it("refuses a text that carries the link itself, or lost it", () => {
    expect(() => outboxValues({ ...DRAFT, text: `Kies een wachtwoord:\n${LINK.link}\n` })).toThrow();
    expect(() => outboxValues({ ...DRAFT, text: "Kies een wachtwoord." })).toThrow();
  });

  it("stores no links for a mail without any, and holds a mail to an unproven address", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const row = outboxValues(
      { purpose: "friend", recipient: DRAFT.recipient, subject: "Tip", text: "Kijk eens", held: true },
      { leadId: 7, now },
    );
    expect(row).toMatchObject({ privateLinks: null, leadId: 7, heldAt: now, headers: {}, attachments: [] });
  });
});

/** The application's own source files (tests left out). */
function sourceFiles(folder: string): { file: string; text: string }[] {
  return fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(folder, name);
    if (!/\.tsx?$/.test(name) || /\.(test|spec)\.tsx?$/.test(name)) return [];
    return [{ file: path.relative(process.cwd(), file), text: fs.readFileSync(file, "utf8") }];
  });
}

describe("every kind of mail", () => {
  const files = ["app", "server"].flatMap((folder) => sourceFiles(path.join(process.cwd(), folder)));
  // Mails are drafted on the server only; app/shared and the components name other purposes (a cookie's).
  const serverFiles = files.filter(({ file }) => /^(app\/\.server|server)\//.test(file));

  it("is written to the outbox through outboxValues()", () => {
    const writers = files.filter(({ text }) => /\.insert\(\s*outgoingMails\s*\)/.test(text));
    expect(writers.length).toBeGreaterThanOrEqual(5);
    for (const { file, text } of writers) expect(text, file).toContain("outboxValues(");
  });

  it("is named in MAIL_PURPOSES", () => {
    const named = serverFiles.flatMap(({ text }) =>
      [...text.matchAll(/purpose: "([a-z-]+)"/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const purpose of named) expect(MAIL_PURPOSES).toContain(purpose);
  });

  it("has its recipient's links read by the outbox alone: written by outboxValues(), read back by the worker", () => {
    const readers = files.filter(({ text }) => /\.privateLinks\b/.test(text)).map(({ file }) => file);
    expect(readers.sort()).toEqual(
      ["outbox-draft.ts", "outbox-worker.ts"].map((name) => path.join("app", ".server", "mail", name)),
    );
  });
});
