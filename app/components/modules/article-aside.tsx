import { telHref } from "../../domain/phone.ts";
import { formatPhone } from "../../i18n/format.ts";
import { href } from "../../i18n/links.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";

/** Beside an article on wide screens, below it on small ones: how to reach the agency about it. */
export function ArticleAside() {
  const root = useRootData();
  const m = root.messages.pages;
  return (
    <aside className="article-aside" aria-labelledby="article-aside-title">
      <h2 id="article-aside-title" className="article-aside-title">
        {m.questions}
      </h2>
      <p>{m.questionsText}</p>
      <ul className="contact-lines">
        <li>
          <Icon name="phone" size={16} />
          <a href={telHref(root.agency.phone)}>
            <span className="visually-hidden">{m.phone}: </span>
            {formatPhone(root.agency.phone)}
          </a>
        </li>
        <li>
          <Icon name="mail" size={16} />
          <a href={`mailto:${root.agency.email}`}>
            <span className="visually-hidden">{m.email}: </span>
            {root.agency.email}
          </a>
        </li>
      </ul>
      <Link to={href("contact", root.language)} className="btn btn-accent">
        {m.contactTitle}
      </Link>
    </aside>
  );
}
