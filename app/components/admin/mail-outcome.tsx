// What sending a mail again or forwarding it did, on the mail's page and the outbox's list: said
// once, with a link to the mail it made, or why nothing was sent.

import type { ResendResult } from "../../domain/mail-resend.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminMailsMessages } from "../../i18n/messages/admin-mails.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import { Link } from "../ui/link.tsx";

function Made({ text, link, id }: { text: string; link: string; id: number }) {
  return (
    <output className="form-success admin-mail-outcome">
      {text}
      <Link to={adminHref("mail", { id })} className="admin-mail-outcome-link">
        {fill(link, { id })}
      </Link>
    </output>
  );
}

export function ResendOutcome({ resent, x }: { resent: ResendResult; x: AdminMailsMessages }) {
  if (resent.kind === "refused" || resent.kind === "gone") {
    return (
      <p className="form-alert admin-mail-outcome" role="alert">
        {resent.kind === "gone" ? x.resend.gone : x.resend[resent.reason]}
      </p>
    );
  }
  if (resent.kind === "requeued")
    return <output className="form-success admin-mail-outcome">{x.resend.requeued}</output>;
  return <Made text={x.resend.copied} link={x.resend.openCopy} id={resent.mailId} />;
}

export function ForwardOutcome({ forwarded, x }: { forwarded: { mailId: number; to: string }; x: AdminMailsMessages }) {
  return (
    <Made text={fill(x.forward.forwarded, { to: forwarded.to })} link={x.forward.openForward} id={forwarded.mailId} />
  );
}
