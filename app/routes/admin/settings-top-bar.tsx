import { useActionData } from "react-router";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { TOP_BAR_ICONS, topBarSection } from "../../.server/admin/settings/top-bar-section.ts";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { TopBarForm } from "../../components/admin/settings/top-bar-form.tsx";
import type { Route } from "./+types/settings-top-bar";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The top bar's links: managers only. */
export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadSettingsPage(request, topBarSection)), icons: TOP_BAR_ICONS };
}

export function action({ request }: Route.ActionArgs) {
  return settingsAction(request, topBarSection);
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
