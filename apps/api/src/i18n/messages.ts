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
  "error.fileMissing": {
    "en-US": "Choose an image file to upload.",
    "en-GB": "Choose an image file to upload.",
    fr: "Choisissez une image à envoyer.",
    it: "Scegli un'immagine da caricare.",
    es: "Elige una imagen para subir.",
  },
  "error.imageNotAnImage": {
    "en-US": "This file is not an image we can read. Use a JPEG, PNG, WebP or AVIF picture.",
    "en-GB": "This file is not an image we can read. Use a JPEG, PNG, WebP or AVIF picture.",
    fr: "Ce fichier n'est pas une image lisible. Utilisez une photo JPEG, PNG, WebP ou AVIF.",
    it: "Questo file non è un'immagine leggibile. Usa una foto JPEG, PNG, WebP o AVIF.",
    es: "Este archivo no es una imagen legible. Usa una foto JPEG, PNG, WebP o AVIF.",
  },
  "error.imageUnsupported": {
    "en-US": "This image format is not supported. Use JPEG, PNG, WebP or AVIF.",
    "en-GB": "This image format is not supported. Use JPEG, PNG, WebP or AVIF.",
    fr: "Ce format d'image n'est pas pris en charge. Utilisez JPEG, PNG, WebP ou AVIF.",
    it: "Questo formato di immagine non è supportato. Usa JPEG, PNG, WebP o AVIF.",
    es: "Este formato de imagen no es compatible. Usa JPEG, PNG, WebP o AVIF.",
  },
  "error.imageTooLarge": {
    "en-US": "This image is too large. The limit is {limit, number} bytes.",
    "en-GB": "This image is too large. The limit is {limit, number} bytes.",
    fr: "Cette image est trop lourde. La limite est de {limit, number} octets.",
    it: "Questa immagine è troppo pesante. Il limite è di {limit, number} byte.",
    es: "Esta imagen es demasiado pesada. El límite es de {limit, number} bytes.",
  },
  "error.imageTooManyPixels": {
    "en-US": "This image has too many pixels (limit {limit, number}). Resize it and try again.",
    "en-GB": "This image has too many pixels (limit {limit, number}). Resize it and try again.",
    fr: "Cette image a trop de pixels (limite {limit, number}). Réduisez-la puis réessayez.",
    it: "Questa immagine ha troppi pixel (limite {limit, number}). Ridimensionala e riprova.",
    es: "Esta imagen tiene demasiados píxeles (límite {limit, number}). Redúcela e inténtalo de nuevo.",
  },
  "error.imageTooSmall": {
    "en-US": "This image is too small. It must be at least {limit, number} pixels wide.",
    "en-GB": "This image is too small. It must be at least {limit, number} pixels wide.",
    fr: "Cette image est trop petite. Elle doit faire au moins {limit, number} pixels de large.",
    it: "Questa immagine è troppo piccola. Deve essere larga almeno {limit, number} pixel.",
    es: "Esta imagen es demasiado pequeña. Debe tener al menos {limit, number} píxeles de ancho.",
  },
  "error.confirmNameMismatch": {
    "en-US": "Type the team's name exactly to confirm.",
    "en-GB": "Type the team's name exactly to confirm.",
    fr: "Saisissez exactement le nom de l'équipe pour confirmer.",
    it: "Digita esattamente il nome del team per confermare.",
    es: "Escribe exactamente el nombre del equipo para confirmar.",
  },
  "error.lastOwner": {
    "en-US": "A team always needs an owner. Make another member owner first, or delete the team.",
    "en-GB": "A team always needs an owner. Make another member owner first, or delete the team.",
    fr: "Une équipe doit toujours avoir un propriétaire. Nommez d'abord un autre membre propriétaire, ou supprimez l'équipe.",
    it: "Un team deve sempre avere un proprietario. Nomina prima un altro membro proprietario, oppure elimina il team.",
    es: "Un equipo siempre necesita un propietario. Nombra antes a otro miembro propietario o elimina el equipo.",
  },
  "error.roleTooHigh": {
    "en-US": "You cannot give a role higher than your own.",
    "en-GB": "You cannot give a role higher than your own.",
    fr: "Vous ne pouvez pas attribuer un rôle supérieur au vôtre.",
    it: "Non puoi assegnare un ruolo superiore al tuo.",
    es: "No puedes asignar un rol superior al tuyo.",
  },
  "error.alreadyMember": {
    "en-US": "This person is already a member of the team.",
    "en-GB": "This person is already a member of the team.",
    fr: "Cette personne fait déjà partie de l'équipe.",
    it: "Questa persona fa già parte del team.",
    es: "Esta persona ya forma parte del equipo.",
  },
  "error.invitationClosed": {
    "en-US": "This invitation has already been used or withdrawn.",
    "en-GB": "This invitation has already been used or withdrawn.",
    fr: "Cette invitation a déjà été utilisée ou retirée.",
    it: "Questo invito è già stato usato o ritirato.",
    es: "Esta invitación ya se ha usado o se ha retirado.",
  },
  "error.invitationNotYours": {
    "en-US": "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
    "en-GB": "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
    fr: "Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l'accepter.",
    it: "Questo invito è stato inviato a un altro indirizzo e-mail. Accedi con quell'indirizzo per accettarlo.",
    es: "Esta invitación se envió a otra dirección de correo. Inicia sesión con esa dirección para aceptarla.",
  },
  "error.invitationExpired": {
    "en-US": "This invitation has expired. Ask the team for a new one.",
    "en-GB": "This invitation has expired. Ask the team for a new one.",
    fr: "Cette invitation a expiré. Demandez-en une nouvelle à l'équipe.",
    it: "Questo invito è scaduto. Chiedine uno nuovo al team.",
    es: "Esta invitación ha caducado. Pide una nueva al equipo.",
  },
  "error.ownsTeams": {
    "en-US":
      "You are the only owner of {teams}, which have other members. Hand ownership over or delete those teams first.",
    "en-GB":
      "You are the only owner of {teams}, which have other members. Hand ownership over or delete those teams first.",
    fr: "Vous êtes le seul propriétaire de {teams}, qui comptent d'autres membres. Transférez la propriété ou supprimez ces équipes d'abord.",
    it: "Sei l'unico proprietario di {teams}, che hanno altri membri. Trasferisci la proprietà o elimina prima quei team.",
    es: "Eres el único propietario de {teams}, que tienen otros miembros. Transfiere la propiedad o elimina antes esos equipos.",
  },
  "error.passwordWrong": {
    "en-US": "The password is not correct.",
    "en-GB": "The password is not correct.",
    fr: "Le mot de passe est incorrect.",
    it: "La password non è corretta.",
    es: "La contraseña no es correcta.",
  },
  "team.updated": {
    "en-US": "Team settings saved.",
    "en-GB": "Team settings saved.",
    fr: "Paramètres de l'équipe enregistrés.",
    it: "Impostazioni del team salvate.",
    es: "Configuración del equipo guardada.",
  },
  "team.bannerUpdated": {
    "en-US": "Banner updated.",
    "en-GB": "Banner updated.",
    fr: "Bannière mise à jour.",
    it: "Banner aggiornato.",
    es: "Banner actualizado.",
  },
  "team.deleted": {
    "en-US": "The team {team} and everything it held were deleted.",
    "en-GB": "The team {team} and everything it held were deleted.",
    fr: "L'équipe {team} et tout son contenu ont été supprimés.",
    it: "Il team {team} e tutti i suoi contenuti sono stati eliminati.",
    es: "El equipo {team} y todo su contenido se han eliminado.",
  },
  "member.roleChanged": {
    "en-US": "Role updated.",
    "en-GB": "Role updated.",
    fr: "Rôle mis à jour.",
    it: "Ruolo aggiornato.",
    es: "Rol actualizado.",
  },
  "member.removed": {
    "en-US": "Member removed from the team.",
    "en-GB": "Member removed from the team.",
    fr: "Membre retiré de l'équipe.",
    it: "Membro rimosso dal team.",
    es: "Miembro eliminado del equipo.",
  },
  "member.left": {
    "en-US": "You left the team.",
    "en-GB": "You left the team.",
    fr: "Vous avez quitté l'équipe.",
    it: "Hai lasciato il team.",
    es: "Has salido del equipo.",
  },
  "invitation.sent": {
    "en-US": "Invitation sent to {email}.",
    "en-GB": "Invitation sent to {email}.",
    fr: "Invitation envoyée à {email}.",
    it: "Invito inviato a {email}.",
    es: "Invitación enviada a {email}.",
  },
  "invitation.resent": {
    "en-US": "Invitation sent again.",
    "en-GB": "Invitation sent again.",
    fr: "Invitation renvoyée.",
    it: "Invito inviato di nuovo.",
    es: "Invitación enviada de nuevo.",
  },
  "invitation.revoked": {
    "en-US": "Invitation withdrawn.",
    "en-GB": "Invitation withdrawn.",
    fr: "Invitation retirée.",
    it: "Invito ritirato.",
    es: "Invitación retirada.",
  },
  "invitation.accepted": {
    "en-US": "You joined {team}.",
    "en-GB": "You joined {team}.",
    fr: "Vous avez rejoint {team}.",
    it: "Ti sei unito a {team}.",
    es: "Te has unido a {team}.",
  },
  "profile.updated": {
    "en-US": "Profile saved.",
    "en-GB": "Profile saved.",
    fr: "Profil enregistré.",
    it: "Profilo salvato.",
    es: "Perfil guardado.",
  },
  "profile.avatarUpdated": {
    "en-US": "Profile picture updated.",
    "en-GB": "Profile picture updated.",
    fr: "Photo de profil mise à jour.",
    it: "Foto del profilo aggiornata.",
    es: "Foto de perfil actualizada.",
  },
  "profile.avatarRemoved": {
    "en-US": "Profile picture removed.",
    "en-GB": "Profile picture removed.",
    fr: "Photo de profil supprimée.",
    it: "Foto del profilo rimossa.",
    es: "Foto de perfil eliminada.",
  },
  "account.deleted": {
    "en-US": "Your account has been deleted. We're sorry to see you go.",
    "en-GB": "Your account has been deleted. We're sorry to see you go.",
    fr: "Votre compte a été supprimé. Nous regrettons de vous voir partir.",
    it: "Il tuo account è stato eliminato. Ci dispiace vederti andare via.",
    es: "Tu cuenta se ha eliminado. Sentimos que te vayas.",
  },
  "error.planRestricted": {
    "en-US": "Your functionalities are currently restricted, you cannot post boats.",
    "en-GB": "Your functionalities are currently restricted, you cannot post boats.",
    fr: "Vos fonctionnalités sont actuellement restreintes, vous ne pouvez pas publier de bateaux.",
    it: "Le tue funzionalità sono attualmente limitate, non puoi pubblicare barche.",
    es: "Tus funciones están restringidas por el momento, no puedes publicar barcos.",
  },
  "error.boatTransition": {
    "en-US": "This boat cannot go to that status from where it is now.",
    "en-GB": "This boat cannot go to that status from where it is now.",
    fr: "Ce bateau ne peut pas passer à ce statut depuis son statut actuel.",
    it: "Questa barca non può passare a questo stato da quello attuale.",
    es: "Este barco no puede pasar a ese estado desde el actual.",
  },
  "error.publishIncomplete": {
    "en-US":
      "{count, plural, one {One required field is missing before this boat can be published.} other {# required fields are missing before this boat can be published.}}",
    "en-GB":
      "{count, plural, one {One required field is missing before this boat can be published.} other {# required fields are missing before this boat can be published.}}",
    fr: "{count, plural, one {Il manque un champ obligatoire pour publier ce bateau.} other {Il manque # champs obligatoires pour publier ce bateau.}}",
    it: "{count, plural, one {Manca un campo obbligatorio per pubblicare questa barca.} other {Mancano # campi obbligatori per pubblicare questa barca.}}",
    es: "{count, plural, one {Falta un campo obligatorio para publicar este barco.} other {Faltan # campos obligatorios para publicar este barco.}}",
  },
  "error.tooManyPhotos": {
    "en-US": "A boat can have at most {limit} photos.",
    "en-GB": "A boat can have at most {limit} photos.",
    fr: "Un bateau peut avoir au plus {limit} photos.",
    it: "Una barca può avere al massimo {limit} foto.",
    es: "Un barco puede tener como máximo {limit} fotos.",
  },
  "boat.created": {
    "en-US": "Draft saved.",
    "en-GB": "Draft saved.",
    fr: "Brouillon enregistré.",
    it: "Bozza salvata.",
    es: "Borrador guardado.",
  },
  "boat.saved": {
    "en-US": "Changes saved.",
    "en-GB": "Changes saved.",
    fr: "Modifications enregistrées.",
    it: "Modifiche salvate.",
    es: "Cambios guardados.",
  },
  "boat.deleted": {
    "en-US": "Boat deleted.",
    "en-GB": "Boat deleted.",
    fr: "Bateau supprimé.",
    it: "Barca eliminata.",
    es: "Barco eliminado.",
  },
  "boat.status.published": {
    "en-US": "Your boat is published.",
    "en-GB": "Your boat is published.",
    fr: "Votre bateau est publié.",
    it: "La tua barca è pubblicata.",
    es: "Tu barco está publicado.",
  },
  "boat.status.draft": {
    "en-US": "The boat is back to draft and hidden from buyers.",
    "en-GB": "The boat is back to draft and hidden from buyers.",
    fr: "Le bateau est repassé en brouillon et n'est plus visible des acheteurs.",
    it: "La barca è tornata in bozza e non è più visibile agli acquirenti.",
    es: "El barco ha vuelto a borrador y ya no lo ven los compradores.",
  },
  "boat.status.under_offer": {
    "en-US": "Marked as under offer.",
    "en-GB": "Marked as under offer.",
    fr: "Marqué comme sous offre.",
    it: "Segnata come in trattativa.",
    es: "Marcado como con oferta en curso.",
  },
  "boat.status.sold": {
    "en-US": "Marked as sold. Congratulations!",
    "en-GB": "Marked as sold. Congratulations!",
    fr: "Marqué comme vendu. Félicitations !",
    it: "Segnata come venduta. Congratulazioni!",
    es: "Marcado como vendido. ¡Enhorabuena!",
  },
  "boat.status.archived": {
    "en-US": "Boat archived.",
    "en-GB": "Boat archived.",
    fr: "Bateau archivé.",
    it: "Barca archiviata.",
    es: "Barco archivado.",
  },
  "boat.confirmed": {
    "en-US": "Thanks: buyers now see this boat as confirmed available today.",
    "en-GB": "Thanks: buyers now see this boat as confirmed available today.",
    fr: "Merci : les acheteurs voient désormais ce bateau comme disponible, confirmé aujourd'hui.",
    it: "Grazie: gli acquirenti ora vedono questa barca come disponibile, confermata oggi.",
    es: "Gracias: los compradores ven ahora este barco como disponible, confirmado hoy.",
  },
  "boat.bulkDone": {
    "en-US":
      "{ok, plural, =0 {No boat changed.} one {# boat updated.} other {# boats updated.}} {failed, plural, =0 {} one {# could not be changed.} other {# could not be changed.}}",
    "en-GB":
      "{ok, plural, =0 {No boat changed.} one {# boat updated.} other {# boats updated.}} {failed, plural, =0 {} one {# could not be changed.} other {# could not be changed.}}",
    fr: "{ok, plural, =0 {Aucun bateau modifié.} one {# bateau mis à jour.} other {# bateaux mis à jour.}} {failed, plural, =0 {} one {# n'a pas pu être modifié.} other {# n'ont pas pu être modifiés.}}",
    it: "{ok, plural, =0 {Nessuna barca modificata.} one {# barca aggiornata.} other {# barche aggiornate.}} {failed, plural, =0 {} one {# non è stata modificata.} other {# non sono state modificate.}}",
    es: "{ok, plural, =0 {Ningún barco modificado.} one {# barco actualizado.} other {# barcos actualizados.}} {failed, plural, =0 {} one {# no se ha podido modificar.} other {# no se han podido modificar.}}",
  },
  "photo.added": {
    "en-US": "Photo added.",
    "en-GB": "Photo added.",
    fr: "Photo ajoutée.",
    it: "Foto aggiunta.",
    es: "Foto añadida.",
  },
  "photo.deleted": {
    "en-US": "Photo deleted.",
    "en-GB": "Photo deleted.",
    fr: "Photo supprimée.",
    it: "Foto eliminata.",
    es: "Foto eliminada.",
  },
  "photo.reordered": {
    "en-US": "Photo order saved.",
    "en-GB": "Photo order saved.",
    fr: "Ordre des photos enregistré.",
    it: "Ordine delle foto salvato.",
    es: "Orden de las fotos guardado.",
  },
  "boat.moderated": {
    "en-US": "The boat was unpublished and its team can read your reason.",
    "en-GB": "The boat was unpublished and its team can read your reason.",
    fr: "Le bateau a été dépublié et son équipe peut lire votre motif.",
    it: "La barca è stata ritirata e il suo team può leggere la motivazione.",
    es: "El barco se ha despublicado y su equipo puede leer el motivo.",
  },
  "error.boatGone": {
    "en-US": "This boat is no longer for sale here.",
    "en-GB": "This boat is no longer for sale here.",
    fr: "Ce bateau n'est plus en vente ici.",
    it: "Questa barca non è più in vendita qui.",
    es: "Este barco ya no está a la venta aquí.",
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
  // ---- back office (modules/admin) ----
  "admin.userSaved": {
    "en-US": "{name}'s account has been saved.",
    "en-GB": "{name}'s account has been saved.",
    fr: "Le compte de {name} a été enregistré.",
    it: "L'account di {name} è stato salvato.",
    es: "Se ha guardado la cuenta de {name}.",
  },
  "admin.userDeactivated": {
    "en-US":
      "{name}'s account is deactivated. {count, plural, =0 {No session was open.} one {# session was signed out.} other {# sessions were signed out.}}",
    "en-GB":
      "{name}'s account is deactivated. {count, plural, =0 {No session was open.} one {# session was signed out.} other {# sessions were signed out.}}",
    fr: "Le compte de {name} est désactivé. {count, plural, =0 {Aucune session n'était ouverte.} one {# session a été déconnectée.} other {# sessions ont été déconnectées.}}",
    it: "L'account di {name} è disattivato. {count, plural, =0 {Nessuna sessione era aperta.} one {# sessione è stata disconnessa.} other {# sessioni sono state disconnesse.}}",
    es: "La cuenta de {name} está desactivada. {count, plural, =0 {No había ninguna sesión abierta.} one {Se ha cerrado # sesión.} other {Se han cerrado # sesiones.}}",
  },
  "admin.groupGranted": {
    "en-US": "{name} is now in the group.",
    "en-GB": "{name} is now in the group.",
    fr: "{name} fait désormais partie du groupe.",
    it: "{name} ora fa parte del gruppo.",
    es: "{name} ahora forma parte del grupo.",
  },
  "admin.groupRemoved": {
    "en-US": "{name} is no longer in the group.",
    "en-GB": "{name} is no longer in the group.",
    fr: "{name} ne fait plus partie du groupe.",
    it: "{name} non fa più parte del gruppo.",
    es: "{name} ya no forma parte del grupo.",
  },
  "admin.memberAdded": {
    "en-US": "{name} has joined the team.",
    "en-GB": "{name} has joined the team.",
    fr: "{name} fait désormais partie de l'équipe.",
    it: "{name} ora fa parte del team.",
    es: "{name} ahora forma parte del equipo.",
  },
  "admin.memberRoleChanged": {
    "en-US": "{name}'s role has been changed.",
    "en-GB": "{name}'s role has been changed.",
    fr: "Le rôle de {name} a été modifié.",
    it: "Il ruolo di {name} è stato modificato.",
    es: "Se ha cambiado el rol de {name}.",
  },
  "admin.memberRemoved": {
    "en-US": "{name} is no longer a member of the team.",
    "en-GB": "{name} is no longer a member of the team.",
    fr: "{name} ne fait plus partie de l'équipe.",
    it: "{name} non fa più parte del team.",
    es: "{name} ya no forma parte del equipo.",
  },
  "admin.teamSaved": {
    "en-US": "The team {name} has been saved.",
    "en-GB": "The team {name} has been saved.",
    fr: "L'équipe {name} a été enregistrée.",
    it: "Il team {name} è stato salvato.",
    es: "Se ha guardado el equipo {name}.",
  },
  "admin.impersonationStarted": {
    "en-US": "You are now signed in as {name}. Sign out to return to your own account.",
    "en-GB": "You are now signed in as {name}. Sign out to return to your own account.",
    fr: "Vous êtes maintenant connecté en tant que {name}. Déconnectez-vous pour revenir à votre compte.",
    it: "Ora sei connesso come {name}. Esci per tornare al tuo account.",
    es: "Ahora has iniciado sesión como {name}. Cierra sesión para volver a tu cuenta.",
  },
  "admin.error.emailTaken": {
    "en-US": "Another account already uses this e-mail address.",
    "en-GB": "Another account already uses this e-mail address.",
    fr: "Un autre compte utilise déjà cette adresse e-mail.",
    it: "Un altro account usa già questo indirizzo e-mail.",
    es: "Otra cuenta ya usa este correo electrónico.",
  },
  "admin.error.selfDeactivation": {
    "en-US": "You cannot deactivate your own account. Ask another administrator.",
    "en-GB": "You cannot deactivate your own account. Ask another administrator.",
    fr: "Vous ne pouvez pas désactiver votre propre compte. Demandez à un autre administrateur.",
    it: "Non puoi disattivare il tuo account. Chiedi a un altro amministratore.",
    es: "No puedes desactivar tu propia cuenta. Pídeselo a otro administrador.",
  },
  "admin.error.selfAdminRemoval": {
    "en-US": "You cannot remove your own administrator access. Ask another administrator to do it.",
    "en-GB": "You cannot remove your own administrator access. Ask another administrator to do it.",
    fr: "Vous ne pouvez pas retirer vos propres droits d'administrateur. Demandez à un autre administrateur de le faire.",
    it: "Non puoi rimuovere i tuoi diritti di amministratore. Chiedi a un altro amministratore di farlo.",
    es: "No puedes quitarte tus propios permisos de administrador. Pide a otro administrador que lo haga.",
  },
  "admin.error.groupNotFound": {
    "en-US": "This group does not exist.",
    "en-GB": "This group does not exist.",
    fr: "Ce groupe n'existe pas.",
    it: "Questo gruppo non esiste.",
    es: "Este grupo no existe.",
  },
  "admin.error.userNotFound": {
    "en-US": "No account matches this e-mail address or id.",
    "en-GB": "No account matches this e-mail address or id.",
    fr: "Aucun compte ne correspond à cette adresse e-mail ou à cet identifiant.",
    it: "Nessun account corrisponde a questo indirizzo e-mail o identificativo.",
    es: "Ninguna cuenta coincide con este correo electrónico o identificador.",
  },
  "admin.error.teamNotFound": {
    "en-US": "No team has this id.",
    "en-GB": "No team has this id.",
    fr: "Aucune équipe n'a cet identifiant.",
    it: "Nessun team ha questo identificativo.",
    es: "Ningún equipo tiene este identificador.",
  },
  "admin.error.alreadyMember": {
    "en-US": "This user is already a member of the team. Change their role instead.",
    "en-GB": "This user is already a member of the team. Change their role instead.",
    fr: "Cet utilisateur est déjà membre de l'équipe. Modifiez plutôt son rôle.",
    it: "Questo utente è già membro del team. Modificane invece il ruolo.",
    es: "Este usuario ya es miembro del equipo. Cambia su rol en su lugar.",
  },
  "admin.error.lastOwner": {
    "en-US":
      "This is the team's only owner. Make another member an owner first, then remove or demote this one.",
    "en-GB":
      "This is the team's only owner. Make another member an owner first, then remove or demote this one.",
    fr: "C'est le seul propriétaire de l'équipe. Nommez d'abord un autre membre propriétaire, puis retirez ou rétrogradez celui-ci.",
    it: "È l'unico proprietario del team. Nomina prima proprietario un altro membro, poi rimuovi o declassa questo.",
    es: "Es el único propietario del equipo. Nombra primero propietario a otro miembro y después quita o degrada a este.",
  },
  "admin.error.impersonateAdmin": {
    "en-US": "You cannot sign in as an administrator.",
    "en-GB": "You cannot sign in as an administrator.",
    fr: "Vous ne pouvez pas vous connecter en tant qu'administrateur.",
    it: "Non puoi accedere come un amministratore.",
    es: "No puedes iniciar sesión como un administrador.",
  },
  "admin.error.impersonateInactive": {
    "en-US": "This account is inactive. Activate it before signing in as this user.",
    "en-GB": "This account is inactive. Activate it before signing in as this user.",
    fr: "Ce compte est désactivé. Activez-le avant de vous connecter en tant que cet utilisateur.",
    it: "Questo account è disattivato. Attivalo prima di accedere come questo utente.",
    es: "Esta cuenta está desactivada. Actívala antes de iniciar sesión como este usuario.",
  },
  "catalog.created": {
    "en-US": "“{name}” added.",
    "en-GB": "‘{name}’ added.",
    fr: "Ajout de « {name} » enregistré.",
    it: "Hai aggiunto «{name}».",
    es: "Se ha añadido «{name}».",
  },
  "catalog.updated": {
    "en-US": "Changes to “{name}” saved.",
    "en-GB": "Changes to ‘{name}’ saved.",
    fr: "Modifications de « {name} » enregistrées.",
    it: "Modifiche a «{name}» salvate.",
    es: "Se han guardado los cambios de «{name}».",
  },
  "catalog.deleted": {
    "en-US": "“{name}” deleted.",
    "en-GB": "‘{name}’ deleted.",
    fr: "Suppression de « {name} » effectuée.",
    it: "Hai eliminato «{name}».",
    es: "Se ha eliminado «{name}».",
  },
  "catalog.approved": {
    "en-US": "“{name}” approved: sellers can now choose it.",
    "en-GB": "‘{name}’ approved: sellers can now choose it.",
    fr: "Validation enregistrée : les vendeurs peuvent désormais choisir « {name} ».",
    it: "Approvazione salvata: ora i venditori possono scegliere «{name}».",
    es: "Aprobación guardada: ahora los vendedores pueden elegir «{name}».",
  },
  "catalog.merged": {
    "en-US":
      "Merged into “{name}”: {count, plural, =0 {no boats to move} one {# boat moved} other {# boats moved}}.",
    "en-GB":
      "Merged into ‘{name}’: {count, plural, =0 {no boats to move} one {# boat moved} other {# boats moved}}.",
    fr: "Fusion dans « {name} » effectuée : {count, plural, =0 {aucun bateau à déplacer} one {# bateau déplacé} other {# bateaux déplacés}}.",
    it: "Unione in «{name}» completata: {count, plural, =0 {nessuna barca da spostare} one {# barca spostata} other {# barche spostate}}.",
    es: "Fusión en «{name}» completada: {count, plural, =0 {ningún barco que mover} one {# barco movido} other {# barcos movidos}}.",
  },
  "catalog.mergedEquipments": {
    "en-US":
      "Merged into “{name}”: {count, plural, =0 {no equipment to move} one {# equipment item moved} other {# equipment items moved}}.",
    "en-GB":
      "Merged into ‘{name}’: {count, plural, =0 {no equipment to move} one {# equipment item moved} other {# equipment items moved}}.",
    fr: "Fusion dans « {name} » effectuée : {count, plural, =0 {aucun équipement à déplacer} one {# équipement déplacé} other {# équipements déplacés}}.",
    it: "Unione in «{name}» completata: {count, plural, =0 {nessuna dotazione da spostare} one {# dotazione spostata} other {# dotazioni spostate}}.",
    es: "Fusión en «{name}» completada: {count, plural, =0 {ningún equipamiento que mover} one {# equipamiento movido} other {# equipamientos movidos}}.",
  },
  "catalog.error.inUse": {
    "en-US":
      "{count, plural, one {# boat uses} other {# boats use}} this value. Merge it into another value instead of deleting it.",
    "en-GB":
      "{count, plural, one {# boat uses} other {# boats use}} this value. Merge it into another value instead of deleting it.",
    fr: "{count, plural, one {# bateau utilise} other {# bateaux utilisent}} cette valeur. Fusionnez-la avec une autre valeur plutôt que de la supprimer.",
    it: "{count, plural, one {# barca usa} other {# barche usano}} questo valore. Uniscilo a un altro valore invece di eliminarlo.",
    es: "{count, plural, one {# barco usa} other {# barcos usan}} este valor. Fusiónalo con otro valor en lugar de eliminarlo.",
  },
  "catalog.error.typeHasEquipments": {
    "en-US":
      "{count, plural, one {# equipment item belongs} other {# equipment items belong}} to this type. Move them to another type or merge the types.",
    "en-GB":
      "{count, plural, one {# equipment item belongs} other {# equipment items belong}} to this type. Move them to another type or merge the types.",
    fr: "{count, plural, one {# équipement appartient} other {# équipements appartiennent}} à ce type. Déplacez-les vers un autre type ou fusionnez les types.",
    it: "{count, plural, one {# dotazione appartiene} other {# dotazioni appartengono}} a questo tipo. Spostale in un altro tipo o unisci i tipi.",
    es: "{count, plural, one {# equipamiento pertenece} other {# equipamientos pertenecen}} a este tipo. Muévelos a otro tipo o fusiona los tipos.",
  },
  "catalog.error.codeTaken": {
    "en-US": "Another value already uses the code “{name}”.",
    "en-GB": "Another value already uses the code ‘{name}’.",
    fr: "Une autre valeur utilise déjà le code « {name} ».",
    it: "Un altro valore usa già il codice «{name}».",
    es: "Otro valor ya usa el código «{name}».",
  },
  "catalog.error.brandTaken": {
    "en-US": "The brand “{name}” already exists.",
    "en-GB": "The brand ‘{name}’ already exists.",
    fr: "La marque « {name} » existe déjà.",
    it: "Il marchio «{name}» esiste già.",
    es: "La marca «{name}» ya existe.",
  },
  "catalog.error.modelTaken": {
    "en-US": "This brand already has the model “{name}”.",
    "en-GB": "This brand already has the model ‘{name}’.",
    fr: "Cette marque a déjà le modèle « {name} ».",
    it: "Questo marchio ha già il modello «{name}».",
    es: "Esta marca ya tiene el modelo «{name}».",
  },
  "catalog.error.mergeIntoSelf": {
    "en-US": "Choose another value to merge into.",
    "en-GB": "Choose another value to merge into.",
    fr: "Choisissez une autre valeur avec laquelle fusionner.",
    it: "Scegli un altro valore con cui unire.",
    es: "Elige otro valor con el que fusionar.",
  },
  "catalog.error.mergeTargetMissing": {
    "en-US": "The value to merge into does not exist.",
    "en-GB": "The value to merge into does not exist.",
    fr: "La valeur avec laquelle fusionner n’existe pas.",
    it: "Il valore con cui unire non esiste.",
    es: "El valor con el que fusionar no existe.",
  },
  "catalog.error.mergeOtherBrand": {
    "en-US": "A model can only be merged into another model of the same brand.",
    "en-GB": "A model can only be merged into another model of the same brand.",
    fr: "Un modèle ne peut être fusionné qu’avec un autre modèle de la même marque.",
    it: "Un modello può essere unito solo a un altro modello dello stesso marchio.",
    es: "Un modelo solo se puede fusionar con otro modelo de la misma marca.",
  },
  "catalog.error.equipmentTypeMissing": {
    "en-US": "This equipment type does not exist.",
    "en-GB": "This equipment type does not exist.",
    fr: "Ce type d’équipement n’existe pas.",
    it: "Questo tipo di dotazione non esiste.",
    es: "Este tipo de equipamiento no existe.",
  },
  "catalog.error.boatTypeMissing": {
    "en-US": "This boat type does not exist.",
    "en-GB": "This boat type does not exist.",
    fr: "Ce type de bateau n’existe pas.",
    it: "Questo tipo di barca non esiste.",
    es: "Este tipo de barco no existe.",
  },
  "catalog.error.brandMissing": {
    "en-US": "This brand does not exist.",
    "en-GB": "This brand does not exist.",
    fr: "Cette marque n’existe pas.",
    it: "Questo marchio non esiste.",
    es: "Esta marca no existe.",
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
