import { useMemo } from "react";
import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { topBarSection } from "../../.server/admin/settings/top-bar-section.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TopBarForm } from "../../components/admin/settings/top-bar-form.tsx";
import { topBarSettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import type { Route } from "./+types/settings-top-bar";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The top bar's links: managers only. */
export function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context.get(staffContext), topBarSection);
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), topBarSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.s.sections["top-bar"]} | ${loaderData.s.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function TopBarSettings({ loaderData }: Route.ComponentProps) {
  const schema = useMemo(() => topBarSettingsForm(loaderData.defaultLanguage).schema, [loaderData.defaultLanguage]);
  return (
    <SettingsPage data={loaderData} answer={useActionData<typeof action>()} section="top-bar" schema={schema} hasRows>
      {(fields) => <TopBarForm fields={fields} />}
    </SettingsPage>
  );
}
