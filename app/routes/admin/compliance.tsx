import { complianceReport } from "../../.server/admin/compliance-report.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { Link } from "../../components/ui/link.tsx";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_COMPLIANCE_MESSAGES } from "../../i18n/messages/admin-compliance.ts";
import type { Route } from "./+types/compliance";

/** Every published advert that lacks a mention Belgian rules require, with what it lacks. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    c: ADMIN_COMPLIANCE_MESSAGES[user.language],
    report: await complianceReport(user.language),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.c.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Compliance({ loaderData }: Route.ComponentProps) {
  const { c, language, report } = loaderData;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1>{c.title}</h1>
      <p>{c.intro}</p>
      <p>
        <strong>
          {report.failing.length === 0
            ? fillCount(language, c.allFine, report.total)
            : fillCount(language, c.failing, report.failing.length, { total: report.total })}
        </strong>
      </p>
      {report.failing.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone">
            <thead>
              <tr>
                <th scope="col">{c.property}</th>
                <th scope="col">{c.region}</th>
                <th scope="col">{c.missing}</th>
              </tr>
            </thead>
            <tbody>
              {report.failing.map((advert) => (
                <tr key={advert.id}>
                  <th scope="row">
                    <Link to={`/admin/properties/${advert.id}/`}>{advert.reference ?? advert.id}</Link>
                    <br />
                    <span className="admin-row-title">
                      {advert.title} · {advert.city}
                    </span>
                  </th>
                  <td data-label={c.region}>{advert.region ? (c.regions[advert.region] ?? advert.region) : ""}</td>
                  <td data-label={c.missing}>
                    {advert.plotWithoutAllotmentPermit ? (
                      <p className="admin-error">
                        <strong>{c.plotWithoutPermit}</strong>
                      </p>
                    ) : null}
                    {advert.missing.map((mention) => c.mentions[mention]).join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
