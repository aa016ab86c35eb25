import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { trackingSection } from "../../.server/admin/settings/tracking-section.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TrackingForm } from "../../components/admin/settings/tracking-form.tsx";
import type { Route } from "./+types/settings-tracking";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** Tag ids loaded after consent and the site's verification tags: managers only. */
export function loader({ request }: Route.LoaderArgs) {
  return loadSettingsPage(request, trackingSection);
}

export function action({ request }: Route.ActionArgs) {
  return settingsAction(request, trackingSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.s.sections.tracking} | ${loaderData.s.title} | ${loaderData.m.title}` : "" },
  ];
}

export default function TrackingSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage data={loaderData} answer={useActionData<typeof action>()} section="tracking">
      <TrackingForm />
    </SettingsPage>
  );
}
