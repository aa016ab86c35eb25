// The back office's projects: each with its status, units, documents and photos; and a new one,
// created unpublished and opened in its editor.
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { adminProjectList, createProject } from "../../.server/admin/projects.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { siteData } from "../../.server/site-settings.ts";
import { EditorField } from "../../components/admin/editor-field.tsx";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-projects.css";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PROJECTS_MESSAGES[user.language],
    defaultLanguage: settings.fallback,
    projects: await adminProjectList(user.language, settings.fallback),
  };
}

const newProjectSchema = z.object({
  title: z.string().trim().min(1, "required").max(120, "tooLong"),
  zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "zip"),
  city: z.string().trim().min(1, "required").max(80, "tooLong"),
});

type NewProjectField = keyof z.infer<typeof newProjectSchema>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const values = Object.fromEntries(
    (["title", "zip", "city"] as const).map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 200) : ""];
    }),
  ) as Record<NewProjectField, string>;
  const parsed = newProjectSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<NewProjectField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as NewProjectField] ??= issue.message;
    return data({ errors, values }, { status: 400 });
  }
  const { settings } = await siteData();
  const id = await createProject(parsed.data, settings.fallback, { id: user.id, name: user.name });
  throw redirect(`/admin/projects/${id}/?created`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.p.list.title} | ${loaderData.m.title}` : "" }];
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { p, language, projects, defaultLanguage } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const problem = (code: string | undefined) =>
    code ? (p.problems[code as keyof typeof p.problems] ?? code) : undefined;
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
                    {fill(l.unitsCount, { count: project.units, available: project.available })}
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
        <Form method="post" className="admin-form-grid">
          <EditorField
            id="new-project-title-field"
            name="title"
            label={p.create.projectTitle}
            defaultValue={answer?.values.title ?? ""}
            error={problem(answer?.errors.title)}
            lang={defaultLanguage}
            maxLength={120}
            className="field admin-field-wide"
          />
          <EditorField
            id="new-project-zip"
            name="zip"
            label={p.create.zip}
            defaultValue={answer?.values.zip ?? ""}
            error={problem(answer?.errors.zip)}
            inputMode="numeric"
            maxLength={4}
          />
          <EditorField
            id="new-project-city"
            name="city"
            label={p.create.city}
            defaultValue={answer?.values.city ?? ""}
            error={problem(answer?.errors.city)}
            lang={defaultLanguage}
          />
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
