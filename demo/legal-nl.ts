// The legal texts in Dutch: privacy statement (GDPR), cookie policy (Belgian DPA checklist) and disclaimer.
import type { ArticleText, LegalKey } from "./article-types.ts";
import { AGENCY } from "./site-settings-data.ts";

const who = `${AGENCY.legalName}, ${AGENCY.street}, ${AGENCY.zip} Halle, België, KBO ${AGENCY.companyNumber}`;

export const legalNl: Record<LegalKey, ArticleText> = {
  privacy: {
    slug: "privacyverklaring",
    title: "Privacyverklaring",
    summary: "Hoe wij uw persoonsgegevens verwerken, waarom, hoe lang en welke rechten u hebt.",
    body: [
      `Verwerkingsverantwoordelijke. ${who}, is verantwoordelijk voor de verwerking van de persoonsgegevens die wij via deze website, per e-mail, telefonisch of op ons kantoor verzamelen. Voor elke vraag over uw gegevens bereikt u ons op ${AGENCY.email} of op ${AGENCY.phone}.`,
      "Welke gegevens. Wij verwerken de gegevens die u ons zelf geeft: uw naam, aanspreektitel, e-mailadres, telefoonnummer en adres, uw bericht, uw zoekcriteria (type pand, regio, budget, aantal slaapkamers), de gegevens van een bod of een kandidatuur voor een huurwoning en uw voorkeur voor onze nieuwsbrief. Daarnaast registreert onze server technische gegevens zoals uw IP-adres en het tijdstip van uw bezoek, en bewaren wij uw keuze over cookies.",
      "Doeleinden en rechtsgronden. Wij gebruiken uw gegevens (1) om uw vraag te beantwoorden, een bezoek of afspraak te plannen en uw bod of kandidatuur te behandelen: dat zijn maatregelen op uw verzoek vóór een overeenkomst of de uitvoering ervan (artikel 6.1.b AVG); (2) om u nieuwe panden te mailen die bij uw zoekopdracht passen en om u onze nieuwsbrief te sturen: op basis van uw toestemming (artikel 6.1.a AVG), die u op elk moment kunt intrekken via de link in elke e-mail; (3) om te voldoen aan onze wettelijke verplichtingen, onder meer de identificatie van kopers en verkopers volgens de antiwitwaswet van 18 september 2017 en onze boekhoudkundige verplichtingen (artikel 6.1.c AVG); (4) om onze website te beveiligen en het gebruik ervan te meten met eigen statistieken zonder cookies: op basis van ons gerechtvaardigd belang (artikel 6.1.f AVG).",
      "Bewaartermijnen. Contactaanvragen, bezoekaanvragen en andere leads bewaren wij 24 maanden na het laatste contact; daarna worden ze gewist. Een zoekopdracht bewaren wij tot u zich uitschrijft, en uiterlijk 24 maanden na uw laatste activiteit. Gegevens die wij wettelijk moeten bijhouden, zoals het antiwitwasdossier van een verkoop, bewaren wij 10 jaar; boekhoudkundige stukken 7 jaar. Technische serverlogboeken worden na 30 dagen verwijderd.",
      "Ontvangers. Wij delen uw gegevens alleen wanneer dat nodig is voor uw dossier: met de eigenaar van het pand dat u wilt huren of kopen, met de notaris, keuringsdeskundigen en syndici, en met onze IT-leveranciers (hosting, e-mail), die als verwerker gebonden zijn door een verwerkersovereenkomst. Wij verkopen uw gegevens nooit. Worden gegevens buiten de Europese Economische Ruimte verwerkt, dan gebeurt dat alleen met passende waarborgen, zoals de standaardcontractbepalingen van de Europese Commissie.",
      "Kaarten. Kiest u ervoor een kaart te tonen, of hebt u de cookiecategorie Sociale media aanvaard, dan laadt uw browser de kaarttegels rechtstreeks bij OpenStreetMap, een dienst van de OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Verenigd Koninkrijk). Die ontvangt daarbij uw IP-adres en het kaartgebied dat u opvraagt, om u de kaart te leveren en zijn dienst te beveiligen; de rechtsgrond is uw toestemming (artikel 6.1.a AVG), die u intrekt via Cookie-instellingen onderaan elke pagina. Voor het Verenigd Koninkrijk geldt een adequaatheidsbesluit van de Europese Commissie. Hoe de OpenStreetMap Foundation die gegevens verwerkt: https://osmfoundation.org/wiki/Privacy_Policy",
      "Uw rechten. U hebt het recht op inzage, verbetering en wissing van uw gegevens, op beperking van de verwerking, op overdraagbaarheid en het recht om bezwaar te maken tegen een verwerking op basis van ons gerechtvaardigd belang. Een gegeven toestemming kunt u altijd intrekken, even eenvoudig als u ze gaf. Stuur uw verzoek naar " +
        AGENCY.email +
        "; wij antwoorden binnen één maand en kunnen u vragen uw identiteit aan te tonen.",
      "Klacht. Bent u het niet eens met de manier waarop wij uw gegevens verwerken, neem dan eerst contact met ons op. U kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel, tel. +32 2 274 48 00, contact@apd-gba.be, www.gegevensbeschermingsautoriteit.be.",
      "Beveiliging en wijzigingen. Wij beschermen uw gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen en beperkte toegang voor ons team. Deze verklaring kan wijzigen wanneer onze diensten of de wet veranderen; de datum van de laatste versie staat hieronder. Laatst bijgewerkt op 5 december 2026.",
    ],
  },
  "cookie-policy": {
    slug: "cookiebeleid",
    title: "Cookiebeleid",
    summary: "Welke cookies onze website gebruikt, waarvoor, en hoe u uw keuze maakt of wijzigt.",
    body: [
      "Wat zijn cookies? Cookies zijn kleine tekstbestanden die een website op uw toestel bewaart. Vergelijkbare technieken, zoals lokale opslag in uw browser, vallen onder hetzelfde beleid.",
      "Uw keuze. Bij uw eerste bezoek vragen wij uw toestemming voor alle cookies die niet strikt noodzakelijk zijn, ook voor analytische cookies. U kiest in het eerste venster voor alles aanvaarden of alles weigeren, beide even eenvoudig, of u stelt uw keuze per categorie in. Er zijn geen vooraf aangevinkte vakjes en verder surfen of scrollen geldt niet als toestemming. Hoelang wij uw keuze bewaren, staat onderaan deze pagina. U kunt ze op elk moment wijzigen of intrekken via de link Cookie-instellingen onderaan elke pagina.",
      "Strikt noodzakelijke cookies. Deze cookies zijn nodig om de website te laten werken: ze onthouden uw taal, beveiligen onze formulieren tegen misbruik en bewaren uw cookiekeuze. Ze kunnen niet worden uitgeschakeld en vragen geen toestemming.",
      "Aanmelden. Eigenaars en medewerkers van ons kantoor die zich aanmelden, krijgen één sessiecookie dat hen aangemeld houdt tot zij zich afmelden. Het is strikt noodzakelijk en vraagt geen toestemming. De beheeromgeving van ons kantoor plaatst geen andere cookies, ook geen cookies die toestemming vragen, en toont daarom geen cookievenster.",
      "Analytische cookies. Met uw toestemming kunnen wij een analysedienst gebruiken om te begrijpen hoe bezoekers onze website gebruiken, bijvoorbeeld welke panden het meest bekeken worden. Zonder toestemming worden deze cookies niet geplaatst. Welke dienst wij nu gebruiken en welke cookies die plaatst, staat in de tabel onderaan deze pagina.",
      "Eigen statistieken zonder cookies. Wat u ook kiest, wij tellen hoe vaak de pagina van elk pand bekeken wordt, zodat de eigenaar ziet hoeveel belangstelling er is. Wij bewaren daarvan alleen het aantal weergaven per pand en per dag: geen cookies, geen IP-adressen en niets anders over u. Bezoeken van zoekmachines en andere robots tellen niet mee.",
      "Marketingcookies. Met uw toestemming kunnen wij advertentiediensten gebruiken om te meten welke advertenties tot een aanvraag leiden en om u relevante panden te tonen op andere websites. De tabel onderaan deze pagina noemt de diensten die wij nu gebruiken; staat er geen, dan plaatsen wij geen marketingcookies.",
      "Sociale media. Ingesloten video's (YouTube, Vimeo), Facebook-inhoud en virtuele rondgangen (Matterport) kunnen cookies van die diensten plaatsen. Wij laden ze pas nadat u deze categorie hebt aanvaard, of wanneer u bij één video of rondgang zelf vraagt om die te laden. Tot dan ziet u een voorbeeldafbeelding met een link naar de inhoud op de site van die dienst.",
      "Kaarten (OpenStreetMap). De kaart in de lijst van panden en op de pagina van een pand of project bestaat uit kaarttegels van OpenStreetMap, een dienst van de OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, Verenigd Koninkrijk). OpenStreetMap plaatst geen cookies, maar ontvangt bij elke kaarttegel uw IP-adres en het kaartgebied dat u opvraagt, met de gegevens die elke browser meestuurt (zoals browsertype en de pagina waarop de kaart staat), en gebruikt ze om de kaart te leveren en zijn dienst tegen misbruik te beschermen. Daarom laden wij de kaart pas nadat u de categorie Sociale media hebt aanvaard, of wanneer u zelf op Kaart tonen (OpenStreetMap) klikt. Tot dan staan de panden als lijst van links naast de kaart. Het privacybeleid van de OpenStreetMap Foundation: https://osmfoundation.org/wiki/Privacy_Policy",
      "Niet-geclassificeerde cookies. Cookies die wij nog aan het onderzoeken zijn en nog niet aan een categorie konden toewijzen. Ook zij worden alleen met uw toestemming geplaatst.",
      "Google Consent Mode. Vóór elke keuze staan de signalen ad_storage, ad_user_data, ad_personalization en analytics_storage op geweigerd. Ze worden pas aangepast wanneer u een categorie aanvaardt.",
      "Wij bewaren een register van de gegeven toestemmingen en van de vorige versies van dit beleid. Versie van 5 december 2026; vorige versies krijgt u op aanvraag via " +
        AGENCY.email +
        ".",
    ],
  },
  disclaimer: {
    slug: "disclaimer",
    title: "Disclaimer",
    summary: "De voorwaarden voor het gebruik van deze website en de informatie erop.",
    body: [
      `Deze website is een uitgave van ${who}, erkend vastgoedmakelaar-bemiddelaar (BIV ${AGENCY.bivNumber}, België), onderworpen aan de deontologische code van het BIV (www.biv.be/deontologie) en onder toezicht van ${AGENCY.supervisor}. Beroepsaansprakelijkheid en borgstelling: ${AGENCY.insurer}, polis ${AGENCY.policyNumber}.`,
      "Informatie over panden. Wij stellen de informatie op deze website met de grootste zorg samen op basis van de gegevens van de eigenaars en de officiële documenten. Ze is echter indicatief en vormt geen aanbod in juridische zin: panden worden aangeboden onder voorbehoud van verkoop of verhuur, prijzen en oppervlaktes zijn benaderend en foto's kunnen sfeerbeelden zijn. Alleen de ondertekende overeenkomst en de officiële attesten zijn bindend.",
      "Aansprakelijkheid. Wij kunnen niet aansprakelijk worden gesteld voor schade die voortvloeit uit het gebruik van deze website, uit tijdelijke onbeschikbaarheid of uit onvolledige of verouderde informatie, behalve bij opzet of zware fout. Merkt u een fout op, laat het ons weten; wij verbeteren ze zo snel mogelijk.",
      "Links naar andere websites. Deze website bevat links naar websites van derden, zoals vastgoedportalen en overheidsdiensten. Wij hebben geen zeggenschap over hun inhoud en zijn er niet verantwoordelijk voor.",
      "Intellectuele eigendom. Teksten, foto's, logo's en de vormgeving van deze website zijn beschermd. Overname is alleen toegestaan met onze voorafgaande schriftelijke toestemming.",
      "Toepasselijk recht. Op het gebruik van deze website is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van het gerechtelijk arrondissement Brussel.",
    ],
  },
};
