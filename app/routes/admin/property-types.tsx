import { propertyTypeList } from "../../.server/admin/property-types.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { siteData } from "../../.server/site-settings.ts";
import { Link } from "../../components/ui/link.tsx";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_CATALOG_LABELS_MESSAGES } from "../../i18n/messages/admin-catalog-labels.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import { localize } from "../../shared/localize.ts";
import type { Route } from "./+types/property-types";

/** The property types in the site's order: managers only (the table of pages says so). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  const types = await propertyTypeList();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_CATALOG_LABELS_MESSAGES[user.language].types,
    types: types.map((type) => ({
      webId: type.webId,
      showOrder: type.showOrder,
      name: localize(type.names, user.language, settings.fallback),
      sale: type.sale,
      rent: type.rent,
      listings: type.listings,
      changedHere: type.staffEdited.length > 0,
      href: adminHref("property-type", { id: type.webId }),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function PropertyTypes({ loaderData }: Route.ComponentProps) {
  const { t, types, language } = loaderData;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.order}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.sale}</th>
              <th scope="col">{t.rent}</th>
              <th scope="col">{t.listings}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.webId}>
                <td>{type.showOrder}</td>
                <td>
                  <Link to={type.href} aria-label={fill(t.editType, { name: type.name })}>
                    {type.name}
                  </Link>
                  {type.changedHere ? <span className="admin-tag">{t.changedHere}</span> : null}
                </td>
                <td>{type.sale ? t.yes : t.no}</td>
                <td>{type.rent ? t.yes : t.no}</td>
                <td>{type.listings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-hint">
        <span className="admin-tag">{t.changedHere}</span> {t.changedHereHint}
      </p>
    </div>
  );
}
