// The page's state on its editor: published or draft (with the button to change it), where it
// answers on the site in each language, and signed links to preview it with its draft modules.
import { Form } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { EditorPage } from "../../../shared/page-admin-views.ts";

export function PageStatusPanel({ page, p, busy }: { page: EditorPage; p: AdminPagesMessages; busy: boolean }) {
  const previews = LANGUAGES.flatMap((language) => {
    const href = page.previews[language];
    return href ? [[language, href] as [Language, string]] : [];
  });
  return (
    <section aria-labelledby="page-status" className="admin-section admin-page-status">
      <h2 id="page-status">{p.statusTitle}</h2>
      <Form method="post" className="admin-row-actions">
        <input type="hidden" name="version" value={page.version} />
        <p>
          {p.status}:{" "}
          <span className={page.published ? "admin-badge admin-badge-on" : "admin-badge"}>
            {page.published ? p.published : p.draft}
          </span>{" "}
          <span className="admin-badge">{page.showInMenu ? p.inMenu : p.notInMenu}</span>
        </p>
        <button
          type="submit"
          name="intent"
          value={page.published ? "unpublish" : "publish"}
          className="btn btn-outline"
          disabled={busy}
        >
          {page.published ? p.unpublish : p.publish}
        </button>
      </Form>
      <dl className="admin-facts">
        <div className="admin-fact">
          <dt>{p.address}</dt>
          <dd>
            <ul className="admin-plain-list">
              {LANGUAGES.map((language) => (
                <li key={language}>
                  {language.toUpperCase()}: {page.paths[language] ? <code>{page.paths[language]}</code> : p.noAddress}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="admin-fact">
          <dt>{p.previews}</dt>
          <dd>
            <ul className="admin-plain-list">
              {previews.map(([language, href]) => (
                <li key={language}>
                  <a href={href} target="_blank" rel="noopener">
                    {fill(p.previewIn, { language: language.toUpperCase() })}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
