// The site settings in the back office (pages, general section, rows, refusals), in French (see nl.ts).
import type { AdminSettingsMessages } from "./nl.ts";

export const fr: AdminSettingsMessages = {
  title: "Paramètres du site",
  sectionsLabel: "Parties des paramètres",
  sections: {
    general: "Général",
    agency: "Agence et mentions légales",
    tracking: "Statistiques et vérification",
    "top-bar": "Barre supérieure",
    footer: "Pied de page",
    terms: "Montants des formulaires",
  },
  intros: {
    general:
      "Langues, ce que montrent l’en-tête et la recherche, les moments de rappel des formulaires, les cookies et la durée de conservation.",
    agency:
      "Les mentions légales au bas de chaque page sont construites à partir d’ici : chaque donnée est obligatoire et les numéros sont contrôlés.",
    tracking:
      "Ces services ne sont chargés qu’après l’accord du visiteur. Laissez un champ vide pour ne pas utiliser le service.",
    "top-bar": "Les liens de la fine barre au-dessus de l’en-tête, à gauche et à droite.",
    footer: "Les colonnes du pied de page. Chaque partie n’apparaît que si elle est cochée pour être affichée.",
    terms:
      "Les conditions que citent l’offre d’achat, les formulaires de location, leurs pages de remerciement et leurs e-mails. Une garantie locative indiquée sur un bien prime sur le nombre de mois fixé ici.",
  },
  unchanged: "Rien n’avait changé.",
  languages: {
    legend: "Langues",
    enabled: "Langues activées",
    enabledHint: "Le site n’est accessible que dans ces langues ; au moins une.",
    defaultLanguage: "Langue par défaut",
    defaultHint: "Pour les visiteurs de / et pour les textes sans traduction. Doit être activée.",
    languageFlags: "Montrer des drapeaux dans le choix de langue au lieu des codes",
  },
  display: {
    legend: "Affichage",
    showSearchCount: "Montrer les nombres dans la recherche",
    showPriceReduced: "Badge « prix baissé » sur les cartes des biens",
    showPriceHistory: "Historique des prix sur la page d’un bien",
    headerFixedOnScroll: "L’en-tête reste en haut pendant le défilement",
    soldPageDays: "Biens vendus et loués affichés après archivage (jours)",
    soldPageHint:
      "Pendant ce temps, leur page indique que le bien est vendu ou loué, avec des biens similaires, au lieu de « introuvable ». 0 : ne pas afficher ; 730 au plus.",
  },
  timeSlots: {
    legend: "Moments de rappel des formulaires de contact",
    hint: "Les visiteurs choisissent quand être rappelés. Écrivez chaque plage comme 10:00-13:00 ; 6 au plus.",
    slot: "Plage {n}",
    add: "Ajouter une plage",
    none: "Aucune plage : les formulaires ne la demandent pas.",
  },
  privacy: {
    legend: "Cookies et durée de conservation",
    cookieLifetimeDays: "Validité d’un choix de cookies (jours)",
    cookieHint:
      "Ensuite, le site redemande son choix au visiteur. Au plus 395 jours (13 mois) ; recommandé : 180 (6 mois).",
    leadRetentionMonths: "Durée de conservation des demandes (mois)",
    retentionHint:
      "Les demandes et leurs e-mails plus anciens sont effacés chaque jour. Vide : {months} mois, la valeur par défaut du serveur.",
  },
  rows: {
    full: "Le maximum est atteint.",
    unsavedHint: "Les ajouts, déplacements et suppressions ne sont conservés qu’à l’enregistrement.",
  },
  tabs: {
    label: "Langues de {field}",
    missing: "traduction manquante",
    hasError: "contient une erreur",
    disabled: "non activée",
  },
  errorsTitle: "Non enregistré : corrigez les champs signalés.",
  errors: {
    required: "Remplissez ce champ.",
    invalid: "Cette valeur n’est pas valable.",
    tooLong: "Ce texte est trop long.",
    number: "Indiquez un nombre.",
    noLanguage: "Activez au moins une langue.",
    defaultNotEnabled: "La langue par défaut doit être une langue activée.",
    timeSlot: "Écrivez une plage comme 10:00-13:00.",
    timeSlotOrder: "La fin doit venir après le début.",
    timeSlotTwice: "Cette plage existe déjà.",
    cookieLifetime: "Un nombre entier de jours de 1 à 395 (13 mois).",
    retentionMonths: "Un nombre entier de mois de 1 à 120, ou vide pour la valeur par défaut.",
    soldPageDays: "Un nombre entier de jours de 0 à 730.",
    href: "Une page du site (/login/), une adresse web (https://…), tel:… ou mailto:….",
    color: "Une couleur comme #1877f2, ou vide.",
    defaultLanguageText:
      "Remplissez aussi le texte dans la langue par défaut ({language}) : les visiteurs sans traduction le lisent.",
    companyNumber: "Numéro d’entreprise non valable : dix chiffres comme 0123.456.749, avec le bon nombre de contrôle.",
    vatNumber: "Numéro de TVA non valable : BE suivi du numéro d’entreprise.",
    vatNotCompany: "Le numéro de TVA est BE suivi du numéro d’entreprise ci-dessus.",
    bivNumber: "Numéro IPI non valable : six chiffres, comme 509.123.",
    phone: "Numéro de téléphone non valable.",
    email: "Adresse e-mail non valable.",
    url: "Une adresse web complète commençant par https://.",
    zip: "Un code postal belge de quatre chiffres.",
    latitude: "Une latitude entre -90 et 90, comme 50.7339.",
    longitude: "Une longitude entre -180 et 180, comme 4.2345.",
    analyticsId: "Un ID de mesure Google Analytics 4 ressemble à G-XXXXXXXXXX.",
    adsId: "Un ID Google Ads ressemble à AW-123456789.",
    tagManagerId: "Un ID de conteneur Google Tag Manager ressemble à GTM-XXXXXXX.",
    pixelId: "Un ID de pixel Meta est fait de chiffres (15 ou 16 en général).",
    verificationTag: "Collez le code (la valeur après content=) ou la balise meta entière.",
    advancePercent: "Un pourcentage de 1 à 25, comme 10 ou 7,5.",
    depositMonths: "Un nombre entier de mois de 0 à 6.",
    incomeTimes: "Un multiple du loyer de 0 à 10, avec une décimale au plus, comme 3 ou 2,5.",
    maxPersons: "Un nombre entier de personnes de 1 à 20, ou vide.",
    tenantCosts: "Un montant jusqu’à 10.000 €, comme 250 ou 1.234,50, ou vide.",
  },
};
