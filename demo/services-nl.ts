// The agency's five service articles in Dutch.
import type { ArticleText, ServiceKey } from "./article-types.ts";

export const servicesNl: Record<ServiceKey, ArticleText> = {
  selling: {
    slug: "verkopen",
    title: "Uw woning verkopen",
    summary:
      "Van een correcte vraagprijs tot de sleutels bij de notaris: wij begeleiden uw verkoop van begin tot eind.",
    body: [
      "Een woning verkopen doet u maar enkele keren in uw leven. Wij nemen het hele traject op ons, van de eerste schatting tot de ondertekening van de akte bij de notaris, zodat u weet waar u aan toe bent.",
      "Alles begint met een correcte vraagprijs. Na een plaatsbezoek bepalen wij gratis de waarde van uw woning op basis van recente verkopen in de buurt, de staat van het pand en de markt van vandaag. Een realistische prijs trekt de juiste kandidaten aan en voorkomt dat uw woning maanden te koop staat.",
      "Daarna stellen wij het dossier samen dat de wet vraagt: het energieprestatiecertificaat, het asbestattest voor gebouwen van vóór 2001, het keuringsverslag van de elektrische installatie, de stedenbouwkundige inlichtingen en, in Vlaanderen, de overstromingsscores. Ontbreekt er iets, dan regelen wij de keuringen met erkende deskundigen.",
      "Uw woning verdient een sterke presentatie: professionele foto's, een virtuele rondgang en een heldere beschrijving in het Nederlands, het Frans en het Engels. Wij publiceren op onze website en op de grote vastgoedportalen, en verwittigen meteen de kandidaat-kopers uit onze databank die een woning zoals de uwe zoeken.",
      "Wij plannen de bezoeken, volgen elke kandidaat persoonlijk op en geven u na elk bezoek feedback. Komt er een bod, dan onderhandelen wij in uw belang en controleren wij de financiering van de koper. Na de ondertekening van de verkoopovereenkomst volgen wij het dossier op tot bij de notaris en de overdracht van de sleutels.",
    ],
  },
  renting: {
    slug: "verhuren",
    title: "Uw pand verhuren",
    summary:
      "Een betrouwbare huurder, een sluitend huurcontract en een grondige plaatsbeschrijving: wij verhuren uw pand zorgeloos.",
    body: [
      "Een goede huurder vinden vraagt tijd en kennis van de huurwetgeving, die in Vlaanderen, Brussel en Wallonië telkens anders is. Wij nemen dat werk van u over.",
      "Wij bepalen samen met u een marktconforme huurprijs en stellen een volledige advertentie op, met de huurprijs, de gemeenschappelijke kosten en de energiegegevens die de wet voorschrijft. Uw pand verschijnt op onze website, op de vastgoedportalen en bij de kandidaat-huurders in onze databank.",
      "Elke kandidaat wordt gescreend: identiteit, inkomen in verhouding tot de huurprijs en, met zijn toestemming, referenties van vorige verhuurders. Wij houden ons daarbij aan het verbod op discriminatie en vragen alleen de gegevens die de wet toelaat. U kiest uiteindelijk zelf uw huurder.",
      "Wij stellen het huurcontract op volgens het gewestelijke woninghuurdecreet, regelen de huurwaarborg op een geblokkeerde rekening en laten een omstandige plaatsbeschrijving opmaken bij het begin en het einde van de huur. Ook de registratie van het contract nemen wij voor onze rekening.",
      "Wilt u ook daarna geen omkijken hebben naar uw pand? Met ons rentmeesterschap beheren wij de huurinning, de indexering en de herstellingen voor u.",
    ],
  },
  "new-construction": {
    slug: "nieuwbouw-en-projectontwikkeling",
    title: "Nieuwbouw en projectontwikkeling",
    summary:
      "Voor projectontwikkelaars verzorgen wij de marketing en verkoop van nieuwbouwprojecten, van plan tot oplevering.",
    body: [
      "Een nieuwbouwproject verkoopt u niet zoals een bestaande woning. Kopers kopen op plan, vaak jaren voor de oplevering, en willen zekerheid over de prijs, de afwerking en de timing.",
      "Wij zijn al vroeg betrokken bij uw project: wij geven advies over de mix van de units, de gewenste oppervlaktes en de prijszetting in de lokale markt, zodat het aanbod aansluit bij wat kopers in de regio zoeken.",
      "Voor elk project maken wij een eigen projectpagina met plannen, een prijslijst die per unit wordt bijgewerkt, de lastenboeken en 3D-beelden. Geïnteresseerden kunnen zich registreren en krijgen als eersten bericht wanneer een nieuwe fase in verkoop gaat.",
      "Bij de verkoop leggen wij kopers helder uit hoe de verkoop onder btw-stelsel werkt, welke registratierechten op de grond verschuldigd zijn en wat de wet Breyne hen aan bescherming biedt, met de betaling in schijven volgens de vordering van de werken.",
      "Tot aan de voorlopige en definitieve oplevering blijven wij het aanspreekpunt voor de kopers, zodat u zich op het bouwen kunt concentreren.",
    ],
  },
  "property-management": {
    slug: "rentmeesterschap",
    title: "Rentmeesterschap",
    summary:
      "Wij beheren uw verhuurde panden alsof het de onze zijn: huurinning, indexering, onderhoud en opvolging van de huurders.",
    body: [
      "Verhuren levert een mooi rendement op, maar het beheer vraagt tijd: huurgelden opvolgen, herstellingen regelen, contracten indexeren en vragen van huurders beantwoorden. Met ons rentmeesterschap nemen wij die zorgen van u over.",
      "Wij innen de huur en de kosten, volgen achterstallige betalingen onmiddellijk op en storten u elke maand het saldo met een duidelijk overzicht. Eén keer per jaar passen wij de huurprijs aan de gezondheidsindex aan, binnen de grenzen die de wet toelaat.",
      "Meldt een huurder een defect, dan schakelen wij een vakman uit ons netwerk in en houden wij u op de hoogte. Voor grotere werken vragen wij eerst uw akkoord en leggen wij u vergelijkbare offertes voor.",
      "Wij bewaken de wettelijke verplichtingen: de periodieke keuring van de verwarming, de rookmelders, het EPC en de conformiteit van uw woning met de gewestelijke normen. Loopt een huurcontract af, dan zorgen wij voor de uitgaande plaatsbeschrijving, de vrijgave van de waarborg en een nieuwe verhuring.",
      "U behoudt altijd de eindbeslissing en kunt uw dossier op elk moment inkijken via uw eigenaarslogin.",
    ],
  },
  valuations: {
    slug: "schattingen",
    title: "Gratis schatting van uw woning",
    summary: "Wat is uw woning vandaag waard? Wij komen langs en geven u een onderbouwde, vrijblijvende schatting.",
    body: [
      "Of u nu wilt verkopen, een erfenis moet regelen of gewoon wilt weten wat uw eigendom waard is: een correcte schatting is het vertrekpunt van elke goede beslissing.",
      "Een van onze erkende makelaars bezoekt uw woning en bekijkt de ligging, de oppervlaktes, de bouwkundige staat, de energieprestatie en de afwerking. Die gegevens leggen wij naast de prijzen waarvoor vergelijkbare panden in uw buurt recent verkocht werden.",
      "Binnen de week ontvangt u een schriftelijk verslag met een realistische waardevork en onze toelichting. Een schatting met het oog op een verkoop is gratis en verplicht u tot niets.",
      "Hebt u een officieel schattingsverslag nodig voor een notaris, een bank of een successieaangifte, dan verwijzen wij u graag door naar een beëdigd landmeter-expert uit ons netwerk.",
    ],
  },
};
