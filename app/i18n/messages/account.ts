// Texts of the account pages and mails shared by staff and owners: forgotten password, setting a
// password from an invitation or a reset link, confirming a new e-mail address, the two-factor step
// of sign-in, and one's own account page.
import type { Language } from "../languages.ts";

const nl = {
  forgotLink: "Wachtwoord vergeten?",
  forgotTitle: "Wachtwoord vergeten",
  forgotIntro:
    "Vul uw e-mailadres in. Hoort er een account bij, dan sturen we u een link om een nieuw wachtwoord te kiezen.",
  forgotSubmit: "Stuur mij een link",
  forgotSent:
    "Als er een account bij dit adres hoort, is er nu een e-mail met een link onderweg. De link werkt één uur en één keer.",
  email: "E-mailadres",
  emailInvalid: "Geef een geldig e-mailadres in.",
  setTitle: "Kies een wachtwoord",
  setIntro: "Kies een wachtwoord van minstens {min} tekens. Een zin van enkele woorden is sterk en goed te onthouden.",
  newPassword: "Nieuw wachtwoord",
  repeatPassword: "Herhaal het wachtwoord",
  setSubmit: "Wachtwoord opslaan",
  passwordTooShort: "Het wachtwoord heeft minstens {min} tekens nodig.",
  passwordsDiffer: "De twee wachtwoorden verschillen.",
  passwordCommon: "Dit wachtwoord is te gekend. Kies een ander.",
  linkInvalid: "Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.",
  passwordSet: "Uw wachtwoord is opgeslagen. U kunt nu inloggen.",
  codeTitle: "Code uit uw app",
  codeIntro: "Geef de code van zes cijfers uit uw authenticator-app in, of een van uw reservecodes.",
  code: "Code",
  codeSubmit: "Bevestigen",
  codeFailed: "Deze code klopt niet. Probeer de volgende code uit uw app.",
  codeExpired: "Het inloggen duurde te lang. Log opnieuw in.",
  codeUsed: "Deze code is al gebruikt. Log opnieuw in met de volgende code uit uw app.",
  codesLocked:
    "Te veel foute codes: codes uit uw app worden geweigerd tot {time}. Met een van uw reservecodes kunt u wel inloggen.",
  confirmEmailTitle: "Nieuw e-mailadres bevestigen",
  confirmEmailIntro: "Bevestig dat u voortaan met {email} inlogt.",
  confirmEmailSubmit: "Bevestigen",
  emailChanged: "Uw e-mailadres is gewijzigd. Log voortaan in met {email}.",
  errorSummary: "Kijk de gegevens hieronder na.",
  mails: {
    invitationSubject: "Uw account bij {agency}",
    invitation:
      "{agency} heeft een account voor u gemaakt. Kies uw wachtwoord via deze link (zeven dagen geldig, één keer te gebruiken):",
    resetSubject: "Een nieuw wachtwoord voor uw account bij {agency}",
    reset:
      "Iemand vroeg een nieuw wachtwoord voor uw account. Was u dat, kies het dan via deze link (één uur geldig, één keer te gebruiken):",
    resetIgnore: "Vroeg u niets? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.",
    emailChangeSubject: "Bevestig uw nieuwe e-mailadres bij {agency}",
    emailChange: "Bevestig via deze link dat u voortaan met dit adres inlogt (24 uur geldig):",
  },
};

export type AccountMessages = typeof nl;

