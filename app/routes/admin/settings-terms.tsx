import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { termsSection } from "../../.server/admin/settings/terms-section.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TermsForm } from "../../components/admin/settings/terms-form.tsx";
import { termsSettingsForm } from "../../domain/admin-forms/terms-settings-form.ts";
import type { Route } from "./+types/settings-terms";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The amounts the offer and rental texts quote: managers only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context.get(staffContext), termsSection);
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), termsSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections.terms} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function TermsSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage
      data={loaderData}
      answer={useActionData<typeof action>()}
      section="terms"
      schema={termsSettingsForm.schema}
    >
      {(fields) => <TermsForm fields={fields} />}
    </SettingsPage>
  );
}
