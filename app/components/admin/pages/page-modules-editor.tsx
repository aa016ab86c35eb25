// The modules of a page on its editor: in their order, each with its actions (up, down, publish,
// remove) and its settings behind "Configure" (on the form kit, moduleSchema); a new one is added at
// the end. Every form carries the page's version: a move, publication or removal on a page someone
// else changed meanwhile is refused; a module's settings carry their fingerprints as opened too, so
// a save made meanwhile is merged with them, the fields both changed offered to choose.
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { moduleSchema, newModuleSchema } from "../../../domain/admin-forms/page-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import { nestFields } from "../../../shared/dotted-fields.ts";
import type { ModuleItem, PageAnswer, RelationOptions } from "../../../shared/page-admin-views.ts";
import { fieldName, MODULE_VIEWS } from "../../../shared/page-form-fields.ts";
import { AdminField, type AdminFieldOption } from "../admin-field.tsx";
import { useAdminForm } from "../admin-form.ts";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { fieldAt, refusedResult } from "./page-fields.ts";

interface Shared {
  version: string;
  relations: RelationOptions;
  /** The action's answer, when one of these forms (or a module's button) was answered. */
  answer: PageAnswer | undefined;
  p: AdminPagesMessages;
  e: EditingMessages;
  f: AdminFormTexts;
  busy: boolean;
}

/** What a module may show; the articles and categories grouped under their headings' names. */
function relationChoices({ relations, p }: Pick<Shared, "relations" | "p">): AdminFieldOption[] {
  return [
    { value: "property-list", label: p.relationKinds["property-list"] ?? "" },
    { value: "contact", label: p.relationKinds.contact ?? "" },
    { value: "text", label: p.ownText },
    ...relations.categories.map((option) => ({ ...option, group: p.categories })),
    ...relations.articles.map((option) => ({ ...option, group: p.articles })),
  ];
}

const moduleForm = (item: ModuleItem) => `module-${item.id}`;

function ModuleSettingsForm({
  item,
  name,
  languages,
  ...shared
}: Shared & { item: ModuleItem; name: string; languages: readonly Language[] }) {
  const { p, f, answer } = shared;
  const id = moduleForm(item);
  const mine = answer?.form === id;
  const choices = mine ? answer?.choices : undefined;
  const [form, fields] = useAdminForm({
    id,
    schema: moduleSchema,
    lastResult: refusedResult(answer, id),
    defaultValue: nestFields(choices && answer?.values ? answer.values : item.values),
  });
  const field = (fieldName: string) => fieldAt(fields, fieldName);
  const texts = { texts: f, ownErrors: p.fieldErrors };
  return (
    <details className="admin-module-settings" open={mine && !answer?.done}>
      <summary>
        {p.configure}
        <span className="visually-hidden">: {name}</span>
      </summary>
      <Form method="post" className="admin-editor" {...getFormProps(form)}>
        <input type="hidden" name="version" value={shared.version} />
        <input type="hidden" name="base" value={item.base} />
        <input type="hidden" name="module" value={item.id} />
        {choices ? <EditConflictChoices view={choices} e={shared.e} busy={shared.busy} intent="module-save" /> : null}
        <div className="admin-form-grid">
          <AdminField
            {...texts}
            meta={fields.relation}
            label={p.relation}
            kind="select"
            options={relationChoices(shared)}
          />
          <AdminField
            {...texts}
            meta={fields.view}
            label={p.view}
            kind="select"
            options={MODULE_VIEWS.map((view) => ({ value: view, label: p.views[view] ?? view }))}
          />
          <AdminField {...texts} meta={fields.numberItemOfRow} label={p.perRow} kind="number" number="count" />
          <AdminField {...texts} meta={fields.maxItems} label={p.maxItems} kind="number" number="count" />
          {item.relationType === "property-list" ? (
            <AdminField
              {...texts}
              meta={fields.goal}
              label={p.goal}
              kind="select"
              options={[
                { value: "", label: p.goals.both },
                { value: "0", label: p.goals.sale },
                { value: "1", label: p.goals.rent },
              ]}
            />
          ) : null}
          {item.relationType === "category" ? (
            <AdminField {...texts} meta={fields.isHasSubcategories} label={p.subcategories} kind="checkbox" />
          ) : null}
          {languages.map((language) => (
            <AdminField
              key={language}
              {...texts}
              meta={field(fieldName.moduleTitle(language))}
              label={fill(p.moduleTitle, { language: language.toUpperCase() })}
              lang={language}
            />
          ))}
          {languages.map((language) => (
            <AdminField
              key={language}
              {...texts}
              meta={field(fieldName.moduleText(language))}
              label={fill(p.moduleText, { language: language.toUpperCase() })}
              kind="textarea"
              rows={3}
              lang={language}
              className="admin-wide"
            />
          ))}
        </div>
        <button type="submit" name="intent" value="module-save" className="btn btn-accent" disabled={shared.busy}>
          {p.saveModule}
        </button>
      </Form>
    </details>
  );
}

