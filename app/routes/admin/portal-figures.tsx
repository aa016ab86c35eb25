import { data, Form, useActionData } from "react-router";
import { importFiguresFile } from "../../.server/admin/portal-figures-upload.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { portalName } from "../../domain/portals.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_STATS_MESSAGES } from "../../i18n/messages/admin-stats.ts";
import type { Route } from "./+types/portal-figures";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_STATS_MESSAGES[user.language].portalFigures,
  };
}

/** Imports a portal's CSV export (docs/import.md): all of it, or nothing with every bad line named. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const file = form.get("file");
  if (!(file instanceof Blob)) badRequest("send the figures as a CSV file in the field 'file'");
  const upload = await importFiguresFile({ id: user.id, name: user.name }, file);
  if (upload.tooLarge !== undefined) return data(upload, { status: 413 });
  // A refused file is a bad request: the page says which lines and why.
  return data(upload, { status: upload.result.ok ? 200 : 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function PortalFigures({ loaderData }: Route.ComponentProps) {
  const { t, language } = loaderData;
  const answer = useActionData<typeof action>();
  const result = answer?.result;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <p>{t.format}</p>
      {answer?.tooLarge ? (
        <p className="admin-error" role="alert">
          {fill(t.tooLarge, { megabytes: answer.tooLarge })}
        </p>
      ) : null}
      {result?.ok ? (
        <p>
          <output className="form-alert">
            {fill(t.done, {
              figures: fillCount(language, t.doneFigures, result.figures),
              properties: fillCount(language, t.doneProperties, result.properties),
              portals: result.portals.map(portalName).join(", "),
            })}
          </output>
        </p>
      ) : null}
      {result && !result.ok ? (
        <div className="admin-error" role="alert">
          <p>{t.refused}</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.line}-${problem.kind}`}>
                {fill(t.line, { line: problem.line })}: {fill(t.problems[problem.kind], { value: problem.value ?? "" })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="admin-filters">
        <div className="field">
          <label htmlFor="figures-file">{t.file}</label>
          <input id="figures-file" type="file" name="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" className="btn btn-accent">
          {t.upload}
        </button>
      </Form>
    </div>
  );
}
