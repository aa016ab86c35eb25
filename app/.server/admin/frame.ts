// The back office frame's data for one staff member: who they are, the agency, and the menu their
// role may use, in their language.

import { adminFrameTexts } from "../../i18n/messages/admin-frame/texts.server.ts";
import { adminNavMessages } from "../../i18n/messages/admin-nav/index.server.ts";
import type { AdminFrameData } from "../../shared/admin-frame-data.ts";
import { adminNav } from "../../shared/admin-nav.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { SignedInUser } from "../auth/session.ts";
import { siteData } from "../site-settings.ts";

export async function adminFrameData(user: SignedInUser): Promise<AdminFrameData> {
  const { settings } = await siteData();
  const texts = adminNavMessages(user.language);
  return {
    language: user.language,
    title: texts.title,
    agencyName: settings.agency.name,
    user: { name: user.name, roleLabel: texts.roles[user.role] },
    nav: adminNav(user.role, texts, { twoFactorPending: user.role === "manager" && !user.twoFactorEnabled }),
    texts: adminFrameTexts(user.language),
    signOut: { path: adminHref("sign-out"), label: texts.signOut, everywhereLabel: texts.signOutEverywhere },
  };
}
