// On a phone, a bar at the bottom of a property's (or project's) page with call, e-mail and book a
// visit, always in reach while the visitor scrolls the photos and details. Plain links, drawn by the
// server: it works without a script and costs the page's scripts next to nothing. Shown by CSS below
// 767 px only (phone-bar.css): wider screens have these actions in the page's aside.

import type { ShareMessages } from "../../i18n/messages/share.ts";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";

export interface PhoneBarLinks {
  /** A tel: address, or undefined when nobody's number is known. */
  tel?: string;
  email: string;
  /** The visit form; for a sold or rented property (no visits) the question form. */
  form: { href: string; isVisit: boolean };
}

export function PhoneBar({ links, texts }: { links: PhoneBarLinks; texts: ShareMessages["phoneBar"] }) {
  return (
    <nav className="phone-bar" aria-label={texts.label}>
      {links.tel ? (
        <a href={links.tel}>
          <Icon name="phone" size={20} />
          {texts.call}
        </a>
      ) : null}
      <a href={`mailto:${links.email}`}>
        <Icon name="mail" size={20} />
        {texts.email}
      </a>
      <Link to={links.form.href} className="phone-bar-main">
        <Icon name="clock" size={20} />
        {links.form.isVisit ? texts.visit : texts.question}
      </Link>
    </nav>
  );
}
