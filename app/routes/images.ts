// The image service (SPEC.md section 7): /images/<key>?width=&height=&format=webp|png.
import { dataDir } from "../.server/images/data-dir.ts";
import { imageResponse } from "../.server/images/image-response.ts";
import type { Route } from "./+types/images";

export function loader({ request, params }: Route.LoaderArgs) {
  return imageResponse(dataDir(), params.key, new URL(request.url).searchParams);
}
