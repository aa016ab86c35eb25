import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { TOP_BAR_ICONS, topBarSection } from "../../.server/admin/settings/top-bar-section.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TopBarForm } from "../../components/admin/settings/top-bar-form.tsx";
import type { Route } from "./+types/settings-top-bar";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The top bar's links: managers only. */
export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadSettingsPage(context.get(staffContext), topBarSection)), icons: TOP_BAR_ICONS };
}

export function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context.get(staffContext), topBarSection);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.s.sections["top-bar"]} | ${loaderData.s.title} | ${loaderData.m.title}` : "" },
  ];
}

export default function TopBarSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsPage data={loaderData} answer={useActionData<typeof action>()} section="top-bar">
      <TopBarForm icons={loaderData.icons} />
    </SettingsPage>
  );
}
