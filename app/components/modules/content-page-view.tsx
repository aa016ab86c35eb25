import type { ReactNode } from "react";
import type { PageView } from "../../shared/module-data.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { Banner } from "./banner.tsx";
import { ModuleList } from "./module-list.tsx";

/** A page of the tree: banner (or a plain title), breadcrumb, its modules, then anything extra. */
export function ContentPageView({ page, children }: { page: PageView; children?: ReactNode }) {
  const m = useRootData().messages.frame;
  // A first module with an introduction of its own opens the page: the page's description (its
  // meta description) under the title would say the same thing twice.
  const lead = page.modules[0]?.descriptionHtml ? "" : page.description;
  return (
    <>
      {page.banner ? <Banner banner={page.banner} variant="page" /> : null}
      <div className="container page-body">
        {page.showBreadcrumb ? <Breadcrumb crumbs={page.breadcrumb} label={m.breadcrumb} /> : null}
        {page.banner ? null : (
          <header className="page-header">
            <h1 id="page-title">{page.title}</h1>
            {lead ? <p className="lead">{lead}</p> : null}
          </header>
        )}
        <ModuleList
          modules={page.modules}
          pageTitle={page.banner?.title ?? page.title}
          pageDescription={page.banner ? page.banner.description : page.description}
        />
        {children}
      </div>
    </>
  );
}
