// The modules of a page on its editor: in their order, each with its actions (up, down, publish,
// remove) and its settings behind "Configure"; a new one is added at the end. Every form carries the
// page's version: a module change on a page someone else changed meanwhile is refused.
import { Form } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { ModuleItem, Refused, RelationOptions } from "../../../shared/page-admin-views.ts";
import { fieldName, MODULE_VIEWS } from "../../../shared/page-form-fields.ts";
import { CheckField, type FieldState, SelectField, TextField } from "./editor-fields.tsx";

interface Shared {
  version: string;
  relations: RelationOptions;
  p: AdminPagesMessages;
  busy: boolean;
}

function RelationChoices({ relations, p }: Pick<Shared, "relations" | "p">) {
  return (
    <>
      <option value="property-list">{p.relationKinds["property-list"]}</option>
      <option value="contact">{p.relationKinds.contact}</option>
      <option value="text">{p.ownText}</option>
      <optgroup label={p.categories}>
        {relations.categories.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={p.articles}>
        {relations.articles.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
    </>
  );
}

function ModuleSettingsForm({
  item,
  name,
  refused,
  languages,
  ...shared
}: Shared & { item: ModuleItem; name: string; refused: Refused | undefined; languages: readonly Language[] }) {
  const { p } = shared;
  const mine = refused?.moduleId === item.id;
  const state: FieldState = {
    values: mine && refused?.values ? refused.values : item.values,
    errors: mine ? refused?.fields : undefined,
    errorText: (key) => p.fieldErrors[key] ?? key,
    idPrefix: `module-${item.id}`,
  };
  return (
    <details className="admin-module-settings" open={mine}>
      <summary>
        {p.configure}
        <span className="visually-hidden">: {name}</span>
      </summary>
      <Form method="post" className="admin-editor" noValidate>
        <input type="hidden" name="version" value={shared.version} />
        <input type="hidden" name="module" value={item.id} />
        <div className="admin-form-grid">
          <SelectField state={state} name="relation" label={p.relation}>
            <RelationChoices relations={shared.relations} p={p} />
          </SelectField>
          <SelectField state={state} name="view" label={p.view}>
            {MODULE_VIEWS.map((view) => (
              <option key={view} value={view}>
                {p.views[view] ?? view}
              </option>
            ))}
          </SelectField>
          <TextField state={state} name="numberItemOfRow" label={p.perRow} maxLength={3} />
          <TextField state={state} name="maxItems" label={p.maxItems} maxLength={3} />
          {item.relationType === "property-list" ? (
            <SelectField state={state} name="goal" label={p.goal}>
              <option value="">{p.goals.both}</option>
              <option value="0">{p.goals.sale}</option>
              <option value="1">{p.goals.rent}</option>
            </SelectField>
          ) : (
            <input type="hidden" name="goal" value="" />
          )}
          {item.relationType === "category" ? (
            <CheckField state={state} name="isHasSubcategories" label={p.subcategories} />
          ) : null}
          {languages.map((language) => (
            <TextField
              key={language}
              state={state}
              name={fieldName.moduleTitle(language)}
              label={fill(p.moduleTitle, { language: language.toUpperCase() })}
              lang={language}
              maxLength={200}
            />
          ))}
          {languages.map((language) => (
            <div key={language} className="admin-wide">
              <TextField
                state={state}
                name={fieldName.moduleText(language)}
                label={fill(p.moduleText, { language: language.toUpperCase() })}
                long
                lang={language}
              />
            </div>
          ))}
        </div>
        <button type="submit" name="intent" value="module-save" className="btn btn-accent" disabled={shared.busy}>
          {p.saveModule}
        </button>
      </Form>
    </details>
  );
}

export function PageModulesEditor({
  modules,
  refused,
  ...shared
}: Shared & { modules: ModuleItem[]; refused: Refused | undefined }) {
  const { p, version, busy } = shared;
  const kind = (item: ModuleItem) =>
    item.relation === "text" ? p.ownText : (p.relationKinds[item.relationType] ?? item.relationType);
  const addState: FieldState = {
    values: { relation: refused?.moduleId === undefined ? (refused?.values?.relation ?? "") : "" },
    errors: refused?.moduleId === undefined ? refused?.fields : undefined,
    errorText: (key) => p.fieldErrors[key] ?? key,
    idPrefix: "add-module",
  };
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
                  {p.up}
                  <span className="visually-hidden">: {name}</span>
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="module-down"
                  className="btn btn-outline"
                  disabled={busy || item.last}
                >
                  {p.down}
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
              <ModuleSettingsForm item={item} name={name} refused={refused} languages={LANGUAGES} {...shared} />
            </li>
          );
        })}
      </ol>
      <Form method="post" className="admin-add-module" noValidate>
        <input type="hidden" name="version" value={version} />
        <h3>{p.addModule}</h3>
        <div className="admin-form-grid">
          <SelectField state={addState} name="relation" label={p.relation}>
            <RelationChoices relations={shared.relations} p={p} />
          </SelectField>
        </div>
        <button type="submit" name="intent" value="module-add" className="btn btn-accent" disabled={busy}>
          {p.addModule}
        </button>
      </Form>
    </section>
  );
}
