import { useMemo } from "react";
import { useActionData } from "react-router";
import { footerSection } from "../../.server/admin/settings/footer-section.ts";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { FooterForm } from "../../components/admin/settings/footer-form.tsx";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { footerSettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import type { Route } from "./+types/settings-footer";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The footer's columns: managers only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context.get(staffContext), footerSection);
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), footerSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections.footer} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function FooterSettings({ loaderData }: Route.ComponentProps) {
  const schema = useMemo(() => footerSettingsForm(loaderData.defaultLanguage).schema, [loaderData.defaultLanguage]);
  return (
    <SettingsPage data={loaderData} answer={useActionData<typeof action>()} section="footer" schema={schema} hasRows>
      {(fields) => <FooterForm fields={fields} />}
    </SettingsPage>
  );
}
