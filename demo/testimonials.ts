// Three client testimonials in four languages. The author's name and website go in the article's
// data; the slugs are testimonial-1..3 in every language (SPEC.md).
import type { ArticleText, PerLanguage } from "./article-types.ts";

export interface TestimonialSeed {
  key: string;
  data: Record<string, string>;
  texts: PerLanguage<ArticleText>;
}

function texts(index: number, content: PerLanguage<Omit<ArticleText, "slug">>): PerLanguage<ArticleText> {
  const slug = `testimonial-${index}`;
  return {
    nl: { slug, ...content.nl },
    fr: { slug, ...content.fr },
    en: { slug, ...content.en },
    de: { slug, ...content.de },
  };
}

export const TESTIMONIALS: readonly TestimonialSeed[] = [
  {
    key: "testimonial-1",
    data: { author: "Katrien en Bart Mertens", city: "Halle" },
    texts: texts(1, {
      nl: {
        title: "Onze woning in Halle was binnen vijf weken verkocht",
        summary: "Een correcte prijs, mooie foto's en een makelaar die altijd bereikbaar was.",
        body: [
          "Wij wilden onze rijwoning verkopen om dichter bij onze kleinkinderen te gaan wonen. Sofie kwam langs, legde uit hoe ze tot haar schatting kwam en zei eerlijk wat er vóór de verkoop in orde moest: het asbestattest en de keuring van de elektriciteit.",
          "Na de eerste bezoekdag hadden we drie kandidaten en binnen vijf weken lag er een bod dat we konden aanvaarden. Tot bij de notaris hebben we ons geen zorgen moeten maken. Een aanrader!",
        ],
      },
      fr: {
        title: "Notre maison à Hal vendue en cinq semaines",
        summary: "Un prix juste, de belles photos et un agent toujours joignable.",
        body: [
          "Nous voulions vendre notre maison mitoyenne pour nous rapprocher de nos petits-enfants. Sofie est passée, nous a expliqué comment elle arrivait à son estimation et nous a dit franchement ce qui devait être en ordre avant la vente : l'attestation amiante et le contrôle de l'électricité.",
          "Après la première journée de visites, nous avions trois candidats et en cinq semaines une offre que nous pouvions accepter. Jusque chez le notaire, nous n'avons eu à nous soucier de rien. Nous recommandons !",
        ],
      },
      en: {
        title: "Our house in Halle sold within five weeks",
        summary: "A fair price, beautiful photos and an agent who was always available.",
        body: [
          "We wanted to sell our terraced house to move closer to our grandchildren. Sofie came round, explained how she arrived at her valuation and told us honestly what had to be sorted before the sale: the asbestos certificate and the electrical inspection.",
          "After the first viewing day we had three interested buyers, and within five weeks an offer we could accept. Right up to the notary we had nothing to worry about. Highly recommended!",
        ],
      },
      de: {
        title: "Unser Haus in Halle war in fünf Wochen verkauft",
        summary: "Ein fairer Preis, schöne Fotos und eine Maklerin, die immer erreichbar war.",
        body: [
          "Wir wollten unser Reihenhaus verkaufen, um näher bei unseren Enkeln zu wohnen. Sofie kam vorbei, erklärte, wie sie zu ihrer Bewertung kam, und sagte uns ehrlich, was vor dem Verkauf noch erledigt werden musste: die Asbestbescheinigung und die Prüfung der Elektrik.",
          "Nach dem ersten Besichtigungstag hatten wir drei Interessenten und innerhalb von fünf Wochen ein Angebot, das wir annehmen konnten. Bis zum Notar mussten wir uns um nichts kümmern. Sehr zu empfehlen!",
        ],
      },
    }),
  },
  {
    key: "testimonial-2",
    data: { author: "Marc Lambert", city: "Tubize", website: "https://www.lambert-architecture.example" },
    texts: texts(2, {
      nl: {
        title: "Drie appartementen, nul zorgen",
        summary: "Sinds Immo Zennevallei het beheer doet, loopt alles op wieltjes.",
        body: [
          "Ik verhuur drie appartementen in Tubeke en had het beheer ervan onderschat. Sinds twee jaar doet Immo Zennevallei het rentmeesterschap: de huur komt elke maand stipt binnen en bij een defect regelen ze een vakman nog voor ik ervan hoor.",
          "Het jaaroverzicht maakt mijn belastingaangifte een stuk eenvoudiger. Ik zou niet meer terug willen.",
        ],
      },
      fr: {
        title: "Trois appartements, zéro souci",
        summary: "Depuis qu'Immo Zennevallei s'occupe de la gestion, tout roule.",
        body: [
          "Je loue trois appartements à Tubize et j'avais sous-estimé le travail de gestion. Depuis deux ans, Immo Zennevallei assure la gestion locative : les loyers arrivent ponctuellement chaque mois et, en cas de panne, ils envoient un artisan avant même que je sois au courant.",
          "Le relevé annuel simplifie nettement ma déclaration fiscale. Je ne voudrais plus revenir en arrière.",
        ],
      },
      en: {
        title: "Three apartments, zero worries",
        summary: "Since Immo Zennevallei took over the management, everything runs smoothly.",
        body: [
          "I let three apartments in Tubize and had underestimated the work of managing them. For two years now Immo Zennevallei has handled the property management: the rent comes in on time every month, and when something breaks they send a tradesman before I even hear about it.",
          "The annual statement makes my tax return a lot easier. I would not want to go back.",
        ],
      },
      de: {
        title: "Drei Wohnungen, null Sorgen",
        summary: "Seit Immo Zennevallei die Verwaltung übernommen hat, läuft alles rund.",
        body: [
          "Ich vermiete drei Wohnungen in Tubize und hatte den Aufwand der Verwaltung unterschätzt. Seit zwei Jahren übernimmt Immo Zennevallei die Hausverwaltung: Die Miete kommt jeden Monat pünktlich, und bei einem Defekt schicken sie einen Handwerker, bevor ich überhaupt davon erfahre.",
          "Die Jahresabrechnung macht meine Steuererklärung viel einfacher. Ich möchte nicht mehr zurück.",
        ],
      },
    }),
  },
  {
    key: "testimonial-3",
    data: { author: "Aisha Benali", city: "Sint-Pieters-Leeuw" },
    texts: texts(3, {
      nl: {
        title: "Het is een match: ons eerste appartement",
        summary: "Dankzij de e-mailalerts waren we de eersten op het bezoek.",
        body: [
          "Als starters zochten we lang naar een betaalbaar appartement. We registreerden onze zoekopdracht op de website en kregen een mail op de dag dat ons appartement online kwam. De volgende avond konden we al gaan kijken.",
          "Thomas legde geduldig uit hoe een bod werkt en wat de registratierechten zouden zijn. Vandaag wonen we er met veel plezier.",
        ],
      },
      fr: {
        title: "C'est un match : notre premier appartement",
        summary: "Grâce aux alertes e-mail, nous étions les premiers à la visite.",
        body: [
          "Jeunes acheteurs, nous cherchions depuis longtemps un appartement abordable. Nous avons enregistré notre recherche sur le site et reçu un e-mail le jour même où notre appartement a été mis en ligne. Le lendemain soir, nous pouvions déjà le visiter.",
          "Thomas nous a patiemment expliqué comment faire une offre et à combien s'élèveraient les droits d'enregistrement. Aujourd'hui, nous y vivons avec grand plaisir.",
        ],
      },
      en: {
        title: "It's a match: our first apartment",
        summary: "Thanks to the e-mail alerts we were first in line for the viewing.",
        body: [
          "As first-time buyers we spent a long time looking for an affordable apartment. We registered our search on the website and got an e-mail the very day our apartment went online. The next evening we were already viewing it.",
          "Thomas patiently explained how making an offer works and what the registration duties would be. Today we love living there.",
        ],
      },
      de: {
        title: "Es ist ein Match: unsere erste Wohnung",
        summary: "Dank der E-Mail-Benachrichtigungen waren wir die Ersten bei der Besichtigung.",
        body: [
          "Als Erstkäufer suchten wir lange nach einer bezahlbaren Wohnung. Wir haben unseren Suchauftrag auf der Website registriert und am selben Tag, an dem unsere Wohnung online ging, eine E-Mail bekommen. Am nächsten Abend konnten wir sie schon besichtigen.",
          "Thomas hat uns geduldig erklärt, wie ein Kaufangebot funktioniert und wie hoch die Registrierungsgebühren sein würden. Heute wohnen wir mit großer Freude dort.",
        ],
      },
    }),
  },
];
