import type { AdminMailsMessages } from "./nl.ts";

export const en: AdminMailsMessages = {
  resend: {
    heading: "Send again",
    button: "Send again",
    requeueHint: "The mail server refused this mail. It goes back in the queue and is tried again at once.",
    copyHint: "A copy goes to {to} as a new mail: both stay in the history.",
    waiting: "This mail is still waiting to leave: there is nothing to send again.",
    held: "This mail is held: nobody proved the address is the requester’s. It leaves only once someone confirms the request, and a copy may not go round that.",
    privateLinks:
      "This mail carried links that work only for its recipient and only once (a password, signing in, a confirmation, unsubscribing). They were not kept, so it is not sent again: ask the recipient to request a new one.",
    erased: "This mail’s address was erased: there is nobody left to send it to.",
    requeued: "The mail is ready to leave again.",
    copied: "A copy of the mail is on its way.",
    openCopy: "Read the copy (mail {id})",
    gone: "This mail no longer exists.",
  },
  forward: {
    heading: "Forward",
    hint: "To a colleague, the owner or the notary. Links that work only for the recipient stay hidden; the attachments go along.",
    to: "To (e-mail address)",
    note: "Message above it (optional)",
    button: "Forward",
    forwarded: "The mail is being forwarded to {to}.",
    openForward: "Read the forwarded mail (mail {id})",
  },
  forwardMail: {
    subject: "Fwd: {subject}",
    separator: "---------- Forwarded message ----------",
    from: "From:",
    date: "Date:",
    subjectLine: "Subject:",
    to: "To:",
    replyTo: "Reply to:",
    attachments: "Attachments:",
  },
};
