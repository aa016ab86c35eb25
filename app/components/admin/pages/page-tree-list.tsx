// The menu as a tree of nested lists: each page with its name, status and place in the menu, and
// buttons that work without JavaScript to move it up or down among its siblings, publish or
// unpublish it, show or hide it in the menu, move it under another page, or remove a free page.
import { Form, Link } from "react-router";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { ParentOption, TreeLevel } from "../../../shared/page-admin-views.ts";

interface Shared {
  p: AdminPagesMessages;
  parents: ParentOption[];
  busy: boolean;
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

function PageNode({ item, p, parents, busy, parentId }: Shared & { item: TreeLevel; parentId: number | null }) {
  const page = item.node;
  const hidden = <span className="visually-hidden">: {page.name}</span>;
  return (
    <li className="admin-tree-item">
      <div className="admin-tree-page">
        <p className="admin-tree-head">
          <Link to={`/admin/pages/${page.id}/`} className="admin-tree-name">
            {page.name}
          </Link>
          {page.title !== page.name ? <span className="admin-tree-title"> · {page.title}</span> : null}
        </p>
        <p className="admin-tree-facts">
          <span className={page.published ? "admin-badge admin-badge-on" : "admin-badge"}>
            {page.published ? p.published : p.draft}
          </span>
          <span className="admin-badge">{page.showInMenu ? p.inMenu : p.notInMenu}</span>
          <span className="admin-badge">{page.free ? p.freePage : p.fixedPage}</span>
          {page.path ? <code className="admin-tree-path">{page.path}</code> : null}
        </p>
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
      {item.children.length > 0 ? (
        <ul className="admin-tree">
          {item.children.map((child) => (
            <PageNode key={child.node.id} item={child} p={p} parents={parents} busy={busy} parentId={page.id} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function PageTreeList({ tree, ...shared }: Shared & { tree: TreeLevel[] }) {
  return (
    <ul className="admin-tree admin-tree-root">
      {tree.map((item) => (
        <PageNode key={item.node.id} item={item} parentId={null} {...shared} />
      ))}
    </ul>
  );
}