const fr: AccountMessages = {
  forgotLink: "Mot de passe oublié ?",
  forgotTitle: "Mot de passe oublié",
  forgotIntro:
    "Indiquez votre adresse e-mail. Si un compte y est lié, nous vous envoyons un lien pour choisir un nouveau mot de passe.",
  forgotSubmit: "Envoyez-moi un lien",
  forgotSent:
    "Si un compte est lié à cette adresse, un e-mail avec un lien est en route. Le lien est valable une heure et une seule fois.",
  email: "Adresse e-mail",
  emailInvalid: "Indiquez une adresse e-mail valide.",
  setTitle: "Choisissez un mot de passe",
  setIntro:
    "Choisissez un mot de passe d'au moins {min} caractères. Une phrase de quelques mots est solide et facile à retenir.",
  newPassword: "Nouveau mot de passe",
  repeatPassword: "Répétez le mot de passe",
  setSubmit: "Enregistrer le mot de passe",
  passwordTooShort: "Le mot de passe doit compter au moins {min} caractères.",
  passwordsDiffer: "Les deux mots de passe diffèrent.",
  passwordCommon: "Ce mot de passe est trop connu. Choisissez-en un autre.",
  linkInvalid: "Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.",
  passwordSet: "Votre mot de passe est enregistré. Vous pouvez vous connecter.",
  codeTitle: "Code de votre application",
  codeIntro:
    "Indiquez le code à six chiffres de votre application d'authentification, ou l'un de vos codes de secours.",
  code: "Code",
  codeSubmit: "Confirmer",
  codeFailed: "Ce code est incorrect. Essayez le code suivant de votre application.",
  codeExpired: "La connexion a pris trop de temps. Connectez-vous à nouveau.",
  codeUsed: "Ce code a déjà été utilisé. Reconnectez-vous avec le code suivant de votre application.",
  codesLocked:
    "Trop de codes erronés : les codes de votre application sont refusés jusqu'à {time}. Un de vos codes de secours permet toujours de vous connecter.",
  confirmEmailTitle: "Confirmer la nouvelle adresse e-mail",
  confirmEmailIntro: "Confirmez que vous vous connecterez désormais avec {email}.",
  confirmEmailSubmit: "Confirmer",
  emailChanged: "Votre adresse e-mail a été modifiée. Connectez-vous désormais avec {email}.",
  errorSummary: "Vérifiez les données ci-dessous.",
  mails: {
    invitationSubject: "Votre compte chez {agency}",
    invitation:
      "{agency} a créé un compte pour vous. Choisissez votre mot de passe via ce lien (valable sept jours, utilisable une fois) :",
    resetSubject: "Un nouveau mot de passe pour votre compte chez {agency}",
    reset:
      "Quelqu'un a demandé un nouveau mot de passe pour votre compte. Si c'était vous, choisissez-le via ce lien (valable une heure, utilisable une fois) :",
    resetIgnore: "Vous n'avez rien demandé ? Ignorez cet e-mail ; votre mot de passe ne change pas.",
    emailChangeSubject: "Confirmez votre nouvelle adresse e-mail chez {agency}",
    emailChange: "Confirmez via ce lien que vous vous connecterez désormais avec cette adresse (valable 24 heures) :",
  },
};

const en: AccountMessages = {
  forgotLink: "Forgot your password?",
  forgotTitle: "Forgot your password",
  forgotIntro: "Enter your e-mail address. If it belongs to an account, we send you a link to choose a new password.",
  forgotSubmit: "Send me a link",
  forgotSent:
    "If an account belongs to this address, an e-mail with a link is on its way. The link works for one hour and once.",
  email: "E-mail address",
  emailInvalid: "Enter a valid e-mail address.",
  setTitle: "Choose a password",
  setIntro: "Choose a password of at least {min} characters. A sentence of a few words is strong and easy to remember.",
  newPassword: "New password",
  repeatPassword: "Repeat the password",
  setSubmit: "Save the password",
  passwordTooShort: "The password needs at least {min} characters.",
  passwordsDiffer: "The two passwords differ.",
  passwordCommon: "This password is too well known. Choose another one.",
  linkInvalid: "This link has expired or was already used. Ask for a new one.",
  passwordSet: "Your password is saved. You can log in now.",
  codeTitle: "Code from your app",
  codeIntro: "Enter the six-digit code from your authenticator app, or one of your backup codes.",
  code: "Code",
  codeSubmit: "Confirm",
  codeFailed: "This code is not right. Try the next code from your app.",
  codeExpired: "Logging in took too long. Log in again.",
  codeUsed: "This code has been used already. Log in again with the next code from your app.",
  codesLocked:
    "Too many wrong codes: codes from your app are refused until {time}. One of your backup codes still lets you log in.",
  confirmEmailTitle: "Confirm your new e-mail address",
  confirmEmailIntro: "Confirm that you will log in with {email} from now on.",
  confirmEmailSubmit: "Confirm",
  emailChanged: "Your e-mail address has changed. Log in with {email} from now on.",
  errorSummary: "Please check the details below.",
  mails: {
    invitationSubject: "Your account with {agency}",
    invitation:
      "{agency} made an account for you. Choose your password through this link (valid seven days, usable once):",
    resetSubject: "A new password for your account with {agency}",
    reset:
      "Someone asked for a new password for your account. If that was you, choose it through this link (valid one hour, usable once):",
    resetIgnore: "Didn't ask for anything? Then ignore this e-mail; your password stays the same.",
    emailChangeSubject: "Confirm your new e-mail address with {agency}",
    emailChange: "Confirm through this link that you will log in with this address from now on (valid 24 hours):",
  },
};

