// What a property's and a project's page add for the visitor to come back and pass it on: the share
// block at the end of the page's body, the phone's contact bar, and (a property only) its place in
// the browser's "recently viewed" list. Their texts come with the page's data, in its language only.
import { telHref } from "../../domain/phone.ts";
import type { ShareMessages } from "../../i18n/messages/share.ts";
import type { PropertyDetailData } from "../../shared/detail-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { PhoneBar } from "./phone-bar.tsx";
import { useRecordViewed } from "./recently-viewed-record.ts";
import { ShareLinks } from "./share-links.tsx";

function DetailShare({
  path,
  title,
  link,
  texts,
}: {
  path: string;
  title: string;
  link: string;
  texts: ShareMessages;
}) {
  const { origin } = useRootData();
  const t = texts.share;
  return (
    <section className="detail-section detail-share" aria-labelledby="share-title">
      <h2 id="share-title">{t.heading}</h2>
      <ShareLinks
        fieldId="share-link"
        link={`${origin}${path}`}
        title={title}
        subject={title}
        texts={{ link, copy: t.copy, copied: t.copied, email: t.email, whatsapp: t.whatsapp, share: t.share }}
      />
    </section>
  );
}

export function PropertyShareParts({ data, texts }: { data: PropertyDetailData; texts: ShareMessages }) {
  const root = useRootData();
  useRecordViewed(data.id);
  // As the page's aside: the listing's agent (their direct line when they gave one), else the agency.
  const { agent } = data;
  return (
    <>
      <DetailShare path={data.path} title={data.title} link={texts.share.propertyLink} texts={texts} />
      <PhoneBar
        links={{
          tel: telHref(agent?.phone ?? root.agency.phone),
          email: agent?.email ?? root.agency.email,
          // A sold or rented property takes no visits: its question form instead.
          form: data.closed
            ? { href: data.formLinks.question, isVisit: false }
            : { href: data.formLinks.visit, isVisit: true },
        }}
        texts={texts.phoneBar}
      />
    </>
  );
}

export function ProjectShareParts({
  path,
  title,
  contactHref,
  texts,
}: {
  path: string;
  title: string;
  contactHref: string;
  texts: ShareMessages;
}) {
  const root = useRootData();
  return (
    <>
      <DetailShare path={path} title={title} link={texts.share.projectLink} texts={texts} />
      <PhoneBar
        links={{
          tel: telHref(root.agency.phone),
          email: root.agency.email,
          form: { href: contactHref, isVisit: false },
        }}
        texts={texts.phoneBar}
      />
    </>
  );
}
