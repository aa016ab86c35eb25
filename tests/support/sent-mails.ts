// The mails a site without SMTP has sent, read back from its `DATA_DIR/mail/*.eml` files as their
// recipients get them (headers unfolded, the text part decoded), with the MIME reader the SMTP tests use.
import fs from "node:fs";
import path from "node:path";
import { mimeParts, parseMimePart } from "./smtp-test-server.ts";

export interface SentMail {
  file: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
}

/** Every mail sent so far from a site whose data folder is `dataDir`, oldest first. */
export function sentMails(dataDir: string): SentMail[] {
  const folder = path.join(dataDir, "mail");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      const raw = fs.readFileSync(file, "utf8");
      const { headers } = parseMimePart(raw);
      const text = mimeParts(raw).find((part) =>
        (part.headers.get("content-type") ?? "text/plain").startsWith("text/plain"),
      );
      return {
        file,
        messageId: headers.get("message-id") ?? "",
        to: headers.get("to") ?? "",
        subject: headers.get("subject") ?? "",
        text: text?.body ?? "",
      };
    });
}

/** The mail the outbox sent from its row `id` (its Message-ID names the row), once it has left. */
export function sentOutboxMail(dataDir: string, id: number): SentMail | undefined {
  return sentMails(dataDir).find((mail) => mail.messageId.startsWith(`<outbox-${id}@`));
}
