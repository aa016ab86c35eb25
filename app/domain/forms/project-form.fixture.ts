// A project editor's draft as the tests start from: Residentie Zenne in Halle, published, two units
// (the second not yet saved) and a price list; a test gives what it needs otherwise. Used by tests
// only; it sits beside the form, not in tests/support, because app/domain imports nothing outside it.
import type { ProjectDraft } from "./project-draft.ts";

/** A name in no language. */
export const NO_NAMES = { nl: "", fr: "", en: "", de: "" };

export function projectDraft(change: Partial<ProjectDraft> = {}): ProjectDraft {
  return {
    texts: {
      nl: { title: "Residentie Zenne", description: "Twaalf appartementen." },
      fr: { title: "", description: "" },
      en: { title: "", description: "" },
      de: { title: "Residenz Zenne", description: "" },
    },
    number: "P-7",
    delivery: "2027",
    status: "published",
    externalUrl: "",
    street: "Molenstraat",
    houseNumber: "4",
    boxNr: "",
    zip: "1500",
    countryId: "10",
    cityNames: { ...NO_NAMES, nl: "Halle", fr: "Hal" },
    publicAddress: true,
    latitude: "50,7335",
    longitude: "4.2345",
    units: [
      {
        id: "3",
        name: "A.0.1",
        floor: "0",
        status: "available",
        price: "€ 325.000",
        surface: "84,5",
        bedrooms: "2",
        propertyId: "",
      },
      { id: "", name: "A.1.1", floor: "1", status: "sold", price: "", surface: "", bedrooms: "", propertyId: "" },
    ],
    documents: [{ id: "9", names: { ...NO_NAMES, nl: "Prijslijst" } }],
    newDocumentNames: NO_NAMES,
    ...change,
  };
}
