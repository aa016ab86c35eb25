import { dateTimeFormat } from "../../../i18n/dates.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import { Link } from "../../ui/link.tsx";

export interface VersionRow {
  id: number;
  language: string;
  title: string;
  publishedAt: string;
  publishedBy: string | null;
}

/**
 * Every published version of a legal text, newest first, the one in force per language marked:
 * BELGIAN-RULES.md asks the agency to keep the earlier cookie policies and show which one applied.
 */
export function ArticleVersions({
  id,
  versions,
  language,
  m,
}: {
  id: number;
  versions: readonly VersionRow[];
  language: Language;
  m: AdminArticlesMessages;
}) {
  const date = dateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
  });
  const current = new Set<number>();
  const seen = new Set<string>();
  for (const version of versions) {
    if (!seen.has(version.language)) current.add(version.id);
    seen.add(version.language);
  }
  return (
    <section className="admin-section" aria-labelledby="article-versions">
      <h2 id="article-versions">{m.versions.heading}</h2>
      <p>{m.versions.intro}</p>
      {versions.length === 0 ? (
        <p>{m.versions.none}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone article-versions">
            <thead>
              <tr>
                <th scope="col">{m.versions.published}</th>
                <th scope="col">{m.versions.language}</th>
                <th scope="col">{m.columns.title}</th>
                <th scope="col">{m.versions.by}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id}>
                  <th scope="row">
                    <Link to={`/admin/articles/${id}/versions/${version.id}/`}>
                      {date.format(new Date(version.publishedAt))}
                    </Link>
                    {current.has(version.id) ? <span className="admin-tag">{m.versions.current}</span> : null}
                  </th>
                  <td data-label={m.versions.language}>{version.language.toUpperCase()}</td>
                  <td data-label={m.columns.title}>{version.title}</td>
                  <td data-label={m.versions.by}>{version.publishedBy ?? m.versions.before}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
