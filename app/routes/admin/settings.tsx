import { useActionData } from "react-router";
import { generalSection } from "../../.server/admin/settings/general-section.ts";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { leadSettings } from "../../.server/leads/lead-settings.ts";
import { GeneralForm } from "../../components/admin/settings/general-form.tsx";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { generalSettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import type { Route } from "./+types/settings";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** Languages, display, call-back times, consent lifetime and lead retention: managers only. */
export async function loader({ context }: Route.LoaderArgs) {
  // The retention period the server falls back on when the field is empty (LEAD_RETENTION_MONTHS).
  return {
    ...(await loadSettingsPage(context.get(staffContext), generalSection)),
    retentionDefault: leadSettings().retentionMonths,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), generalSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections.general} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function GeneralSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      data={loaderData}
      answer={useActionData<typeof action>()}
      section="general"
      schema={generalSettingsForm.schema}
      hasRows
    >
      {(fields) => <GeneralForm fields={fields} retentionDefault={loaderData.retentionDefault} />}
    </SettingsPage>
  );
}
