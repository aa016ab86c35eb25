// The back office's projects: each with its status, units, documents and photos; and a new one,
// created unpublished and opened in its editor.
import { getFormProps } from "@conform-to/react";
import { Form, redirect, useActionData } from "react-router";
import { formReply, readSubmission } from "../../.server/admin/form-reply.ts";
import { adminProjectList, createProject } from "../../.server/admin/projects.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { Link } from "../../components/ui/link.tsx";
import { newProjectSchema } from "../../domain/admin-forms/project-forms.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-projects.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PROJECTS_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    defaultLanguage: settings.fallback,
    projects: await adminProjectList(user.language, settings.fallback),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const { submission } = await readSubmission(request, newProjectSchema);
  if (submission.status !== "success") return formReply(submission);
  const { settings } = await siteData();
  const id = await createProject(submission.value, settings.fallback, { id: user.id, name: user.name });
  throw redirect(`/admin/projects/${id}/?created`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.p.list.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { p, f, language, projects, defaultLanguage } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useFormBusy();
  const [form, fields] = useAdminForm({
    id: "project-new",
    schema: newProjectSchema,
    lastResult: lastResultOf(answer),
  });
  const l = p.list;
  return (
    <div className="container page-body admin-page admin-projects" lang={language}>
      <h1 id="page-title">{l.title}</h1>
      <p>{l.intro}</p>
      {projects.length === 0 ? <p>{l.none}</p> : null}
      {projects.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone admin-project-table">
            <thead>
              <tr>
                <th scope="col">{l.project}</th>
                <th scope="col">{l.number}</th>
                <th scope="col">{l.city}</th>
                <th scope="col">{l.status}</th>
                <th scope="col">{l.units}</th>
                <th scope="col">{l.documents}</th>
                <th scope="col">{l.photos}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id}>
                  <th scope="row">
                    <Link to={`/admin/projects/${project.id}/`}>{project.title || `#${project.id}`}</Link>
                    {project.external ? <span className="admin-tag">{l.external}</span> : null}
                  </th>
                  <td data-label={l.number} className={project.number ? undefined : "empty-on-phone"}>
                    {project.number ?? ""}
                  </td>
                  <td data-label={l.city}>
                    {project.zip} {project.city}
                  </td>
                  <td data-label={l.status}>{p.status[project.status]}</td>
                  <td data-label={l.units}>
                    {fillCount(language, l.unitsCount, project.available, { units: project.units })}
                  </td>
                  <td data-label={l.documents}>{project.documents}</td>
                  <td data-label={l.photos}>{project.photos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <section className="admin-section" aria-labelledby="new-project-title">
        <h2 id="new-project-title">{p.create.title}</h2>
        <p>{fill(p.create.intro, { language: defaultLanguage.toUpperCase() })}</p>
        <Form method="post" className="admin-form-grid" {...getFormProps(form)}>
          <AdminField
            meta={fields.title}
            label={p.create.projectTitle}
            texts={f}
            lang={defaultLanguage}
            className="admin-field-wide"
          />
          <AdminField meta={fields.zip} label={p.create.zip} texts={f} inputMode="numeric" />
          <AdminField meta={fields.city} label={p.create.city} texts={f} lang={defaultLanguage} />
          <p className="admin-form-actions">
            <button type="submit" className="btn btn-accent" disabled={busy}>
              {p.create.submit}
            </button>
          </p>
        </Form>
      </section>
    </div>
  );
}
