import { useMemo } from "react";
import { useActionData } from "react-router";
import { agencySection } from "../../.server/admin/settings/agency-section.ts";
import { loadSettingsPage, settingsAction } from "../../.server/admin/settings/settings-route.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { AgencyForm } from "../../components/admin/settings/agency-form.tsx";
import { SettingsPage } from "../../components/admin/settings/settings-page.tsx";
import { agencySettingsForm } from "../../domain/admin-forms/settings-forms.ts";
import { ADMIN_SITE_PICTURES_MESSAGES } from "../../i18n/messages/admin-site-pictures.ts";
import type { Route } from "./+types/settings-agency";
import "../../styles/admin-editing.css";
import "../../styles/admin-settings.css";

/** The agency's identity, the site's logo and the legal mentions the footer shows: managers only. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    ...(await loadSettingsPage(user, agencySection)),
    u: ADMIN_SITE_PICTURES_MESSAGES[user.language],
    megapixels: MAX_INPUT_PIXELS / 1_000_000,
  };
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
      {(fields) => <AgencyForm fields={fields} u={loaderData.u} megapixels={loaderData.megapixels} />}
    </SettingsPage>
  );
}
