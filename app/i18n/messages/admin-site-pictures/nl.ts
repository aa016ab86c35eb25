// The back office's picture and video fields of the site itself (a page's banner, image and logo, the
// agency's logo) and a page's verification tags, in Dutch. The other languages take their shape from this one.
import type { SitePictureRefusal } from "../../../shared/site-picture-field.ts";

export const nl = {
  none: "Nog geen afbeelding.",
  chooseOne: "Afbeelding kiezen",
  replace: "Andere afbeelding kiezen",
  chooseSeveral: "Afbeeldingen toevoegen",
  hint: "JPEG, PNG of WebP, tot {mb} MB per afbeelding. De site zet ze rechtop en wist hun metadata (zoals de gps-plaats).",
  picture: "Afbeelding {number}",
  remove: "Verwijderen",
  position: "Plaats",
  moveUp: "Naar voren",
  moveDown: "Naar achteren",
  sending: "{name} wordt opgeladen…",
  added: "{name} toegevoegd: sla op om ze te gebruiken.",
  chooseAgain: "Niet opgeslagen: de afbeelding is wel opgeladen en staat hierboven.",
  refusals: {
    notPicture: "Geen afbeelding in JPEG, PNG of WebP.",
    tooLarge: "Deze afbeelding is te groot (meer dan {mb} MB).",
    tooManyPixels: "Deze afbeelding heeft te veel pixels (meer dan {megapixels} miljoen).",
    busy: "De server is even erg druk: probeer het over enkele seconden opnieuw.",
    tooMany: "Te veel afbeeldingen: hoogstens {max}.",
    failed: "Opladen mislukt: controleer de verbinding en probeer opnieuw.",
  } satisfies Record<SitePictureRefusal, string>,
  video: {
    legend: "Video van de banner",
    current: "Opgeladen video",
    address: "Video: adres op YouTube, Vimeo of Facebook",
    addressHint:
      "Bezoekers zien eerst een afbeelding met een afspeelknop; de video laadt pas na hun toestemming voor sociale media.",
    upload: "Video opladen (MP4 of WebM)",
    uploadHint: "Tot {mb} MB. De eerste afbeelding van de banner dient als voorbeeld.",
    remove: "Video verwijderen",
    none: "Geen video.",
  },
  verification: {
    legend: "Verificatietags van deze pagina",
    hint: "Alleen de code (of de hele <meta>-tag): de site zet ze enkel in de kop van deze pagina.",
    googleVerification: "Google",
    facebookVerification: "Facebook",
    nortonSafeWeb: "Norton Safe Web",
  },
  fieldErrors: {
    verificationTag: "Enkel letters, cijfers en - _ . = (6 tot 200 tekens).",
    videoHost: "Een video op YouTube, Vimeo of Facebook (https://…), of laad een bestand op.",
    videoFile: "Enkel een MP4- of WebM-video.",
    videoTooLarge: "Deze video is te groot (meer dan {mb} MB).",
    notPicture: "Geen afbeelding in JPEG, PNG of WebP.",
    tooLarge: "Deze afbeelding is te groot.",
    tooManyPixels: "Deze afbeelding heeft te veel pixels.",
    busy: "De server is even erg druk: probeer opnieuw.",
    tooMany: "Te veel afbeeldingen.",
    failed: "Opladen mislukt.",
  } as Record<string, string>,
  logo: {
    legend: "Logo van de site",
    hint: "Staat bovenaan elke pagina. Zonder eigen logo toont de site het standaardlogo.",
  },
};

export type AdminSitePicturesMessages = typeof nl;