const de: AccountMessages = {
  forgotLink: "Passwort vergessen?",
  forgotTitle: "Passwort vergessen",
  forgotIntro:
    "Geben Sie Ihre E-Mail-Adresse ein. Gehört ein Konto dazu, senden wir Ihnen einen Link, um ein neues Passwort zu wählen.",
  forgotSubmit: "Link senden",
  forgotSent:
    "Wenn zu dieser Adresse ein Konto gehört, ist jetzt eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde und einmal.",
  email: "E-Mail-Adresse",
  emailInvalid: "Geben Sie eine gültige E-Mail-Adresse ein.",
  setTitle: "Passwort wählen",
  setIntro:
    "Wählen Sie ein Passwort mit mindestens {min} Zeichen. Ein Satz aus einigen Wörtern ist stark und leicht zu merken.",
  newPassword: "Neues Passwort",
  repeatPassword: "Passwort wiederholen",
  setSubmit: "Passwort speichern",
  passwordTooShort: "Das Passwort braucht mindestens {min} Zeichen.",
  passwordsDiffer: "Die beiden Passwörter unterscheiden sich.",
  passwordCommon: "Dieses Passwort ist zu bekannt. Wählen Sie ein anderes.",
  linkInvalid: "Dieser Link ist abgelaufen oder wurde schon benutzt. Fordern Sie einen neuen an.",
  passwordSet: "Ihr Passwort ist gespeichert. Sie können sich jetzt anmelden.",
  codeTitle: "Code aus Ihrer App",
  codeIntro: "Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App oder einen Ihrer Ersatzcodes ein.",
  code: "Code",
  codeSubmit: "Bestätigen",
  codeFailed: "Dieser Code stimmt nicht. Versuchen Sie den nächsten Code aus Ihrer App.",
  codeExpired: "Die Anmeldung hat zu lange gedauert. Melden Sie sich erneut an.",
  codeUsed: "Dieser Code wurde bereits verwendet. Melden Sie sich mit dem nächsten Code aus Ihrer App erneut an.",
  codesLocked:
    "Zu viele falsche Codes: Codes aus Ihrer App werden bis {time} Uhr abgelehnt. Mit einem Ihrer Ersatzcodes können Sie sich weiterhin anmelden.",
  confirmEmailTitle: "Neue E-Mail-Adresse bestätigen",
  confirmEmailIntro: "Bestätigen Sie, dass Sie sich künftig mit {email} anmelden.",
  confirmEmailSubmit: "Bestätigen",
  emailChanged: "Ihre E-Mail-Adresse wurde geändert. Melden Sie sich künftig mit {email} an.",
  errorSummary: "Bitte prüfen Sie die Angaben unten.",
  mails: {
    invitationSubject: "Ihr Konto bei {agency}",
    invitation:
      "{agency} hat ein Konto für Sie angelegt. Wählen Sie Ihr Passwort über diesen Link (sieben Tage gültig, einmal nutzbar):",
    resetSubject: "Ein neues Passwort für Ihr Konto bei {agency}",
    reset:
      "Jemand hat ein neues Passwort für Ihr Konto angefordert. Waren Sie das, wählen Sie es über diesen Link (eine Stunde gültig, einmal nutzbar):",
    resetIgnore: "Nichts angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
    emailChangeSubject: "Bestätigen Sie Ihre neue E-Mail-Adresse bei {agency}",
    emailChange:
      "Bestätigen Sie über diesen Link, dass Sie sich künftig mit dieser Adresse anmelden (24 Stunden gültig):",
  },
};

export const ACCOUNT_MESSAGES: Record<Language, AccountMessages> = { nl, fr, en, de };
