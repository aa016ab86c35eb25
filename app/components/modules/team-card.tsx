import { telHref } from "../../domain/phone.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { Messages } from "../../i18n/messages/nl.ts";
import type { ArticleView } from "../../shared/module-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { EmailAddress } from "../ui/email-address.tsx";
import { Icon } from "../ui/icons.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

/** A team member: photo (its alt text is the member's name), name, role (in the visitor's language), languages spoken (named by the server), phone and e-mail. */
export function TeamCard({ member, level, m }: { member: ArticleView; level: HeadingLevel; m: Messages["pages"] }) {
  const role = member.summary || member.data.role;
  const { phone, email } = member.data;
  const speaks = member.spokenLanguages;
  return (
    <article className="team-card">
      <div className="team-card-photo">
        {member.imageKey ? (
          <ContentImage
            imageKey={member.imageKey}
            alt={member.title}
            ratio={[4, 5]}
            maxWidth={400}
            sizes="(min-width: 1280px) 290px, (min-width: 768px) 30vw, (min-width: 500px) 45vw, 100vw"
          />
        ) : (
          <Icon name="user" size={64} className="team-card-placeholder" />
        )}
      </div>
      <div className="team-card-body">
        <Heading level={level} className="team-card-name">
          {member.title}
        </Heading>
        {role ? <p className="team-card-role">{role}</p> : null}
        {speaks ? (
          <p className="team-card-languages">
            {m.speaks}: {speaks}
          </p>
        ) : null}
        <ul className="contact-lines">
          {phone ? (
            <li>
              <Icon name="phone" size={16} />
              <a href={telHref(phone)} aria-label={`${fill(m.call, { name: member.title })}: ${formatPhone(phone)}`}>
                {formatPhone(phone)}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <Icon name="mail" size={16} />
              <a href={`mailto:${email}`} aria-label={`${fill(m.mail, { name: member.title })}: ${email}`}>
                <EmailAddress address={email} />
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
