/**
 * Messages the API puts in response bodies (`message`, `error.message`), which the web app shows as toasts.
 * Translated into the five interface languages; the caller's language comes from Accept-Language.
 */
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from "@keel/contracts/locales";

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

export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template: string = catalogue[key][locale] ?? catalogue[key][DEFAULT_LOCALE];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function localeOf(headers: Record<string, string | string[] | undefined>): Locale {
  const header = headers["accept-language"];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}