function AddModuleForm(shared: Shared) {
  const { p, f, busy, version } = shared;
  const [form, fields] = useAdminForm({
    id: "add-module",
    schema: newModuleSchema,
    lastResult: refusedResult(shared.answer, "add-module"),
  });
  return (
    <Form method="post" className="admin-add-module" {...getFormProps(form)}>
      <input type="hidden" name="version" value={version} />
      <h3>{p.addModule}</h3>
      <div className="admin-form-grid">
        <AdminField
          meta={fields.relation}
          label={p.relation}
          texts={f}
          ownErrors={p.fieldErrors}
          kind="select"
          options={relationChoices(shared)}
        />
      </div>
      <button type="submit" name="intent" value="module-add" className="btn btn-accent" disabled={busy}>
        {p.addModule}
      </button>
    </Form>
  );
}

export function PageModulesEditor({ modules, ...shared }: Shared & { modules: ModuleItem[] }) {
  const { p, version, busy } = shared;
  const kind = (item: ModuleItem) =>
    item.relation === "text" ? p.ownText : (p.relationKinds[item.relationType] ?? item.relationType);
  return (
    <section aria-labelledby="modules-title" className="admin-section">
      <h2 id="modules-title">{p.modules}</h2>
      <p>{p.modulesIntro}</p>
      {modules.length === 0 ? <p>{p.noModules}</p> : null}
      <ol className="admin-modules">
        {modules.map((item, index) => {
          const name = fill(p.moduleNumber, { number: index + 1 });
          const label = `${name}: ${kind(item)}${item.title ? ` · ${item.title}` : ""}`;
          return (
            <li key={item.id} className="admin-module" aria-label={label}>
              <p className="admin-module-head">
                <strong>{label}</strong>{" "}
                <span className={item.published ? "admin-badge admin-badge-on" : "admin-badge"}>
                  {item.published ? p.published : p.draft}
                </span>
              </p>
              <Form method="post" className="admin-row-actions">
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="module" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="module-up"
                  className="btn btn-outline"
                  disabled={busy || item.first}
                >
                  {p.moveUp}
                  <span className="visually-hidden">: {name}</span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="module-down"
                  className="btn btn-outline"
                  disabled={busy || item.last}
                >
                  {p.moveDown}
                  <span className="visually-hidden">: {name}</span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={item.published ? "module-unpublish" : "module-publish"}
                  className="btn btn-outline"
                  disabled={busy}
                >
                  {item.published ? p.unpublish : p.publish}
                  <span className="visually-hidden">: {name}</span>
                </button>
                <button type="submit" name="intent" value="module-remove" className="btn btn-outline" disabled={busy}>
                  {p.remove}
                  <span className="visually-hidden">: {name}</span>
                </button>
              </Form>
              <ModuleSettingsForm
                key={`${item.id}${shared.answer?.form === moduleForm(item) && shared.answer.choices ? "-merged" : ""}`}
                item={item}
                name={name}
                languages={LANGUAGES}
                {...shared}
              />
            </li>
          );
        })}
      </ol>
      <AddModuleForm {...shared} />
    </section>
  );
}
