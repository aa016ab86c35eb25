// The modules of a page on its editor: in their order, each with its actions (up, down, publish,
// remove) and its settings behind "Configure" (on the form kit, moduleSchema); a new one is added at
// the end. Every form carries the page's version: a move, publication or removal on a page someone
// else changed meanwhile is refused; a module's settings carry their fingerprints as opened too, so
// a save made meanwhile is merged with them, the fields both changed offered to choose. A published
// module's form, move and removal save a draft: the module says so (a module to be removed struck
// through), offers its preview, and publishes or discards it.
import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { moduleSchema } from "../../../domain/admin-forms/module-forms.ts";
import { newModuleSchema } from "../../../domain/admin-forms/page-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPageModulesMessages } from "../../../i18n/messages/admin-page-modules.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { AdminSitePicturesMessages } from "../../../i18n/messages/admin-site-pictures.ts";
import { nestFields } from "../../../shared/dotted-fields.ts";
import type { ModuleItem, PageAnswer, RelationOptions } from "../../../shared/page-admin-views.ts";
import { MODULE_VIEWS } from "../../../shared/page-form-fields.ts";
import { useHydrated } from "../../modules/use-media.ts";
import { AdminField, type AdminFieldOption } from "../admin-field.tsx";
import { useAdminForm } from "../admin-form.ts";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { ModuleLookFields } from "./module-look-fields.tsx";
import { ModuleTextFields } from "./module-text-fields.tsx";
import { fieldAt, refusedResult } from "./page-fields.ts";

