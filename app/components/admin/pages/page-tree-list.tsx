// The menu as a compact tree: one line a page (its name, linked to its editor, its status and
// address), its sub-pages folded under a disclosure button, and its actions (move up or down,
// publish or unpublish, show or hide in the menu, move under another page, remove a free page)
// behind an "Actions" disclosure. Everything works without JavaScript: a disclosure button is a
// button of a GET form that asks for the tree with that branch open (?open=3,7), and the actions are
// forms inside a <details>. With JavaScript the buttons fold and unfold in place.
import { type MouseEvent, useState } from "react";
import { Form } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import type { AdminPageModulesMessages } from "../../../i18n/messages/admin-page-modules.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { ParentOption, TreeLevel } from "../../../shared/page-admin-views.ts";
import { Link } from "../../ui/link.tsx";

/** The form the disclosure buttons belong to: without JavaScript, each asks for the tree anew. */
const OPEN_FORM = "page-tree-open";

interface Shared {
  p: AdminPagesMessages;
  mm: AdminPageModulesMessages;
  parents: ParentOption[];
  busy: boolean;
  open: ReadonlySet<number>;
  toggle: (id: number, event: MouseEvent) => void;
}

/** The pages a page may move under: not itself nor a page below it; a free page under free pages only. */
function parentChoices(parents: ParentOption[], item: TreeLevel): ParentOption[] {
  const below = new Set<number>();
  const walk = (level: TreeLevel) => {
    below.add(level.node.id);
    for (const child of level.children) walk(child);
  };
  walk(item);
  return parents.filter((parent) => !below.has(parent.id) && (!item.node.free || parent.free));
}

/** The ids of every page that has sub-pages. */
function branchIds(tree: readonly TreeLevel[]): number[] {
  return tree.flatMap((item) => (item.children.length > 0 ? [item.node.id, ...branchIds(item.children)] : []));
}

/** The open branches as the GET form posts them: "3,7". */
function openValue(open: ReadonlySet<number>): string {
  return [...open].sort((a, b) => a - b).join(",");
}

function PageActions({ item, p, mm, parents, busy, parentId }: Shared & { item: TreeLevel; parentId: number | null }) {
  const page = item.node;
  const hidden = <span className="visually-hidden">: {page.name}</span>;
  return (
    <details className="admin-tree-actions">
      <summary>
        {mm.tree.actions}
        {hidden}
      </summary>
      <div className="admin-tree-panel">
        <p className="admin-hint">{page.free ? p.freePage : p.fixedPage}</p>
        <Form method="post" className="admin-row-actions">
          <input type="hidden" name="id" value={page.id} />
          <input type="hidden" name="version" value={page.version} />
          <button type="submit" name="intent" value="up" className="btn btn-outline" disabled={busy || page.first}>
            {p.moveUp}
            {hidden}
          </button>
          <button type="submit" name="intent" value="down" className="btn btn-outline" disabled={busy || page.last}>
            {p.moveDown}
            {hidden}
          </button>
          <button
            type="submit"
            name="intent"
            value={page.published ? "unpublish" : "publish"}
            className="btn btn-outline"
            disabled={busy}
          >
            {page.published ? p.unpublish : p.publish}
            {hidden}
          </button>
          <button
            type="submit"
            name="intent"
            value={page.showInMenu ? "hide" : "show"}
            className="btn btn-outline"
            disabled={busy}
          >
            {page.showInMenu ? p.hideFromMenu : p.showInMenu}
            {hidden}
          </button>
        </Form>
        <Form method="post" className="admin-row-actions admin-tree-move">
          <input type="hidden" name="id" value={page.id} />
          <input type="hidden" name="version" value={page.version} />
          <label htmlFor={`move-${page.id}`}>
            {p.moveUnder}
            {hidden}
          </label>
          <select id={`move-${page.id}`} name="parent" defaultValue={parentId === null ? "" : String(parentId)}>
            <option value="">{p.topLevel}</option>
            {parentChoices(parents, item).map((parent) => (
              <option key={parent.id} value={parent.id}>
                {"\u00a0\u00a0".repeat(parent.depth)}
                {parent.label}
              </option>
            ))}
          </select>
          <button type="submit" name="intent" value="move" className="btn btn-outline" disabled={busy}>
            {p.move}
            {hidden}
          </button>
        </Form>
        {page.free && page.childCount === 0 ? (
          <details className="admin-tree-remove">
            <summary>
              {p.remove}
              {hidden}
            </summary>
            <Form method="post">
              <input type="hidden" name="id" value={page.id} />
              <input type="hidden" name="version" value={page.version} />
              <p>{p.removeWarning}</p>
              <button type="submit" name="intent" value="remove" className="btn btn-accent" disabled={busy}>
                {p.removeConfirm}
                {hidden}
              </button>
            </Form>
          </details>
        ) : null}
      </div>
    </details>
  );
}

