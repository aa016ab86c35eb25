// The legal texts in French: privacy statement (GDPR), cookie policy (Belgian DPA checklist) and disclaimer.
import type { ArticleText, LegalKey } from "./article-types.ts";
import { AGENCY } from "./site-settings-data.ts";

const who = `${AGENCY.legalName}, ${AGENCY.street}, ${AGENCY.zip} Hal, Belgique, BCE ${AGENCY.companyNumber}`;

export const legalFr: Record<LegalKey, ArticleText> = {
  privacy: {
    slug: "declaration-de-confidentialite",
    title: "Déclaration de confidentialité",
    summary:
      "Comment nous traitons vos données personnelles, pourquoi, pendant combien de temps et quels sont vos droits.",
    body: [
      `Responsable du traitement. ${who}, est responsable du traitement des données personnelles que nous collectons via ce site, par e-mail, par téléphone ou à notre agence. Pour toute question sur vos données, contactez-nous à ${AGENCY.email} ou au ${AGENCY.phone}.`,
      "Quelles données. Nous traitons les données que vous nous communiquez : vos nom, titre, adresse e-mail, numéro de téléphone et adresse, votre message, vos critères de recherche (type de bien, région, budget, nombre de chambres), les données d'une offre ou d'une candidature locative et votre choix concernant notre lettre d'information. Notre serveur enregistre en outre des données techniques comme votre adresse IP et l'heure de votre visite, et nous conservons votre choix en matière de cookies.",
      "Finalités et bases légales. Nous utilisons vos données (1) pour répondre à votre demande, planifier une visite ou un rendez-vous et traiter votre offre ou votre candidature : il s'agit de mesures précontractuelles prises à votre demande ou de l'exécution d'un contrat (article 6.1.b du RGPD) ; (2) pour vous envoyer les nouveaux biens correspondant à votre recherche et notre lettre d'information : sur la base de votre consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment via le lien présent dans chaque e-mail ; (3) pour respecter nos obligations légales, notamment l'identification des acheteurs et vendeurs prévue par la loi anti-blanchiment du 18 septembre 2017 et nos obligations comptables (article 6.1.c du RGPD) ; (4) pour sécuriser notre site et en mesurer l'utilisation au moyen de statistiques propres sans cookies : sur la base de notre intérêt légitime (article 6.1.f du RGPD).",
      "Durées de conservation. Les demandes de contact, demandes de visite et autres prospects sont conservés 24 mois après le dernier contact, puis effacés. Une recherche enregistrée est conservée jusqu'à votre désinscription et au plus tard 24 mois après votre dernière activité. Les données que la loi nous oblige à conserver, comme le dossier anti-blanchiment d'une vente, sont gardées 10 ans ; les pièces comptables 7 ans. Les journaux techniques du serveur sont supprimés après 30 jours.",
      "Destinataires. Nous ne partageons vos données que lorsque votre dossier l'exige : avec le propriétaire du bien que vous souhaitez louer ou acheter, avec le notaire, les experts certificateurs et les syndics, ainsi qu'avec nos fournisseurs informatiques (hébergement, e-mail), liés par un contrat de sous-traitance. Nous ne vendons jamais vos données. Si des données sont traitées en dehors de l'Espace économique européen, c'est uniquement avec des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.",
      "Cartes. Si vous choisissez d'afficher une carte, ou si vous avez accepté la catégorie de cookies Réseaux sociaux, votre navigateur charge les tuiles directement auprès d'OpenStreetMap, un service de l'OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Royaume-Uni). Celle-ci reçoit alors votre adresse IP et la zone de carte demandée, pour vous fournir la carte et sécuriser son service ; la base légale est votre consentement (article 6.1.a RGPD), que vous retirez via Paramètres des cookies en bas de chaque page. Le Royaume-Uni bénéficie d'une décision d'adéquation de la Commission européenne. Comment l'OpenStreetMap Foundation traite ces données : https://osmfoundation.org/wiki/Privacy_Policy",
      "Vos droits. Vous disposez d'un droit d'accès, de rectification et d'effacement de vos données, d'un droit à la limitation du traitement, à la portabilité et du droit de vous opposer à un traitement fondé sur notre intérêt légitime. Vous pouvez retirer un consentement à tout moment, aussi facilement que vous l'avez donné. Adressez votre demande à " +
        AGENCY.email +
        " ; nous répondons dans un délai d'un mois et pouvons vous demander de prouver votre identité.",
      "Plainte. Si vous n'êtes pas d'accord avec la manière dont nous traitons vos données, contactez-nous d'abord. Vous pouvez également introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, tél. +32 2 274 48 00, contact@apd-gba.be, www.autoriteprotectiondonnees.be.",
      "Sécurité et modifications. Nous protégeons vos données par des mesures techniques et organisationnelles appropriées, comme des connexions chiffrées et un accès limité pour notre équipe. Cette déclaration peut évoluer avec nos services ou la loi ; la date de la dernière version figure ci-dessous. Dernière mise à jour : 5 décembre 2026.",
    ],
  },
  "cookie-policy": {
    slug: "politique-en-matiere-de-cookies",
    title: "Politique en matière de cookies",
    summary: "Les cookies utilisés par notre site, à quoi ils servent et comment faire ou modifier votre choix.",
    body: [
      "Que sont les cookies ? Les cookies sont de petits fichiers texte qu'un site enregistre sur votre appareil. Les techniques similaires, comme le stockage local de votre navigateur, relèvent de la même politique.",
      "Votre choix. Lors de votre première visite, nous vous demandons votre consentement pour tous les cookies qui ne sont pas strictement nécessaires, y compris les cookies analytiques. Dès la première fenêtre, vous pouvez tout accepter ou tout refuser, aussi facilement l'un que l'autre, ou faire votre choix par catégorie. Aucune case n'est précochée et poursuivre la navigation ou faire défiler la page ne vaut pas consentement. La durée de conservation de votre choix figure au bas de cette page. Vous pouvez le modifier ou le retirer à tout moment via le lien Paramètres des cookies en bas de chaque page.",
      "Cookies strictement nécessaires. Ces cookies sont indispensables au fonctionnement du site : ils retiennent votre langue, protègent nos formulaires contre les abus et conservent votre choix en matière de cookies. Ils ne peuvent pas être désactivés et ne nécessitent pas de consentement.",
      "Connexion. Les propriétaires et les collaborateurs de notre agence qui se connectent reçoivent un seul cookie de session, qui les garde connectés jusqu'à ce qu'ils se déconnectent. Il est strictement nécessaire et ne demande pas de consentement. L'espace de gestion de notre agence ne dépose aucun autre cookie, aucun cookie soumis au consentement, et n'affiche donc pas de fenêtre de cookies.",
      "Cookies analytiques. Avec votre consentement, nous pouvons utiliser un service de mesure d'audience pour comprendre comment les visiteurs utilisent notre site, par exemple quels biens sont les plus consultés. Sans consentement, ces cookies ne sont pas déposés. Le service utilisé actuellement et ses cookies figurent dans le tableau au bas de cette page.",
      "Nos propres statistiques sans cookies. Quel que soit votre choix, nous comptons combien de fois la page de chaque bien est consultée, afin que son propriétaire voie l'intérêt qu'il suscite. Nous n'en conservons que le nombre de consultations par bien et par jour : pas de cookies, pas d'adresses IP et rien d'autre vous concernant. Les visites des moteurs de recherche et autres robots ne sont pas comptées.",
      "Cookies marketing. Avec votre consentement, nous pouvons utiliser des services publicitaires pour mesurer quelles publicités mènent à une demande et pour vous montrer des biens pertinents sur d'autres sites. Le tableau au bas de cette page cite les services utilisés actuellement ; s'il n'en cite aucun, nous ne déposons pas de cookies marketing.",
      "Médias sociaux. Les vidéos intégrées (YouTube, Vimeo), les contenus Facebook et les visites virtuelles (Matterport) peuvent déposer des cookies de ces services. Nous ne les chargeons qu'après votre acceptation de cette catégorie, ou lorsque vous demandez vous-même de charger une vidéo ou une visite précise. Jusque-là, vous voyez une image d'aperçu avec un lien vers le contenu sur le site de ce service.",
      "Cartes (OpenStreetMap). La carte de la liste des biens et de la page d'un bien ou d'un projet est faite de tuiles d'OpenStreetMap, un service de l'OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Royaume-Uni). OpenStreetMap ne dépose pas de cookies, mais reçoit à chaque tuile votre adresse IP et la zone de carte demandée, avec les données que tout navigateur transmet (comme le type de navigateur et la page où figure la carte), et les utilise pour fournir la carte et protéger son service contre les abus. C'est pourquoi nous ne chargeons la carte qu'après votre acceptation de la catégorie Réseaux sociaux, ou lorsque vous cliquez vous-même sur Afficher la carte (OpenStreetMap). Jusque-là, les biens figurent en liste de liens à côté de la carte. La politique de confidentialité de l'OpenStreetMap Foundation : https://osmfoundation.org/wiki/Privacy_Policy",
      "Cookies non classés. Cookies que nous examinons encore et que nous n'avons pas pu attribuer à une catégorie. Eux aussi ne sont déposés qu'avec votre consentement.",
      "Google Consent Mode. Avant tout choix, les signaux ad_storage, ad_user_data, ad_personalization et analytics_storage sont réglés sur refusé. Ils ne sont modifiés que lorsque vous acceptez une catégorie.",
      "Nous tenons un registre des consentements donnés et des versions précédentes de cette politique. Version du 5 décembre 2026 ; les versions précédentes sont disponibles sur demande à " +
        AGENCY.email +
        ".",
    ],
  },
  disclaimer: {
    slug: "avertissement",
    title: "Avertissement",
    summary: "Les conditions d'utilisation de ce site et des informations qu'il contient.",
    body: [
      `Ce site est édité par ${who}, agent immobilier intermédiaire agréé (IPI ${AGENCY.bivNumber}, Belgique), soumis au code de déontologie de l'IPI (www.ipi.be) et sous le contrôle de l'IPI/BIV, rue du Luxembourg 16B, 1000 Bruxelles. Responsabilité civile professionnelle et cautionnement : ${AGENCY.insurer}, police ${AGENCY.policyNumber}.`,
      "Informations sur les biens. Nous rédigeons les informations de ce site avec le plus grand soin, sur la base des données des propriétaires et des documents officiels. Elles sont toutefois indicatives et ne constituent pas une offre au sens juridique : les biens sont proposés sous réserve de vente ou de location, les prix et surfaces sont approximatifs et les photos peuvent être des images d'ambiance. Seuls le contrat signé et les attestations officielles font foi.",
      "Responsabilité. Nous ne pouvons être tenus responsables d'un dommage résultant de l'utilisation de ce site, d'une indisponibilité temporaire ou d'informations incomplètes ou dépassées, sauf en cas de dol ou de faute grave. Si vous constatez une erreur, signalez-la-nous ; nous la corrigerons au plus vite.",
      "Liens vers d'autres sites. Ce site contient des liens vers des sites de tiers, comme des portails immobiliers et des services publics. Nous n'avons aucun contrôle sur leur contenu et n'en sommes pas responsables.",
      "Propriété intellectuelle. Les textes, photos, logos et la mise en page de ce site sont protégés. Toute reproduction requiert notre accord écrit préalable.",
      "Droit applicable. L'utilisation de ce site est régie par le droit belge. Les litiges relèvent de la compétence des tribunaux de l'arrondissement judiciaire de Bruxelles.",
    ],
  },
};
