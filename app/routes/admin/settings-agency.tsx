import { useMemo } from "react";
import { useActionData } from "react-router";
import { agencySection } from "../../.server/admin/settings/agency-section.ts";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AgencyForm } from "../../components/admin/settings/agency-form.tsx";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { agencySettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import type { Route } from "./+types/settings-agency";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The agency's identity and the legal mentions the footer shows: managers only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context.get(staffContext), agencySection);
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), agencySection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections.agency} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function AgencySettings({ loaderData }: Route.ComponentProps) {
  const schema = useMemo(() => agencySettingsForm(loaderData.defaultLanguage).schema, [loaderData.defaultLanguage]);
  return (
    <SettingsPage data={loaderData} answer={useActionData<typeof action>()} section="agency" schema={schema}>
      {(fields) => <AgencyForm fields={fields} />}
    </SettingsPage>
  );
}
