// The headers of every mail a subscriber gets (the newsletter, a demand's alerts): the unsubscribe
// address, which mail programs show as a button, and RFC 8058's one-click POST to it, which the large
// mailbox providers expect of bulk mail. The address's page takes that POST without asking.
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
