import { useLoaderData } from "react-router";
import { FloorPage, floorCards } from "../floor-page.ts";

export function loader() {
  return { cards: floorCards() };
}

export default function List() {
  const { cards } = useLoaderData<typeof loader>();
  return <FloorPage cards={cards} />;
}
