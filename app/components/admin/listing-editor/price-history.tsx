// The listing's advertised prices over time, for staff (the owner reads the same changes in the
// portal's history): each change with its date, newest first.

import { formatDate } from "../../../i18n/dates.ts";
import { formatPrice } from "../../../i18n/format.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import type { PriceChange } from "../../../shared/price-history.ts";

export function PriceHistory({
  changes,
  t,
  language,
}: {
  changes: PriceChange[];
  t: AdminListingMessages["priceHistory"];
  language: Language;
}) {
  return (
    <section className="admin-price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t.title}</h2>
      {changes.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p className="admin-hint">{t.caption}</p>
          <div className="admin-table-wrap">
            <table className="admin-table" aria-labelledby="price-history-title">
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.before}</th>
                  <th scope="col">{t.after}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.at}>
                    <td>
                      <time dateTime={change.at}>{formatDate(change.at, language)}</time>
                    </td>
                    <td>{formatPrice(change.before, language)}</td>
                    <td>{formatPrice(change.after, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