interface Shared {
  version: string;
  relations: RelationOptions;
  /** The action's answer, when one of these forms (or a module's button) was answered. */
  answer: PageAnswer | undefined;
  /** The page's signed preview links, drafts shown, per language. */
  previews: Partial<Record<Language, string>>;
  p: AdminPagesMessages;
  mm: AdminPageModulesMessages;
  toolbar: AdminArticlesMessages["toolbar"];
  /** The site-picture field's texts and the photo path's pixel limit, for the backgrounds' pictures. */
  pictures: { m: AdminSitePicturesMessages; megapixels: number };
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

/** What the module's form shows: its draft, the version on the site, or a module not on the site. */
function editingNote(item: ModuleItem, mm: AdminPageModulesMessages): string {
  if (!item.published) return mm.editingUnpublished;
  // A new place or a removal waiting leaves the form showing what the site shows.
  return item.changed ? mm.editingDraft : mm.editingLive;
}

function ModuleSettingsForm({
  item,
  name,
  languages,
  ...shared
}: Shared & { item: ModuleItem; name: string; languages: readonly Language[] }) {
  const { p, mm, f, answer } = shared;
  const id = moduleForm(item);
  const mine = answer?.form === id;
  const choices = mine ? answer?.choices : undefined;
  const [form, fields] = useAdminForm({
    id,
    schema: moduleSchema,
    lastResult: refusedResult(answer, id),
    defaultValue: nestFields(choices && answer?.values ? answer.values : item.values),
  });
  // With JavaScript a closed form is drawn when first opened: a page of modules does not start a
  // text editor for every language of every module it lists. Without it, every form is there.
  const hydrated = useHydrated();
  const startsOpen = mine && !answer?.done;
  const [opened, setOpened] = useState(startsOpen);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script ran: its form stays.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const field = (fieldName: string) => fieldAt(fields, fieldName);
  const ownErrors = { ...p.fieldErrors, ...mm.fieldErrors };
  const texts = { texts: f, ownErrors };
  return (
    <details
      ref={details}
      className="admin-module-settings"
      open={startsOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {p.configure}
        <span className="visually-hidden">: {name}</span>
      </summary>
      {hydrated && !opened ? null : (
        <Form method="post" encType="multipart/form-data" className="admin-editor" {...getFormProps(form)}>
          <input type="hidden" name="version" value={shared.version} />
          <input type="hidden" name="base" value={item.base} />
          <input type="hidden" name="module" value={item.id} />
          <input type="hidden" name="live" value={item.published ? "1" : "0"} />
          <p className="admin-module-editing">{editingNote(item, mm)}</p>
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
          </div>
          <ModuleTextFields
            field={field}
            languages={languages}
            p={p}
            mm={mm}
            f={f}
            toolbar={shared.toolbar}
            ownErrors={ownErrors}
          />
          <ModuleLookFields field={field} mm={mm} f={f} ownErrors={ownErrors} pictures={shared.pictures} />
          <button type="submit" name="intent" value="module-save" className="btn btn-accent" disabled={shared.busy}>
            {item.published ? mm.saveDraft : p.saveModule}
          </button>
        </Form>
      )}
    </details>
  );
}

/** What a published module's draft holds, each in a sentence. */
function draftNotes(item: ModuleItem, mm: AdminPageModulesMessages): string[] {
  return [
    ...(item.removing ? [mm.removingHint] : []),
    ...(item.moved ? [mm.movedHint] : []),
    ...(item.changed ? [mm.editingDraft] : []),
  ];
}

/** A published module's changes: where to see them, and the buttons that publish or drop them. */
function DraftActions({ item, name, ...shared }: Shared & { item: ModuleItem; name: string }) {
  const { mm, version, busy, previews } = shared;
  const hidden = <span className="visually-hidden">: {name}</span>;
  return (
    <div className="admin-module-draft">
      {draftNotes(item, mm).map((note) => (
        <p key={note} className="admin-hint">
          {note}
        </p>
      ))}
      <Form method="post" className="admin-row-actions">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="module" value={item.id} />
        <button type="submit" name="intent" value="module-publish-draft" className="btn btn-accent" disabled={busy}>
          {mm.publishChanges}
          {hidden}
        </button>
        <button type="submit" name="intent" value="module-discard" className="btn btn-outline" disabled={busy}>
          {item.removing && !item.moved && !item.changed ? mm.undoRemove : mm.discardChanges}
          {hidden}
        </button>
        <PreviewLinks previews={previews} mm={mm} />
      </Form>
    </div>
  );
}

function PreviewLinks({ previews, mm }: Pick<Shared, "previews" | "mm">) {
  return (
    <>
      {LANGUAGES.flatMap((language) => {
        const href = previews[language];
        return href
          ? [
              <a key={language} href={href} className="admin-preview-link">
                {mm.previewDraft} <span lang={language}>({LANGUAGE_NAMES[language]})</span>
              </a>,
            ]
          : [];
      })}
    </>
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
  const { p, mm, version, busy } = shared;
  const kind = (item: ModuleItem) =>
    item.relation === "text" ? p.ownText : (p.relationKinds[item.relationType] ?? item.relationType);
  const drafts = modules.filter((item) => item.published && item.hasDraft).length;
  const reordered = modules.some((item) => item.moved);
  return (
    <section aria-labelledby="modules-title" className="admin-section">
      <h2 id="modules-title">{p.modules}</h2>
      <p>{p.modulesIntro}</p>
      {modules.length === 0 ? <p>{p.noModules}</p> : null}
      {drafts > 0 ? (
        <Form method="post" className="admin-row-actions admin-modules-drafts">
          <input type="hidden" name="version" value={version} />
          <p>{fill(mm.draftsWaiting, { count: drafts })}</p>
          {reordered ? <p>{mm.orderWaiting}</p> : null}
          <button type="submit" name="intent" value="modules-publish-drafts" className="btn btn-accent" disabled={busy}>
            {mm.publishAll}
          </button>
        </Form>
      ) : null}
      <ol className="admin-modules">
        {modules.map((item, index) => {
          const name = fill(p.moduleNumber, { number: index + 1 });
          const label = `${name}: ${kind(item)}${item.title ? ` · ${item.title}` : ""}`;
          return (
            <li
              key={item.id}
              className={item.removing ? "admin-module admin-module-removing" : "admin-module"}
              aria-label={label}
            >
              <p className="admin-module-head">
                {item.removing ? (
                  <del>
                    <strong>{label}</strong>
                  </del>
                ) : (
                  <strong>{label}</strong>
                )}{" "}
                <span className={item.published ? "admin-badge admin-badge-on" : "admin-badge"}>
                  {item.published ? p.published : p.draft}
                </span>{" "}
                {item.removing ? <span className="admin-badge admin-badge-draft">{mm.removing}</span> : null}{" "}
                {item.moved ? <span className="admin-badge admin-badge-draft">{mm.moved}</span> : null}{" "}
                {item.changed ? <span className="admin-badge admin-badge-draft">{mm.hasDraft}</span> : null}
              </p>
              <Form method="post" className="admin-row-actions">
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="module" value={item.id} />
                <input type="hidden" name="live" value={item.published ? "1" : "0"} />
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
                {item.removing ? null : (
                  <button type="submit" name="intent" value="module-remove" className="btn btn-outline" disabled={busy}>
                    {p.remove}
                    <span className="visually-hidden">: {name}</span>
                  </button>
                )}
              </Form>
              {item.published && item.hasDraft ? <DraftActions item={item} name={name} {...shared} /> : null}
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
