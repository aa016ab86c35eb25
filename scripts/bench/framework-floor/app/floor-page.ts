// The page both floor servers render: a heading and 24 property cards with their pictures' sizes and
// a short description, the size of the site's list page (about 50 KB of HTML with the React Router
// app's loader data and scripts). Written without JSX so that Node runs it as it is in
// serve-react.ts, and Vite builds it into the floor app.
import { createElement as h, type ReactElement } from "react";

export interface FloorCard {
  id: number;
  title: string;
  city: string;
  price: number;
  bedrooms: number;
  area: number;
  bathrooms: number;
  energyLabel: string;
  description: string;
  href: string;
}

const DESCRIPTION =
  "Lichtrijk appartement op de tweede verdieping met een ruime leefruimte, een open keuken en een terras op het zuiden. " +
  "Vlak bij het station, scholen en winkels; een kelderberging en een autostaanplaats horen erbij. " +
  "De badkamer werd recent vernieuwd, de ramen hebben dubbele beglazing en de verwarming gebeurt met een zuinige " +
  "condensatieketel. Het gebouw heeft een lift, een fietsenberging en een verzorgde gemeenschappelijke tuin; de " +
  "syndickosten zijn beperkt. Vrij na akte, bezoek na afspraak.";

/** What a list page's loader would read from the database, made up here: the floor has no database. */
export function floorCards(): FloorCard[] {
  return Array.from({ length: 24 }, (_, index) => ({
    id: 1000 + index,
    title: `Verzorgd appartement ${index + 1} vlak bij het centrum`,
    city: "Halle",
    price: 250_000 + index * 5_000,
    bedrooms: 1 + (index % 4),
    area: 70 + index * 3,
    bathrooms: 1 + (index % 2),
    energyLabel: "ABCDEF"[index % 6] ?? "C",
    description: `${DESCRIPTION} (${index + 1})`,
    href: `/nl/te-koop/halle/verzorgd-appartement-${index + 1}/${1000 + index}/`,
  }));
}

const price = new Intl.NumberFormat("nl-BE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

export function FloorPage({ cards }: { cards: FloorCard[] }): ReactElement {
  return h(
    "main",
    null,
    h("h1", null, "Te koop"),
    h(
      "ul",
      { className: "cards" },
      cards.map((card) =>
        h(
          "li",
          { key: card.id },
          h(
            "a",
            { href: card.href },
            h("img", {
              src: `/images/${card.id}?width=400`,
              srcSet: [400, 800, 1200].map((width) => `/images/${card.id}?width=${width} ${width}w`).join(", "),
              sizes: "(min-width: 60em) 30vw, 100vw",
              alt: "",
              width: 400,
              height: 300,
              loading: "lazy",
            }),
            h("h2", null, card.title),
            h("p", { className: "city" }, card.city),
            h("p", { className: "price" }, price.format(card.price)),
            h("p", { className: "description" }, card.description),
            h(
              "ul",
              { className: "facts" },
              h("li", null, `${card.bedrooms} slaapkamers`),
              h("li", null, `${card.bathrooms} badkamers`),
              h("li", null, `${card.area} m²`),
              h("li", null, `EPC ${card.energyLabel}`),
            ),
          ),
        ),
      ),
    ),
  );
}
