// A bare site (settings, menu pages, no properties) for working on the e2e harness before the demo
// seed exists: `E2E_SITE=minimal npm run test:e2e`. The real run uses the demo agency (SEED_DEMO=1).

import { createDatabase } from "../../app/.server/db/client.ts";
import { migrateDatabase } from "../../app/.server/db/migrate.ts";
import { pages, siteSettings } from "../../app/.server/db/schema.ts";
import type { PageId } from "../../app/i18n/route-table.ts";

const menu: [PageId, string][] = [
  ["home", "Home"],
  ["forSale", "Te koop"],
  ["forRent", "Te huur"],
  ["projects", "Projecten"],
  ["services", "Diensten"],
  ["team", "Team"],
  ["contact", "Contact"],
  ["privacy", "Privacy"],
  ["cookiePolicy", "Cookies"],
  ["disclaimer", "Disclaimer"],
];

export async function seedMinimalSite(databaseUrl: string): Promise<void> {
  const db = createDatabase(databaseUrl, { max: 2 });
  try {
    await migrateDatabase(db);
    await db.insert(siteSettings).values({
      defaultLanguage: "nl",
      enabledLanguages: ["nl", "fr", "en", "de"],
      contactTimeSlots: ["10:00-13:00"],
      tracking: {},
      topBarLeft: [
        { published: true, label: { nl: "02 356 00 00" }, href: "tel:+3223560000", icon: "phone" },
        { published: true, label: { nl: "info@example.be" }, href: "mailto:info@example.be", icon: "mail" },
      ],
      topBarRight: [
        { published: true, label: { nl: "Facebook" }, href: "https://www.facebook.com/example", icon: "facebook" },
      ],
      footerColumns: [
        {
          title: { nl: "Kantoor" },
          titlePublic: true,
          intro: { nl: "Markt 1, Halle" },
          introPublic: true,
          text: {},
          textPublic: false,
        },
      ],
      agency: {
        name: "Test Vastgoed",
        legalName: "Test Vastgoed bv",
        street: "Markt 1",
        zip: "1500",
        city: { nl: "Halle", fr: "Hal" },
        phone: "+3223560000",
        email: "info@example.be",
        companyNumber: "0123.456.749",
        vatNumber: "BE0123456749",
        professionalTitle: { nl: "Erkend vastgoedmakelaar-bemiddelaar" },
        bivNumber: "512345",
        country: { nl: "België" },
        supervisor: "BIV, Luxemburgstraat 16b, 1000 Brussel",
        insurer: "AXA Belgium",
        policyNumber: "730.390.160",
        ethicsCodeUrl: "https://www.biv.be/deontologie",
        latitude: 50.73,
        longitude: 4.23,
        openingHours: { nl: "ma-vr 9-18" },
        verification: {},
      },
    });
    await db.insert(pages).values(
      menu.map(([routeKey, title], sort) => ({
        routeKey,
        name: title,
        sort,
        showInMenu: !["privacy", "cookiePolicy", "disclaimer"].includes(routeKey),
        params: {
          title: { nl: title },
          description: {},
          seo: {},
          flags: {
            showBreadCrumb: true,
            showPageBanner: true,
            isHaveSubMenu: false,
            showFixedMenu: false,
            noReferrerNoFollow: false,
            noCookiePopup: false,
          },
        },
      })),
    );
  } finally {
    await db.$client.end();
  }
}
