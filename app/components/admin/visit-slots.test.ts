// How full a visit slot is, as the week, the day, the list and the slot's page say it: the noun
// agrees with the number of places, in each language of the back office.
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import { placesText } from "./visit-slots.tsx";

describe("placesText", () => {
  it.each<[Language, number, number, string]>([
    ["nl", 0, 1, "0 van 1 plaats bezet"],
    ["nl", 1, 1, "1 van 1 plaats bezet"],
    ["nl", 1, 3, "1 van 3 plaatsen bezet"],
    ["en", 1, 1, "1 of 1 place taken"],
    ["en", 0, 2, "0 of 2 places taken"],
    ["de", 1, 1, "1 von 1 Platz belegt"],
    ["de", 2, 4, "2 von 4 Plätzen belegt"],
    // French would make the noun agree with the places taken; it says the figures after it instead.
    ["fr", 1, 3, "Places prises : 1 sur 3"],
    ["fr", 0, 1, "Places prises : 0 sur 1"],
  ])("%s, %i of %i: %s", (language, booked, capacity, said) => {
    expect(placesText({ booked, capacity }, ADMIN_VISITS_MESSAGES[language].visits, language)).toBe(said);
  });
});
