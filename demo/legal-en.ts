// The legal texts in English: privacy statement (GDPR), cookie policy (Belgian DPA checklist) and disclaimer.
import type { ArticleText, LegalKey } from "./article-types.ts";
import { AGENCY } from "./site-settings-data.ts";

const who = `${AGENCY.legalName}, ${AGENCY.street}, ${AGENCY.zip} Halle, Belgium, company number ${AGENCY.companyNumber}`;

export const legalEn: Record<LegalKey, ArticleText> = {
  privacy: {
    slug: "privacy-statement",
    title: "Privacy statement",
    summary: "How we process your personal data, why, for how long, and what your rights are.",
    body: [
      `Controller. ${who}, is the controller of the personal data we collect through this website, by e-mail, by phone or at our office. For any question about your data, contact us at ${AGENCY.email} or on ${AGENCY.phone}.`,
      "What data. We process the data you give us: your name, title, e-mail address, phone number and address, your message, your search criteria (type of property, area, budget, number of bedrooms), the details of an offer or a rental application, and your choice about our newsletter. Our server also records technical data such as your IP address and the time of your visit, and we store your cookie choice.",
      "Purposes and legal bases. We use your data (1) to answer your request, schedule a viewing or appointment and handle your offer or application: these are steps taken at your request before entering into a contract, or the performance of one (Article 6(1)(b) GDPR); (2) to e-mail you new properties matching your search and to send our newsletter: based on your consent (Article 6(1)(a) GDPR), which you can withdraw at any time through the link in every e-mail; (3) to meet our legal obligations, including identifying buyers and sellers under the Belgian anti-money-laundering act of 18 September 2017 and our accounting obligations (Article 6(1)(c) GDPR); (4) to secure our website and measure its use with our own cookie-free statistics: based on our legitimate interest (Article 6(1)(f) GDPR).",
      "Retention. Contact requests, viewing requests and other leads are kept for 24 months after the last contact and then erased. A saved search is kept until you unsubscribe, and at most 24 months after your last activity. Data we must keep by law, such as the anti-money-laundering file of a sale, is kept for 10 years; accounting records for 7 years. Technical server logs are deleted after 30 days.",
      "Recipients. We only share your data when your file requires it: with the owner of the property you want to rent or buy, with the notary, certifying experts and building managers, and with our IT providers (hosting, e-mail), who are bound by a data processing agreement. We never sell your data. If data is processed outside the European Economic Area, this only happens with appropriate safeguards, such as the European Commission's standard contractual clauses.",
      "Maps. If you choose to show a map, or have accepted the Social media cookie category, your browser loads the map tiles directly from OpenStreetMap, a service of the OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, United Kingdom). It then receives your IP address and the map area you request, to deliver the map and secure its service; the legal basis is your consent (article 6.1.a GDPR), which you withdraw through Cookie settings at the bottom of every page. The United Kingdom is covered by an adequacy decision of the European Commission. How the OpenStreetMap Foundation processes these data: https://osmfoundation.org/wiki/Privacy_Policy",
      "Your rights. You have the right to access, correct and erase your data, to restrict processing, to data portability and to object to processing based on our legitimate interest. You can withdraw consent at any time, as easily as you gave it. Send your request to " +
        AGENCY.email +
        "; we reply within one month and may ask you to prove your identity.",
      "Complaints. If you disagree with the way we process your data, please contact us first. You can also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels, tel. +32 2 274 48 00, contact@apd-gba.be, www.dataprotectionauthority.be.",
      "Security and changes. We protect your data with appropriate technical and organisational measures, such as encrypted connections and restricted access for our team. This statement may change as our services or the law change; the date of the latest version is shown below. Last updated on 5 December 2026.",
    ],
  },
  "cookie-policy": {
    slug: "cookie-policy",
    title: "Cookie policy",
    summary: "Which cookies our website uses, what for, and how to make or change your choice.",
    body: [
      "What are cookies? Cookies are small text files a website stores on your device. Similar techniques, such as your browser's local storage, fall under the same policy.",
      "Your choice. On your first visit we ask for your consent to every cookie that is not strictly necessary, analytics cookies included. In the first window you can accept all or reject all, each as easy as the other, or set your choice per category. No boxes are pre-ticked, and browsing on or scrolling does not count as consent. How long we keep your choice is stated at the foot of this page. You can change or withdraw it at any time through the Cookie settings link at the bottom of every page.",
      "Strictly necessary cookies. These cookies are needed for the website to work: they remember your language, protect our forms against abuse and store your cookie choice. They cannot be switched off and need no consent.",
      "Signing in. Owners and members of our staff who sign in get one session cookie, which keeps them signed in until they sign out. It is strictly necessary and asks for no consent. Our agency's back office sets no other cookie, none that needs consent, and therefore shows no cookie dialog.",
      "Analytics cookies. With your consent we may use an analytics service to understand how visitors use our website, for example which properties are viewed most. Without consent these cookies are not set. The service we use now and the cookies it sets are listed in the table at the foot of this page.",
      "Our own cookie-free statistics. Whatever you choose, we count how often each property's page is viewed, so that its owner can see the interest it draws. All we keep is the number of views per property and per day: no cookies, no IP addresses and nothing else about you. Visits by search engines and other robots are not counted.",
      "Marketing cookies. With your consent we may use advertising services to measure which adverts lead to an enquiry and to show you relevant properties on other websites. The table at the foot of this page names the services we use now; if it names none, we set no marketing cookies.",
      "Social media. Embedded videos (YouTube, Vimeo), Facebook content and virtual tours (Matterport) may set cookies from those services. We only load them after you accept this category, or when you ask for one particular video or tour to be loaded. Until then you see a preview picture with a link to the content on that service's own site.",
      "Maps (OpenStreetMap). The map of the property list and of a property's or project's page is made of map tiles from OpenStreetMap, a service of the OpenStreetMap Foundation (St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS, United Kingdom). OpenStreetMap sets no cookies, but with every map tile it receives your IP address and the map area you request, with the data every browser sends along (such as the browser type and the page showing the map), and uses them to deliver the map and protect its service against abuse. That is why we only load the map after you accept the Social media category, or when you click Show map (OpenStreetMap) yourself. Until then the properties are listed as links beside the map. The OpenStreetMap Foundation's privacy policy: https://osmfoundation.org/wiki/Privacy_Policy",
      "Unclassified cookies. Cookies we are still examining and have not yet assigned to a category. They too are only set with your consent.",
      "Google Consent Mode. Before any choice, the signals ad_storage, ad_user_data, ad_personalization and analytics_storage are set to denied. They are only updated when you accept a category.",
      "We keep a record of the consents given and of earlier versions of this policy. Version of 5 December 2026; earlier versions are available on request from " +
        AGENCY.email +
        ".",
    ],
  },
  disclaimer: {
    slug: "disclaimer",
    title: "Disclaimer",
    summary: "The terms of use of this website and the information on it.",
    body: [
      `This website is published by ${who}, a licensed real-estate agent-intermediary (BIV/IPI ${AGENCY.bivNumber}, Belgium), bound by the BIV code of ethics (www.biv.be/deontologie) and supervised by ${AGENCY.supervisor}. Professional liability and guarantee: ${AGENCY.insurer}, policy ${AGENCY.policyNumber}.`,
      "Property information. We compile the information on this website with the utmost care, based on the owners' data and official documents. It is nevertheless indicative and does not constitute an offer in the legal sense: properties are offered subject to prior sale or letting, prices and surfaces are approximate and photos may be illustrations. Only the signed agreement and the official certificates are binding.",
      "Liability. We cannot be held liable for damage resulting from the use of this website, from its temporary unavailability or from incomplete or outdated information, except in case of intent or gross negligence. If you notice a mistake, please let us know; we will correct it as soon as possible.",
      "Links to other websites. This website contains links to third-party websites, such as property portals and public services. We have no control over their content and are not responsible for it.",
      "Intellectual property. The texts, photos, logos and design of this website are protected. Reproduction requires our prior written permission.",
      "Applicable law. The use of this website is governed by Belgian law. Disputes fall under the jurisdiction of the courts of the judicial district of Brussels.",
    ],
  },
};