function PageNode(props: Shared & { item: TreeLevel; parentId: number | null }) {
  const { item, p, mm, open, toggle } = props;
  const page = item.node;
  const expanded = open.has(page.id);
  const childrenId = `page-${page.id}-children`;
  // Without JavaScript the button asks for the tree with this branch turned the other way.
  const next = new Set(open);
  if (expanded) next.delete(page.id);
  else next.add(page.id);
  return (
    <li className="admin-tree-item">
      <div className="admin-tree-row">
        {item.children.length > 0 ? (
          <button
            type="submit"
            form={OPEN_FORM}
            name="open"
            value={openValue(next)}
            className="admin-tree-toggle"
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={(event) => toggle(page.id, event)}
          >
            <span className="admin-tree-chevron" aria-hidden="true" />
            {fill(mm.tree.childCount, { count: item.children.length })}
            <span className="visually-hidden"> {fill(mm.tree.children, { name: page.name })}</span>
          </button>
        ) : (
          <span className="admin-tree-leaf" />
        )}
        <span className="admin-tree-head">
          <Link to={`/admin/pages/${page.id}/`} className="admin-tree-name">
            {page.name}
          </Link>
          {page.title !== page.name ? <span className="admin-tree-title"> · {page.title}</span> : null}
        </span>
        <span className="admin-tree-facts">
          <span className={page.published ? "admin-badge admin-badge-on" : "admin-badge"}>
            {page.published ? p.published : p.draft}
          </span>
          {page.showInMenu ? null : <span className="admin-badge">{p.notInMenu}</span>}
          {page.path ? <code className="admin-tree-path">{page.path}</code> : null}
        </span>
        <PageActions {...props} />
      </div>
      {item.children.length > 0 ? (
        <ul className="admin-tree" id={childrenId} hidden={!expanded}>
          {item.children.map((child) => (
            <PageNode key={child.node.id} {...props} item={child} parentId={page.id} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function PageTreeList({
  tree,
  opened,
  ...shared
}: Omit<Shared, "open" | "toggle"> & {
  tree: TreeLevel[];
  /** The branches open as the page was asked for (?open=), or every one. */
  opened: readonly number[] | "all";
}) {
  const all = branchIds(tree);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(opened === "all" ? all : opened));
  const toggle = (id: number, event: MouseEvent) => {
    event.preventDefault();
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const setAll = (ids: number[]) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(new Set(ids));
  };
  const { mm } = shared;
  return (
    <>
      <form id={OPEN_FORM} method="get" className="admin-row-actions admin-tree-tools">
        <button type="submit" name="open" value="all" className="btn btn-outline" onClick={setAll(all)}>
          {mm.tree.expandAll}
        </button>
        <button type="submit" name="open" value="" className="btn btn-outline" onClick={setAll([])}>
          {mm.tree.collapseAll}
        </button>
      </form>
      <ul className="admin-tree admin-tree-root">
        {tree.map((item) => (
          <PageNode key={item.node.id} item={item} parentId={null} open={open} toggle={toggle} {...shared} />
        ))}
      </ul>
    </>
  );
}
