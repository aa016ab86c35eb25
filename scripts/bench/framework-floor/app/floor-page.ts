// The page both floor servers render: a heading and 24 property cards, about 10 KB of HTML. Written
// without JSX so that Node runs it as it is in serve-react.ts, and Vite builds it into the floor app.
import { createElement as h, type ReactElement } from "react";

export interface FloorCard {
  id: number;
  title: string;
  city: string;
  price: number;
  bedrooms: number;
  area: number;
  href: string;
}

/** What a list page's loader would read from the database, made up here: the floor has no database. */
export function floorCards(): FloorCard[] {
  return Array.from({ length: 24 }, (_, index) => ({
    id: 1000 + index,
    title: `Verzorgd appartement ${index + 1} vlak bij het centrum`,
    city: "Halle",
    price: 250_000 + index * 5_000,
    bedrooms: 1 + (index % 4),
    area: 70 + index * 3,
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
            h("img", { src: `/images/${card.id}?width=400`, alt: "", width: 400, height: 300, loading: "lazy" }),
            h("h2", null, card.title),
            h("p", null, card.city),
            h("p", null, price.format(card.price)),
            h("ul", null, h("li", null, `${card.bedrooms} slaapkamers`), h("li", null, `${card.area} m²`)),
          ),
        ),
      ),
    ),
  );
}
