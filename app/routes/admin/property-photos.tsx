// A property's photos: upload, order and cover, captions and alt texts, delete (the photo page a
// project has too; see photo-page.ts).
import { photoPageAction, photoPageData } from "../../.server/admin/photo-page.ts";
import { PhotoPage, photoPageTitle } from "../../components/admin/photo-page.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-photos.css";
import type { Route } from "./+types/property-photos";

// The photo list's React Aria widgets find their style in place (see react-aria-csp.ts).
export function links() {
  return reactAriaLinks();
}

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return photoPageData(request, "property", params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return photoPageAction(request, "property", params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${photoPageTitle(loaderData.p, loaderData.owner)} | ${loaderData.m.title}` : "" }];
}

export default function PropertyPhotos({ loaderData }: Route.ComponentProps) {
  return <PhotoPage data={loaderData} />;
}
