// English phrases for the listing texts (British English, as Belgian agencies use it).

import { isForSale } from "../app/domain/listing.ts";
import type { TypeKey } from "./constants.ts";
import {
  BUILT_BY,
  count,
  energyTone,
  formatDate,
  formatMoney,
  formatNumber,
  type PhraseBook,
  type TextFacts,
} from "./text-facts.ts";

const NOUN: Record<TypeKey, string> = {
  house: "house",
  apartment: "apartment",
  studio: "studio",
  land: "building plot",
  yield: "investment property",
  commercial: "commercial space",
  garage: "garage",
  industrial: "industrial building",
  offices: "office space",
};

const ORDINAL = ["ground", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"];
const ORIENTATION: Record<string, string> = {
  south: "south",
  "south-west": "south-west",
  west: "west",
  east: "east",
  "north-east": "north-east",
  "south-east": "south-east",
};
const HEATING: Record<string, string> = {
  gas: "a gas condensing boiler",
  "heat-pump": "a heat pump",
  oil: "an oil-fired boiler",
  electric: "electric heaters",
};
const GLAZING: Record<string, string> = { single: "single", double: "double", triple: "triple" };

const m2 = (value: number | null) => `${formatNumber("en", value ?? 0)} m²`;
const rooms = (f: TextFacts) => count(f.bedrooms, "bedroom", "bedrooms");
const baths = (f: TextFacts) => count(f.bathrooms, "bathroom", "bathrooms");
const level = (floor: number | null) => `the ${ORDINAL[floor ?? 0] ?? `${floor}th`} floor`;
const houseKind = (f: TextFacts) =>
  f.facades === 4 ? "detached house" : f.facades === 3 ? "semi-detached house" : "terraced house";
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function headline(f: TextFacts): string {
  const city = f.city.en;
  // Units of a project are not built yet: never "move-in ready", always the project's name.
  if (f.project) return `New-build ${f.type === "house" ? "house" : "apartment"} in ${f.project.en}, ${city}`;
  const choice = f.variant("headline", 4);
  switch (f.type) {
    case "house":
      return [
        `Spacious ${houseKind(f)} with ${rooms(f)} in ${city}`,
        `Charming family home with a ${f.garden ? "garden" : "terrace"} in ${city}`,
        `Move-in ready ${houseKind(f)} with a ${f.garages > 0 ? "garage" : "garden"} in ${city}`,
        {
          efficient: `Energy-efficient ${houseKind(f)} in ${city}`,
          renovate: `${cap(houseKind(f))} with great potential to renovate in ${city}`,
          neutral: `${cap(houseKind(f))} full of character in ${city}`,
        }[energyTone(f)],
      ][choice] as string;
    case "apartment":
      return [
        `Bright apartment with ${rooms(f)} in ${city}`,
        `Spacious apartment with ${f.terrace ? "a sunny terrace" : "an open-plan kitchen"} in ${city}`,
        `Move-in ready apartment on ${level(f.floor)} in ${city}`,
        `Well-kept apartment near the centre of ${city}`,
      ][choice] as string;
    case "studio":
      return [
        `Cosy studio in ${city}`,
        `Move-in ready studio near the centre of ${city}`,
        `Compact studio with ${f.terrace ? "a terrace" : "an open kitchen"} in ${city}`,
        isForSale(f.goal)
          ? `Studio in ${city}, an ideal investment`
          : `Move-in ready studio for young professionals in ${city}`,
      ][choice] as string;
    case "land":
      return [
        `Building plot of ${m2(f.plot)} in ${city}`,
        `Generous building plot for a detached house in ${city}`,
        `Sunny building plot in ${city}`,
        `Quietly located building plot in ${city}`,
      ][choice] as string;
    case "yield":
      return [
        `Investment property with ${f.units} units in ${city}`,
        `Fully let investment building in ${city}`,
        `Shop with apartments above in ${city}`,
        `Profitable investment property in the centre of ${city}`,
      ][choice] as string;
    case "commercial":
      return [
        `Commercial space of ${m2(f.living)} in ${city}`,
        `Retail unit on a busy road in ${city}`,
        `Shop with a large display window in ${city}`,
        `Versatile commercial space in the centre of ${city}`,
      ][choice] as string;
    case "garage":
      return [
        `Lock-up garage in ${city}`,
        `Garage in a quiet street in ${city}`,
        `Spacious garage near the centre of ${city}`,
        f.electricDoor ? `Garage with an electric door in ${city}` : `Practical garage box in ${city}`,
      ][choice] as string;
    case "industrial":
      return [
        `Industrial building of ${m2(f.living)} in ${city}`,
        `Warehouse with offices in ${city}`,
        `SME unit with a loading dock in ${city}`,
        `Versatile warehouse with ample manoeuvring space in ${city}`,
      ][choice] as string;
    case "offices":
      return [
        `Office space of ${m2(f.living)} in ${city}`,
        `Ready-to-use offices with parking in ${city}`,
        `Prestigious office in ${city}`,
        `Bright office space in the centre of ${city}`,
      ][choice] as string;
  }
}

function intro(f: TextFacts): string {
  const city = f.city.en;
  const noun = NOUN[f.type];
  const choice = f.variant("intro", 3);
  switch (f.type) {
    case "house":
    case "apartment":
    case "studio":
      return [
        `This ${noun} lies in a quiet street in ${city}, within walking distance of shops, schools and public transport.`,
        `In a pleasant part of ${city} you will find this well-kept ${noun}, ideal for anyone looking for space and comfort.`,
        `If you want peace and quiet as well as easy access, this ${noun} in ${city} is the right choice: the centre and the main roads are close by.`,
      ][choice] as string;
    case "yield":
      return [
        `This investment property in ${city} has ${f.units} units and is a sound investment with a steady rental yield.`,
        `In a sought-after location in ${city}, this investment property offers ${f.units} separately lettable units.`,
        `Attention investors: this well-maintained investment property in ${city} is fully let and profitable from day one.`,
      ][choice] as string;
    case "land":
      return [
        `This building plot of ${m2(f.plot)} lies in quiet, green surroundings in ${city}.`,
        `In ${city} we offer this well-oriented building plot, ideal for building the home of your dreams.`,
        `Looking for a place to build yourself? This plot in ${city} is available right away, with a free choice of builder.`,
      ][choice] as string;
    case "garage":
      return [
        `This garage in ${city} is a practical way to keep your car safe and dry.`,
        `In a quiet street in ${city} we offer this lock-up garage, easy to reach by car.`,
        `Parking in ${city} becomes a lot easier with this spacious garage within walking distance of the centre.`,
      ][choice] as string;
    default:
      return [
        `This ${noun} of ${m2(f.living)} in ${city} is easy to reach, with plenty of parking nearby.`,
        `In a visible location in ${city} we offer this versatile ${noun}, suitable for a wide range of activities.`,
        `Entrepreneurs looking for a professional base in ${city} will find a well-maintained ${noun} of ${m2(f.living)} here.`,
      ][choice] as string;
  }
}

function layout(f: TextFacts): string {
  switch (f.type) {
    case "house": {
      const garage = f.garages > 0 ? ` The garage holds ${count(f.garages, "car", "cars")}.` : "";
      return `The ${houseKind(f)} offers ${m2(f.living)} of living space on a plot of ${m2(f.plot)}. The ground floor has an entrance hall with cloakroom, a bright living room and a fully fitted kitchen opening onto the ${f.garden ? "garden" : "terrace"}. Upstairs are ${rooms(f)} and ${baths(f)}.${garage}`;
    }
    case "apartment": {
      const lift = f.lift ? " and is served by a lift" : "";
      const terrace = f.terraceArea ? ` The ${m2(f.terraceArea)} terrace is perfect for eating outside.` : "";
      return `The apartment is on ${level(f.floor)}${lift}. It has an entrance hall, a living room with open-plan kitchen, ${rooms(f)}, ${baths(f)} and a separate toilet, ${m2(f.living)} in all.${terrace}`;
    }
    case "studio":
      return `The ${m2(f.living)} studio on ${level(f.floor)} combines a living and sleeping area with a fitted kitchenette, a shower room with toilet and plenty of storage.`;
    case "land": {
      const orientation = f.orientation ? ` The garden side faces ${ORIENTATION[f.orientation] ?? "south"}.` : "";
      return `The plot has a street frontage of ${formatNumber("en", f.plotWidth ?? 15)} m and is zoned as a residential area${f.profile === "village" ? " of rural character" : ""}. The subdivision permit has been granted, so you can start planning with your architect right away.${orientation}`;
    }
    case "yield":
      return `The building holds ${f.units} flats with ${rooms(f)} and ${baths(f)} in total, over ${m2(f.living)}. Every unit has its own water, gas and electricity meters.`;
    case "commercial":
      return `The ${m2(f.living)} space consists of an open sales floor with a large display window, a storeroom and toilets. Its flexible layout suits a shop, a showroom or a practice.`;
    case "offices":
      return `The ${m2(f.living)} office space on ${level(f.floor)} is laid out as an open-plan office, two meeting rooms, a kitchenette and toilets. Cabling, LED lighting and air conditioning are in place.`;
    case "industrial":
      return `The building offers ${m2(f.living)} of storage and workshop space with sectional doors and a loading dock, plus ${m2(f.officeArea)} of offices. The ${m2(f.plot)} site leaves ample room for manoeuvring and parking.`;
    case "garage":
      return `The garage measures ${m2(f.garageArea)} and has ${f.electricDoor ? "an electric" : "a manual"} up-and-over door. Lighting and a power socket are provided.`;
  }
}

function energy(f: TextFacts): string | undefined {
  if (f.epcStatus === "not-applicable") return undefined;
  const parts: string[] = [];
  if (f.constructionYear) {
    if (f.constructionYear > BUILT_BY) parts.push(`Completion is planned for ${f.constructionYear}.`);
    else
      parts.push(
        f.constructionYear >= 2020
          ? `It is a recent new build from ${f.constructionYear}.`
          : `The building dates from ${f.constructionYear}.`,
      );
  }
  if (f.renovationYear) parts.push(`It was thoroughly renovated in ${f.renovationYear}.`);
  if (f.heating && HEATING[f.heating]) {
    parts.push(
      `Heating is provided by ${HEATING[f.heating]}${f.glazing ? `, and all windows are ${GLAZING[f.glazing] ?? "double"} glazed` : ""}.`,
    );
  }
  if (f.epcStatus === "in-application") parts.push("The energy performance certificate has been applied for.");
  else if (f.luxembourgClass) parts.push(`Energy class ${f.luxembourgClass} (Luxembourg energy pass).`);
  else if (f.epcValue !== null && f.region === "flanders")
    parts.push(
      `The EPC score is ${formatNumber("en", f.epcValue)} kWh/m² per year (certificate ${f.certificateCode}).`,
    );
  else if (f.epcValue !== null && f.region === "brussels")
    parts.push(
      `The energy performance is ${formatNumber("en", f.epcValue)} kWh/m² per year, with CO2 emissions of ${formatNumber("en", f.co2 ?? 0)} kg/m² per year.`,
    );
  else if (f.epcValue !== null)
    parts.push(
      `The specific primary energy use is ${formatNumber("en", f.epcValue)} kWh/m² per year (EPB certificate ${f.certificateCode}).`,
    );
  return parts.join(" ");
}

function availability(code: string | null): string {
  if (!code || code === "by-agreement") return "by agreement";
  if (code === "immediately") return "immediately";
  if (code === "at-deed") return "on signing the deed";
  return `from ${formatDate("en", code)}`;
}

function closing(f: TextFacts): string {
  if (f.marquee === 3)
    return "This property has been sold. Browse our other properties for sale, or leave your search with us and we will let you know as soon as a matching property comes in.";
  if (f.marquee === 4)
    return "This property has been let. Browse our other properties for rent, or leave your search with us and we will let you know as soon as a matching property comes in.";
  const parts: string[] = [];
  if (f.goal === 1) {
    const charges =
      f.renterCharges > 0
        ? `plus ${formatMoney("en", f.renterCharges)} a month in common charges`
        : "with no common charges";
    parts.push(
      `The rent is ${formatMoney("en", f.price)} a month, ${charges}. Available ${availability(f.availability)}.`,
    );
  } else {
    if (f.project)
      parts.push(
        `This unit is part of the new-build project ${f.project.en}; the price is a starting price, excluding VAT, registration duties and deed costs.`,
      );
    if (f.annuity)
      parts.push(
        `The property is sold as a life annuity: a lump sum of ${formatMoney("en", f.annuity.bouquet)} and a monthly annuity of ${formatMoney("en", f.annuity.monthly)}.`,
      );
    if (!f.publishPrice) parts.push("The asking price is available on request.");
  }
  if (f.banner === "full")
    parts.push(
      "All viewing slots are currently booked; leave your details and we will contact you as soon as a slot becomes free.",
    );
  else {
    parts.push(
      [
        "Interested? Contact our office in Halle or request a viewing straight from this page.",
        "Don't miss this opportunity: book a viewing today.",
        "More information or a visit? Our team is at your service six days a week.",
      ][f.variant("closing", 3)] as string,
    );
  }
  return parts.join(" ");
}

export const en: PhraseBook = {
  language: "en",
  banners: {
    match: "It's a match!",
    option: "Under option!",
    sold: "Sold!",
    rented: "Let!",
    full: "Viewings fully booked!",
  },
  headline,
  paragraphs: (f) => [intro(f), layout(f), energy(f), closing(f)].filter((text): text is string => Boolean(text)),
};
