import { notFound } from "../server/http-errors.ts";

// Placeholder until this page is built: it answers the localized 404.
export function loader() {
  return notFound();
}

export default function Page() {
  return null;
}
