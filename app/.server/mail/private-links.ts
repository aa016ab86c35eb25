// A link that works only for the mail's recipient (a password link, an e-mail confirmation, a
// subscription's confirm and unsubscribe links) is never stored in the mail's text: the text keeps
// the link with its token hidden, which is what staff may read in the back office, the lead's page
// and a privacy export; the link itself is kept beside it until the mail has left, and only the
// outbox worker puts it back, at the moment of sending.
export interface PrivateLink {
  /** The link as anyone but the recipient sees it: its token replaced by HIDDEN_TOKEN. */
  shown: string;
  link: string;
}

export const HIDDEN_TOKEN = "•••";

export function privateLink(link: string, token: string): PrivateLink {
  if (token === "" || !link.includes(token)) throw new Error("A private link must carry its token.");
  return { shown: link.replaceAll(token, HIDDEN_TOKEN), link };
}

/** The text as the recipient gets it: each hidden link, in order, replaced by the link itself. */
export function revealPrivateLinks(text: string, links: readonly PrivateLink[] | null | undefined): string {
  let revealed = "";
  let rest = text;
  for (const { shown, link } of links ?? []) {
    const at = rest.indexOf(shown);
    if (at < 0) throw new Error("A private link is missing from its mail's text.");
    revealed += rest.slice(0, at) + link;
    rest = rest.slice(at + shown.length);
  }
  return revealed + rest;
}
