// A project's photos: upload, order and cover, captions and alt texts, delete (the photo page a
// property has too; see photo-page.ts).
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { photoPageAction, photoPageData } from "../../.server/admin/photo-page.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { PhotoPage, photoPageTitle } from "../../components/admin/photo-page.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-photos.css";
import type { Route } from "./+types/project-photos";

// The photo list's React Aria widgets find their style in place (see react-aria-csp.ts).
export function links() {
  return reactAriaLinks();
}

export function loader({ params, context }: Route.LoaderArgs) {
  return photoPageData(context.get(staffContext), "project", positiveIdParam(params, "id"));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return photoPageAction(request, context.get(staffContext), "project", positiveIdParam(params, "id"));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${photoPageTitle(loaderData.p, loaderData.owner)} | ${loaderData.m.backOfficeTitle}` : "" },
  ];
}

export default function ProjectPhotos({ loaderData }: Route.ComponentProps) {
  return <PhotoPage data={loaderData} />;
}
