/**
 * Messages the API puts in response bodies (`message`, `error.message`), which the web app shows as toasts.
 * Translated into the five interface languages; the caller's language comes from Accept-Language.
 */
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from "@keel/contracts/locales";
import { IntlMessageFormat } from "intl-messageformat";

const catalogue = {
  "error.validation": {
    "en-US": "Some fields are invalid. Please check them and try again.",
    "en-GB": "Some fields are invalid. Please check them and try again.",
    fr: "Certains champs ne sont pas valides. Vérifiez-les puis réessayez.",
    it: "Alcuni campi non sono validi. Controllali e riprova.",
    es: "Algunos campos no son válidos. Revísalos e inténtalo de nuevo.",
  },
  "error.invalidCredentials": {
    "en-US": "Invalid credentials",
    "en-GB": "Invalid credentials",
    fr: "Identifiants invalides",
    it: "Credenziali non valide",
    es: "Credenciales no válidas",
  },
  "error.unauthenticated": {
    "en-US": "Please sign in to continue.",
    "en-GB": "Please sign in to continue.",
    fr: "Veuillez vous connecter pour continuer.",
    it: "Accedi per continuare.",
    es: "Inicia sesión para continuar.",
  },
  "error.forbidden": {
    "en-US": "You do not have permission to do this.",
    "en-GB": "You do not have permission to do this.",
    fr: "Vous n'avez pas l'autorisation d'effectuer cette action.",
    it: "Non hai l'autorizzazione per eseguire questa azione.",
    es: "No tienes permiso para realizar esta acción.",
  },
  "error.notFound": {
    "en-US": "This resource does not exist.",
    "en-GB": "This resource does not exist.",
    fr: "Cette ressource n'existe pas.",
    it: "Questa risorsa non esiste.",
    es: "Este recurso no existe.",
  },
  "error.routeNotFound": {
    "en-US": "No API route matches {method} {path}.",
    "en-GB": "No API route matches {method} {path}.",
    fr: "Aucune route de l'API ne correspond à {method} {path}.",
    it: "Nessuna rotta dell'API corrisponde a {method} {path}.",
    es: "Ninguna ruta de la API coincide con {method} {path}.",
  },
  "error.rateLimited": {
    "en-US": "Too many attempts. Please wait {seconds} seconds and try again.",
    "en-GB": "Too many attempts. Please wait {seconds} seconds and try again.",
    fr: "Trop de tentatives. Patientez {seconds} secondes puis réessayez.",
    it: "Troppi tentativi. Attendi {seconds} secondi e riprova.",
    es: "Demasiados intentos. Espera {seconds} segundos e inténtalo de nuevo.",
  },
  "error.payloadTooLarge": {
    "en-US": "The request is too large.",
    "en-GB": "The request is too large.",
    fr: "La requête est trop volumineuse.",
    it: "La richiesta è troppo grande.",
    es: "La solicitud es demasiado grande.",
  },
  "error.internal": {
    "en-US": "Something went wrong on our side. Please try again in a moment.",
    "en-GB": "Something went wrong on our side. Please try again in a moment.",
    fr: "Un problème est survenu de notre côté. Réessayez dans un instant.",
    it: "Si è verificato un problema da parte nostra. Riprova tra poco.",
    es: "Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.",
  },
  "error.emailTaken": {
    "en-US": "An account already uses this e-mail address. Sign in or reset your password.",
    "en-GB": "An account already uses this e-mail address. Sign in or reset your password.",
    fr: "Un compte utilise déjà cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.",
    it: "Un account usa già questo indirizzo e-mail. Accedi o reimposta la password.",
    es: "Ya existe una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.",
  },
  "error.resetLinkInvalid": {
    "en-US": "This reset link has expired or was already used. Ask for a new one.",
    "en-GB": "This reset link has expired or has already been used. Ask for a new one.",
    fr: "Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.",
    it: "Questo link di reimpostazione è scaduto o è già stato usato. Richiedine uno nuovo.",
    es: "Este enlace de restablecimiento ha caducado o ya se ha usado. Solicita uno nuevo.",
  },
  "error.currentPasswordWrong": {
    "en-US": "Your current password is not correct.",
    "en-GB": "Your current password is not correct.",
    fr: "Votre mot de passe actuel est incorrect.",
    it: "La password attuale non è corretta.",
    es: "Tu contraseña actual no es correcta.",
  },
  "auth.registered": {
    "en-US": "Welcome aboard, {name}! Your team is ready.",
    "en-GB": "Welcome aboard, {name}! Your team is ready.",
    fr: "Bienvenue à bord, {name} ! Votre équipe est prête.",
    it: "Benvenuto a bordo, {name}! Il tuo team è pronto.",
    es: "¡Bienvenido a bordo, {name}! Tu equipo está listo.",
  },
  "auth.resetRequested": {
    "en-US": "If an account uses this address, we have sent it a link to reset the password.",
    "en-GB": "If an account uses this address, we have sent it a link to reset the password.",
    fr: "Si un compte utilise cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe.",
    it: "Se un account usa questo indirizzo, gli abbiamo inviato un link per reimpostare la password.",
    es: "Si hay una cuenta con esta dirección, le hemos enviado un enlace para restablecer la contraseña.",
  },
  "auth.passwordReset": {
    "en-US": "Your password has been changed. You can sign in with it now.",
    "en-GB": "Your password has been changed. You can sign in with it now.",
    fr: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.",
    it: "La password è stata modificata. Ora puoi accedere con la nuova password.",
    es: "Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.",
  },
  "auth.passwordChanged": {
    "en-US": "Password changed. Your other sessions were signed out.",
    "en-GB": "Password changed. Your other sessions were signed out.",
    fr: "Mot de passe modifié. Vos autres sessions ont été déconnectées.",
    it: "Password modificata. Le altre sessioni sono state disconnesse.",
    es: "Contraseña cambiada. Se han cerrado tus otras sesiones.",
  },
  "auth.sessionsRevoked": {
    "en-US":
      "{count, plural, =0 {No other session was open.} one {# other session signed out.} other {# other sessions signed out.}}",
    "en-GB":
      "{count, plural, =0 {No other session was open.} one {# other session signed out.} other {# other sessions signed out.}}",
    fr: "{count, plural, =0 {Aucune autre session n'était ouverte.} one {# autre session déconnectée.} other {# autres sessions déconnectées.}}",
    it: "{count, plural, =0 {Nessun'altra sessione era aperta.} one {# altra sessione disconnessa.} other {Altre # sessioni disconnesse.}}",
    es: "{count, plural, =0 {No había ninguna otra sesión abierta.} one {Se ha cerrado # sesión más.} other {Se han cerrado # sesiones más.}}",
  },
  "auth.signedIn": {
    "en-US": "Welcome back, {name}.",
    "en-GB": "Welcome back, {name}.",
    fr: "Bon retour, {name}.",
    it: "Bentornato, {name}.",
    es: "Bienvenido de nuevo, {name}.",
  },
  "auth.signedOut": {
    "en-US": "You are signed out.",
    "en-GB": "You are signed out.",
    fr: "Vous êtes déconnecté.",
    it: "Sei disconnesso.",
    es: "Has cerrado sesión.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

export const messageKeys = Object.keys(catalogue) as MessageKey[];

const compiled = new Map<string, IntlMessageFormat>();

/** ICU messages (plurals, selects), compiled once per locale and key. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogue[key][locale] ?? catalogue[key][DEFAULT_LOCALE], locale);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

export function localeOf(headers: Record<string, string | string[] | undefined>): Locale {
  const header = headers["accept-language"];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}
