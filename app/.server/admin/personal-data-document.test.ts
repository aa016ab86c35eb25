import { describe, expect, it } from "vitest";
import { personalDataDocument, personLanguage } from "./personal-data-document.ts";
import type { PersonalData } from "./privacy.ts";

const at = new Date("2026-03-02T09:30:00Z");

function found(language = "fr"): PersonalData {
  return {
    address: "an@example.be",
    contacts: [
      {
        id: 1,
        name: "An Peeters",
        email: "an@example.be",
        phone: "+32480123456",
        language,
        notes: [{ id: 9, contactId: 1, author: "Els", text: "Rappelle après l'été.", createdAt: at }],
      },
    ],
    leads: [
      {
        id: 3,
        kind: "contact-me",
        language: "nl",
        name: "Mevr. An Peeters",
        createdAt: at,
        propertyId: 512,
        fields: { title: "ms", firstName: "An", request: "visit", remark: "<b>Vrij?</b>" },
        notes: [],
      },
    ],
    visitBookings: [{ id: 4, startsAt: at, propertyId: 512, cancelledAt: at }],
    demands: [{ id: 5, createdAt: at, confirmedAt: at, unsubscribedAt: null }],
    newsletterSubscriptions: [],
    propertyFollows: [{ id: 8, propertyId: 512, createdAt: at, confirmedAt: at, unsubscribedAt: null }],
    testimonials: [],
    outgoingMails: [{ id: 6, to: "an@example.be", subject: "Votre demande", createdAt: at }],
    mentions: [],
  };
}

describe("the readable statement of a person's data", () => {
  it("is written in the person's language: their contact's, else their last request's", () => {
    expect(personLanguage(found("fr"), "nl")).toBe("fr");
    expect(personLanguage({ ...found(), contacts: [] }, "en")).toBe("nl");
    expect(personLanguage({ ...found(), contacts: [], leads: [] }, "en")).toBe("en");
  });

  it("tells each request under the form's labels, the visits, searches, mails and the agency's notes", () => {
    const text = personalDataDocument(found(), { language: "fr", agency: "Immo Zenne", now: at });
    expect(text).toMatch(/^Données que Immo Zenne conserve à votre sujet\n=+\n/);
    expect(text).toContain("pour l'adresse e-mail an@example.be");
    expect(text).toContain("Téléphone: 0480 12 34 56");
    expect(text).toContain("  Civilité: Mme");
    expect(text).toContain("  Je souhaite: Demander une visite");
    // What the visitor typed stays as typed: text, not markup.
    expect(text).toContain("<b>Vrij?</b>");
    expect(text).toMatch(/Vos visites\n-+\n\n.*Bien 512 · annulée/);
    expect(text).toMatch(/Vos recherches\n-+\n\n.* · confirmée/);
    expect(text).toMatch(/Vos inscriptions à la newsletter\n-+\nRien\./);
    expect(text).toMatch(/Les biens que vous suivez\n-+\n\n.* · Bien 512 · confirmée/);
    expect(text).toContain("an@example.be · Votre demande");
    expect(text).toContain("  Rappelle après l'été.");
    expect(text).not.toMatch(/undefined|null|\[object/);
  });

  it("tells a visit's confirmation and what the agent noted after it, by whom, when, and whether the owner saw it", () => {
    const visits = (feedbackForOwner: boolean) => ({
      ...found(),
      visitBookings: [
        {
          id: 7,
          startsAt: at,
          propertyId: 512,
          cancelledAt: null,
          confirmedAt: at,
          feedback: "Vond de tuin te klein.",
          feedbackAt: at,
          feedbackBy: "Jan Maes",
          feedbackForOwner,
        },
      ],
    });
    const shared = personalDataDocument(visits(true), { language: "nl", agency: "Immo Zenne", now: at });
    expect(shared).toMatch(
      /Uw bezoeken\n-+\n\n.*Pand 512 · bevestigd\n {2}Wat onze medewerker na het bezoek noteerde \(Jan Maes, .+\) · ook getoond aan de eigenaar:\n {2}Vond de tuin te klein\./,
    );
    const kept = personalDataDocument(visits(false), { language: "de", agency: "Immo Zenne", now: at });
    expect(kept).toMatch(
      /Was unser Mitarbeiter nach der Besichtigung notierte \(Jan Maes, .+\):\n {2}Vond de tuin te klein\./,
    );
    expect(kept).not.toContain("Eigentümer");
  });
});
