// The agency's five service articles in French.
import type { ArticleText, ServiceKey } from "./article-types.ts";

export const servicesFr: Record<ServiceKey, ArticleText> = {
  selling: {
    slug: "vendre",
    title: "Vendre votre bien",
    summary:
      "Du juste prix de départ jusqu'à la remise des clés chez le notaire : nous accompagnons votre vente du début à la fin.",
    body: [
      "On ne vend un bien que quelques fois dans sa vie. Nous prenons en charge tout le parcours, de la première estimation jusqu'à la signature de l'acte chez le notaire, pour que vous sachiez toujours où vous en êtes.",
      "Tout commence par un prix de départ correct. Après une visite sur place, nous estimons gratuitement votre bien sur la base des ventes récentes dans le quartier, de son état et du marché actuel. Un prix réaliste attire les bons candidats et évite que votre bien reste des mois en vente.",
      "Nous constituons ensuite le dossier exigé par la loi : le certificat de performance énergétique, l'attestation amiante pour les bâtiments antérieurs à 2001 en Flandre, le procès-verbal de contrôle de l'installation électrique, les renseignements urbanistiques et, en Flandre, les scores d'inondabilité. S'il manque un document, nous organisons les contrôles avec des experts agréés.",
      "Votre bien mérite une présentation soignée : photos professionnelles, visite virtuelle et description claire en français, en néerlandais et en anglais. Nous le publions sur notre site et sur les grands portails immobiliers, et nous prévenons immédiatement les acheteurs de notre base de données qui recherchent un bien comme le vôtre.",
      "Nous planifions les visites, suivons chaque candidat personnellement et vous faisons un retour après chaque visite. Lorsqu'une offre arrive, nous négocions dans votre intérêt et vérifions le financement de l'acheteur. Après la signature du compromis, nous suivons le dossier jusqu'au notaire et à la remise des clés.",
    ],
  },
  renting: {
    slug: "louer",
    title: "Mettre votre bien en location",
    summary:
      "Un locataire fiable, un bail solide et un état des lieux détaillé : nous louons votre bien en toute sérénité.",
    body: [
      "Trouver un bon locataire demande du temps et une bonne connaissance du droit du bail, qui diffère en Flandre, à Bruxelles et en Wallonie. Nous nous chargeons de ce travail pour vous.",
      "Nous fixons avec vous un loyer conforme au marché et rédigeons une annonce complète, avec le loyer, les charges communes et les données énergétiques exigées par la loi. Votre bien est publié sur notre site, sur les portails immobiliers et auprès des candidats locataires de notre base de données.",
      "Chaque candidat est examiné : identité, revenus par rapport au loyer et, avec son accord, références d'anciens bailleurs. Nous respectons l'interdiction de discrimination et ne demandons que les données autorisées par la loi. Le choix final du locataire vous appartient.",
      "Nous rédigeons le bail conformément à la législation régionale, organisons la garantie locative sur un compte bloqué et faisons établir un état des lieux détaillé à l'entrée et à la sortie. L'enregistrement du bail est également pris en charge.",
      "Vous ne voulez pas non plus vous occuper de la suite ? Avec notre gestion locative, nous nous chargeons de la perception des loyers, de l'indexation et des réparations.",
    ],
  },
  "new-construction": {
    slug: "construction-neuve-et-promotion",
    title: "Construction neuve et promotion immobilière",
    summary:
      "Pour les promoteurs, nous assurons la commercialisation et la vente de projets neufs, du plan à la réception.",
    body: [
      "Un projet neuf ne se vend pas comme un bien existant. Les acheteurs achètent sur plan, souvent des années avant la réception, et veulent des garanties sur le prix, les finitions et le calendrier.",
      "Nous intervenons tôt dans votre projet : nous vous conseillons sur la répartition des unités, les surfaces recherchées et les prix du marché local, afin que l'offre corresponde à ce que les acheteurs de la région recherchent.",
      "Chaque projet dispose de sa propre page avec les plans, une liste de prix mise à jour unité par unité, les cahiers des charges et des images 3D. Les personnes intéressées peuvent s'inscrire et sont averties en premier lorsqu'une nouvelle phase est mise en vente.",
      "Lors de la vente, nous expliquons clairement aux acheteurs le fonctionnement de la vente sous régime TVA, les droits d'enregistrement dus sur le terrain et la protection que leur offre la loi Breyne, avec un paiement par tranches selon l'avancement des travaux.",
      "Jusqu'à la réception provisoire et définitive, nous restons l'interlocuteur des acheteurs, pour que vous puissiez vous concentrer sur la construction.",
    ],
  },
  "property-management": {
    slug: "gestion-locative",
    title: "Gestion locative",
    summary:
      "Nous gérons vos biens loués comme s'ils étaient les nôtres : loyers, indexation, entretien et suivi des locataires.",
    body: [
      "La location offre un beau rendement, mais la gestion prend du temps : suivre les loyers, organiser les réparations, indexer les baux et répondre aux questions des locataires. Avec notre gestion locative, nous vous libérons de ces soucis.",
      "Nous percevons les loyers et les charges, relançons immédiatement les retards de paiement et vous versons chaque mois le solde avec un relevé clair. Une fois par an, nous adaptons le loyer à l'indice santé, dans les limites fixées par la loi.",
      "Lorsqu'un locataire signale un problème, nous faisons appel à un artisan de notre réseau et vous tenons informé. Pour les travaux plus importants, nous demandons d'abord votre accord et vous soumettons des devis comparables.",
      "Nous veillons aux obligations légales : entretien périodique du chauffage, détecteurs de fumée, certificat PEB et conformité de votre logement aux normes régionales. À la fin d'un bail, nous organisons l'état des lieux de sortie, la libération de la garantie et une nouvelle location.",
      "Vous gardez toujours la décision finale et pouvez consulter votre dossier à tout moment via votre espace propriétaire.",
    ],
  },
  valuations: {
    slug: "estimations",
    title: "Estimation gratuite de votre bien",
    summary:
      "Que vaut votre bien aujourd'hui ? Nous passons chez vous et vous remettons une estimation argumentée, sans engagement.",
    body: [
      "Que vous souhaitiez vendre, régler une succession ou simplement connaître la valeur de votre patrimoine, une estimation correcte est le point de départ de toute bonne décision.",
      "L'un de nos agents agréés visite votre bien et en examine la situation, les surfaces, l'état du bâtiment, la performance énergétique et les finitions. Nous comparons ces éléments aux prix auxquels des biens similaires ont été vendus récemment dans votre quartier.",
      "Dans la semaine, vous recevez un rapport écrit avec une fourchette de valeur réaliste et nos explications. Une estimation en vue d'une vente est gratuite et sans engagement.",
      "Si vous avez besoin d'un rapport d'expertise officiel pour un notaire, une banque ou une déclaration de succession, nous vous orientons volontiers vers un géomètre-expert assermenté de notre réseau.",
    ],
  },
};
