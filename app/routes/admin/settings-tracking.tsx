import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { trackingSection } from "../../.server/admin/settings/tracking-section.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TrackingForm } from "../../components/admin/settings/tracking-form.tsx";
import { trackingSettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import type { Route } from "./+types/settings-tracking";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** Tag ids loaded after consent and the site's verification tags: managers only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context.get(staffContext), trackingSection);
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), trackingSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections.tracking} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function TrackingSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      data={loaderData}
      answer={useActionData<typeof action>()}
      section="tracking"
      schema={trackingSettingsForm.schema}
    >
      {(fields) => <TrackingForm fields={fields} />}
    </SettingsPage>
  );
}
