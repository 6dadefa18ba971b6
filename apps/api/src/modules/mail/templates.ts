/**
 * E-mails in the recipient's language (the user's interface language drives it). Each template is a subject,
 * paragraphs and an optional call to action; `renderMail` builds the HTML and plain-text bodies from them.
 */
import type { Locale } from "@keel/contracts/locales";

interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: string;
  footer: string;
}

type Catalogue = Record<Locale, TemplateText>;

const signature: Record<Locale, string> = {
  "en-US": "You received this e-mail because of your {brand} account.",
  "en-GB": "You received this e-mail because of your {brand} account.",
  fr: "Vous recevez cet e-mail en raison de votre compte {brand}.",
  it: "Ricevi questa e-mail per via del tuo account {brand}.",
  es: "Recibes este correo por tu cuenta de {brand}.",
};

/** Under notification e-mails (new requests, digests), which a member may stop with one click. */
const unsubscribeLine: Record<Locale, string> = {
  "en-US": "Stop these e-mails",
  "en-GB": "Stop these e-mails",
  fr: "Ne plus recevoir ces e-mails",
  it: "Non ricevere più queste e-mail",
  es: "Dejar de recibir estos correos",
};

const hello: Record<Locale, string> = {
  "en-US": "Hello {name},",
  "en-GB": "Hello {name},",
  fr: "Bonjour {name},",
  it: "Ciao {name},",
  es: "Hola {name}:",
};

/**
 * For mails to an address nobody has proven yet (a sign-up's confirmation, a support form's acknowledgement):
 * they greet without the name typed into the form and quote nothing else from it, so the form cannot be used
 * to send someone else a message of the sender's choosing.
 */
const helloAnyone: Record<Locale, string> = {
  "en-US": "Hello,",
  "en-GB": "Hello,",
  fr: "Bonjour,",
  it: "Ciao,",
  es: "Hola:",
};

const make = (
  texts: Record<Locale, Omit<TemplateText, "greeting" | "footer">>,
  options: { isToUnprovenAddress?: boolean } = {},
): Catalogue =>
  Object.fromEntries(
    Object.entries(texts).map(([locale, t]) => [
      locale,
      {
        ...t,
        greeting: (options.isToUnprovenAddress ? helloAnyone : hello)[locale as Locale],
        footer: signature[locale as Locale],
      },
    ]),
  ) as Catalogue;

export const TEMPLATES = {
  welcome: make({
    "en-US": {
      subject: "Welcome to {brand}",
      paragraphs: [
        "Your account and your team {team} are ready.",
        "Complete your team's profile, then choose a plan to start listing boats in front of buyers from every country.",
      ],
      action: "Open my dashboard",
    },
    "en-GB": {
      subject: "Welcome to {brand}",
      paragraphs: [
        "Your account and your team {team} are ready.",
        "Complete your team's profile, then choose a plan to start listing boats in front of buyers from every country.",
      ],
      action: "Open my dashboard",
    },
    fr: {
      subject: "Bienvenue sur {brand}",
      paragraphs: [
        "Votre compte et votre équipe {team} sont prêts.",
        "Complétez le profil de votre équipe, puis choisissez une offre pour présenter vos bateaux aux acheteurs du monde entier.",
      ],
      action: "Ouvrir mon tableau de bord",
    },
    it: {
      subject: "Benvenuto su {brand}",
      paragraphs: [
        "Il tuo account e il tuo team {team} sono pronti.",
        "Completa il profilo del team, poi scegli un piano per mostrare le tue barche agli acquirenti di tutto il mondo.",
      ],
      action: "Apri la mia dashboard",
    },
    es: {
      subject: "Bienvenido a {brand}",
      paragraphs: [
        "Tu cuenta y tu equipo {team} están listos.",
        "Completa el perfil de tu equipo y elige un plan para mostrar tus barcos a compradores de todo el mundo.",
      ],
      action: "Abrir mi panel",
    },
  }),
  /** Signing up from an invitation: the person joined a team, they own none and have no plan to choose. */
  welcomeJoined: make({
    "en-US": {
      subject: "Welcome to {brand}: you joined {team}",
      paragraphs: [
        "Your account is ready, and you joined the team {team} as {role}.",
        "Open your dashboard to start working with your team.",
      ],
      action: "Open my dashboard",
    },
    "en-GB": {
      subject: "Welcome to {brand}: you joined {team}",
      paragraphs: [
        "Your account is ready, and you joined the team {team} as {role}.",
        "Open your dashboard to start working with your team.",
      ],
      action: "Open my dashboard",
    },
    fr: {
      subject: "Bienvenue sur {brand} : vous avez rejoint {team}",
      paragraphs: [
        "Votre compte est prêt et vous avez rejoint l'équipe {team} en tant que {role}.",
        "Ouvrez votre tableau de bord pour commencer à travailler avec votre équipe.",
      ],
      action: "Ouvrir mon tableau de bord",
    },
    it: {
      subject: "Benvenuto su {brand}: ti sei unito a {team}",
      paragraphs: [
        "Il tuo account è pronto e ti sei unito al team {team} come {role}.",
        "Apri la tua dashboard per iniziare a lavorare con il tuo team.",
      ],
      action: "Apri la mia dashboard",
    },
    es: {
      subject: "Bienvenido a {brand}: te has unido a {team}",
      paragraphs: [
        "Tu cuenta está lista y te has unido al equipo {team} como {role}.",
        "Abre tu panel para empezar a trabajar con tu equipo.",
      ],
      action: "Abrir mi panel",
    },
  }),
  passwordReset: make({
    "en-US": {
      subject: "Reset your {brand} password",
      paragraphs: [
        "Someone asked to reset the password of your account. The link below works once and expires in {minutes} minutes.",
        "If it wasn't you, ignore this e-mail: your password stays as it is.",
      ],
      action: "Choose a new password",
    },
    "en-GB": {
      subject: "Reset your {brand} password",
      paragraphs: [
        "Someone asked to reset the password of your account. The link below works once and expires in {minutes} minutes.",
        "If it wasn't you, ignore this e-mail: your password stays as it is.",
      ],
      action: "Choose a new password",
    },
    fr: {
      subject: "Réinitialisez votre mot de passe {brand}",
      paragraphs: [
        "Une réinitialisation du mot de passe de votre compte a été demandée. Le lien ci-dessous ne fonctionne qu'une fois et expire dans {minutes} minutes.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
      action: "Choisir un nouveau mot de passe",
    },
    it: {
      subject: "Reimposta la password di {brand}",
      paragraphs: [
        "È stata richiesta la reimpostazione della password del tuo account. Il link qui sotto funziona una sola volta e scade tra {minutes} minuti.",
        "Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.",
      ],
      action: "Scegli una nuova password",
    },
    es: {
      subject: "Restablece tu contraseña de {brand}",
      paragraphs: [
        "Se ha solicitado restablecer la contraseña de tu cuenta. El enlace de abajo funciona una sola vez y caduca en {minutes} minutos.",
        "Si no has sido tú, ignora este correo: tu contraseña no cambia.",
      ],
      action: "Elegir una nueva contraseña",
    },
  }),
  passwordChanged: make({
    "en-US": {
      subject: "Your {brand} password was changed",
      paragraphs: [
        "The password of your account was changed on {date}. Every other session has been signed out.",
        "If you did not do this, reset your password now and contact our support.",
      ],
      action: "Reset my password",
    },
    "en-GB": {
      subject: "Your {brand} password was changed",
      paragraphs: [
        "The password of your account was changed on {date}. Every other session has been signed out.",
        "If you did not do this, reset your password now and contact our support.",
      ],
      action: "Reset my password",
    },
    fr: {
      subject: "Votre mot de passe {brand} a été modifié",
      paragraphs: [
        "Le mot de passe de votre compte a été modifié le {date}. Toutes les autres sessions ont été déconnectées.",
        "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe dès maintenant et contactez notre support.",
      ],
      action: "Réinitialiser mon mot de passe",
    },
    it: {
      subject: "La tua password di {brand} è stata modificata",
      paragraphs: [
        "La password del tuo account è stata modificata il {date}. Tutte le altre sessioni sono state disconnesse.",
        "Se non sei stato tu, reimposta subito la password e contatta il nostro supporto.",
      ],
      action: "Reimposta la password",
    },
    es: {
      subject: "Tu contraseña de {brand} ha cambiado",
      paragraphs: [
        "La contraseña de tu cuenta se cambió el {date}. Se han cerrado todas las demás sesiones.",
        "Si no has sido tú, restablece tu contraseña ahora y contacta con nuestro soporte.",
      ],
      action: "Restablecer mi contraseña",
    },
  }),
  invitation: make({
    "en-US": {
      subject: "{inviter} invited you to join {team} on {brand}",
      paragraphs: [
        "{inviter} invited you to join the team {team} as {role}.",
        "The invitation expires on {date}. If you don't have an account yet, you can create one from the link.",
      ],
      action: "Accept the invitation",
    },
    "en-GB": {
      subject: "{inviter} invited you to join {team} on {brand}",
      paragraphs: [
        "{inviter} invited you to join the team {team} as {role}.",
        "The invitation expires on {date}. If you don't have an account yet, you can create one from the link.",
      ],
      action: "Accept the invitation",
    },
    fr: {
      subject: "{inviter} vous invite à rejoindre {team} sur {brand}",
      paragraphs: [
        "{inviter} vous invite à rejoindre l'équipe {team} en tant que {role}.",
        "L'invitation expire le {date}. Si vous n'avez pas encore de compte, vous pourrez en créer un depuis le lien.",
      ],
      action: "Accepter l'invitation",
    },
    it: {
      subject: "{inviter} ti ha invitato a unirti a {team} su {brand}",
      paragraphs: [
        "{inviter} ti ha invitato a unirti al team {team} come {role}.",
        "L'invito scade il {date}. Se non hai ancora un account, potrai crearlo dal link.",
      ],
      action: "Accetta l'invito",
    },
    es: {
      subject: "{inviter} te ha invitado a unirte a {team} en {brand}",
      paragraphs: [
        "{inviter} te ha invitado a unirte al equipo {team} como {role}.",
        "La invitación caduca el {date}. Si todavía no tienes cuenta, podrás crearla desde el enlace.",
      ],
      action: "Aceptar la invitación",
    },
  }),
  newMessage: make({
    "en-US": {
      subject: "New message from {buyer} about {boat}",
      paragraphs: [
        "{buyer} sent {team} a message about {boat}:",
        "{message}",
        "Contact details: {contact}",
        "Reply to this e-mail to answer {buyer} directly, or answer from your dashboard. Buyers who hear back quickly are far more likely to buy.",
      ],
      action: "Open the conversation",
    },
    "en-GB": {
      subject: "New message from {buyer} about {boat}",
      paragraphs: [
        "{buyer} sent {team} a message about {boat}:",
        "{message}",
        "Contact details: {contact}",
        "Reply to this e-mail to answer {buyer} directly, or answer from your dashboard. Buyers who hear back quickly are far more likely to buy.",
      ],
      action: "Open the conversation",
    },
    fr: {
      subject: "Nouveau message de {buyer} concernant {boat}",
      paragraphs: [
        "{buyer} a envoyé un message à {team} au sujet de {boat} :",
        "{message}",
        "Coordonnées : {contact}",
        "Répondez à cet e-mail pour écrire directement à {buyer}, ou répondez depuis votre tableau de bord. Les acheteurs qui reçoivent vite une réponse achètent bien plus souvent.",
      ],
      action: "Ouvrir la conversation",
    },
    it: {
      subject: "Nuovo messaggio da {buyer} per {boat}",
      paragraphs: [
        "{buyer} ha inviato a {team} un messaggio su {boat}:",
        "{message}",
        "Recapiti: {contact}",
        "Rispondi a questa e-mail per scrivere direttamente a {buyer}, oppure rispondi dalla tua dashboard. Gli acquirenti che ricevono presto una risposta comprano molto più spesso.",
      ],
      action: "Apri la conversazione",
    },
    es: {
      subject: "Nuevo mensaje de {buyer} sobre {boat}",
      paragraphs: [
        "{buyer} ha enviado a {team} un mensaje sobre {boat}:",
        "{message}",
        "Datos de contacto: {contact}",
        "Responde a este correo para escribir directamente a {buyer}, o responde desde tu panel. Los compradores que reciben una respuesta rápida compran con mucha más frecuencia.",
      ],
      action: "Abrir la conversación",
    },
  }),
  buyerReply: make({
    "en-US": {
      subject: "{team} replied about {boat}",
      paragraphs: [
        "{team} answered your request about {boat}:",
        "{reply}",
        "Reply to this e-mail to continue the conversation with {team}.",
      ],
      action: "See the boat",
    },
    "en-GB": {
      subject: "{team} replied about {boat}",
      paragraphs: [
        "{team} answered your request about {boat}:",
        "{reply}",
        "Reply to this e-mail to continue the conversation with {team}.",
      ],
      action: "See the boat",
    },
    fr: {
      subject: "{team} a répondu au sujet de {boat}",
      paragraphs: [
        "{team} a répondu à votre demande concernant {boat} :",
        "{reply}",
        "Répondez à cet e-mail pour poursuivre la conversation avec {team}.",
      ],
      action: "Voir le bateau",
    },
    it: {
      subject: "{team} ha risposto riguardo a {boat}",
      paragraphs: [
        "{team} ha risposto alla tua richiesta su {boat}:",
        "{reply}",
        "Rispondi a questa e-mail per continuare la conversazione con {team}.",
      ],
      action: "Vedi la barca",
    },
    es: {
      subject: "{team} ha respondido sobre {boat}",
      paragraphs: [
        "{team} ha respondido a tu solicitud sobre {boat}:",
        "{reply}",
        "Responde a este correo para seguir la conversación con {team}.",
      ],
      action: "Ver el barco",
    },
  }),
  messageDigest: make({
    "en-US": {
      subject: "{count} new requests for {team} yesterday",
      paragraphs: [
        "Here are the requests {team} received in the last 24 hours:",
        "{items}",
        "Buyers expect an answer within a day: the fastest teams win the deal.",
      ],
      action: "Open the inbox",
    },
    "en-GB": {
      subject: "{count} new requests for {team} yesterday",
      paragraphs: [
        "Here are the requests {team} received in the last 24 hours:",
        "{items}",
        "Buyers expect an answer within a day: the fastest teams win the deal.",
      ],
      action: "Open the inbox",
    },
    fr: {
      subject: "{count} nouvelles demandes pour {team} hier",
      paragraphs: [
        "Voici les demandes reçues par {team} au cours des dernières 24 heures :",
        "{items}",
        "Les acheteurs attendent une réponse dans la journée : les équipes les plus rapides concluent.",
      ],
      action: "Ouvrir la messagerie",
    },
    it: {
      subject: "{count} nuove richieste per {team} ieri",
      paragraphs: [
        "Ecco le richieste ricevute da {team} nelle ultime 24 ore:",
        "{items}",
        "Gli acquirenti si aspettano una risposta entro un giorno: i team più rapidi concludono.",
      ],
      action: "Apri la posta",
    },
    es: {
      subject: "{count} nuevas solicitudes para {team} ayer",
      paragraphs: [
        "Estas son las solicitudes que {team} recibió en las últimas 24 horas:",
        "{items}",
        "Los compradores esperan respuesta en el día: los equipos más rápidos cierran la venta.",
      ],
      action: "Abrir la bandeja",
    },
  }),
  supportRequest: make({
    "en-US": {
      subject: "[Support · {topic}] {sender}",
      paragraphs: [
        "{sender} ({email}{phone}) wrote through the contact page in {language}:",
        "{message}",
        "Reply to this e-mail to answer them.",
      ],
    },
    "en-GB": {
      subject: "[Support · {topic}] {sender}",
      paragraphs: [
        "{sender} ({email}{phone}) wrote through the contact page in {language}:",
        "{message}",
        "Reply to this e-mail to answer them.",
      ],
    },
    fr: {
      subject: "[Support · {topic}] {sender}",
      paragraphs: [
        "{sender} ({email}{phone}) a écrit via la page de contact en {language} :",
        "{message}",
        "Répondez à cet e-mail pour lui répondre.",
      ],
    },
    it: {
      subject: "[Supporto · {topic}] {sender}",
      paragraphs: [
        "{sender} ({email}{phone}) ha scritto tramite la pagina contatti in {language}:",
        "{message}",
        "Rispondi a questa e-mail per rispondergli.",
      ],
    },
    es: {
      subject: "[Soporte · {topic}] {sender}",
      paragraphs: [
        "{sender} ({email}{phone}) escribió desde la página de contacto en {language}:",
        "{message}",
        "Responde a este correo para contestarle.",
      ],
    },
  }),
  supportAck: make(
    {
      "en-US": {
        subject: "We received your message",
        paragraphs: [
          "Thank you for writing to {brand}. Our support team usually answers within {hours} hours.",
          "If you did not write to us, you can ignore this e-mail.",
        ],
      },
      "en-GB": {
        subject: "We received your message",
        paragraphs: [
          "Thank you for writing to {brand}. Our support team usually answers within {hours} hours.",
          "If you did not write to us, you can ignore this e-mail.",
        ],
      },
      fr: {
        subject: "Nous avons bien reçu votre message",
        paragraphs: [
          "Merci d'avoir écrit à {brand}. Notre équipe support répond généralement sous {hours} heures.",
          "Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
        ],
      },
      it: {
        subject: "Abbiamo ricevuto il tuo messaggio",
        paragraphs: [
          "Grazie per aver scritto a {brand}. Il nostro supporto risponde di solito entro {hours} ore.",
          "Se non ci hai scritto, puoi ignorare questa e-mail.",
        ],
      },
      es: {
        subject: "Hemos recibido tu mensaje",
        paragraphs: [
          "Gracias por escribir a {brand}. Nuestro equipo de soporte suele responder en {hours} horas.",
          "Si no nos has escrito, puedes ignorar este correo.",
        ],
      },
    },
    { isToUnprovenAddress: true },
  ),
  signUpConfirm: make(
    {
      "en-US": {
        subject: "Confirm your e-mail address to finish signing up to {brand}",
        paragraphs: [
          "Someone, probably you, asked to create a {brand} account with this e-mail address. Follow the link below within {hours} hours to confirm it and open your account.",
          "If it wasn't you, ignore this e-mail: no account will be created.",
        ],
        action: "Confirm and open my account",
      },
      "en-GB": {
        subject: "Confirm your e-mail address to finish signing up to {brand}",
        paragraphs: [
          "Someone, probably you, asked to create a {brand} account with this e-mail address. Follow the link below within {hours} hours to confirm it and open your account.",
          "If it wasn't you, ignore this e-mail: no account will be created.",
        ],
        action: "Confirm and open my account",
      },
      fr: {
        subject: "Confirmez votre adresse e-mail pour finir votre inscription sur {brand}",
        paragraphs: [
          "Quelqu'un, sans doute vous, a demandé à créer un compte {brand} avec cette adresse e-mail. Suivez le lien ci-dessous dans les {hours} heures pour la confirmer et ouvrir votre compte.",
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : aucun compte ne sera créé.",
        ],
        action: "Confirmer et ouvrir mon compte",
      },
      it: {
        subject: "Conferma il tuo indirizzo e-mail per completare la registrazione a {brand}",
        paragraphs: [
          "Qualcuno, probabilmente tu, ha chiesto di creare un account {brand} con questo indirizzo e-mail. Segui il link qui sotto entro {hours} ore per confermarlo e aprire il tuo account.",
          "Se non sei stato tu, ignora questa e-mail: nessun account verrà creato.",
        ],
        action: "Conferma e apri il mio account",
      },
      es: {
        subject: "Confirma tu correo electrónico para terminar tu registro en {brand}",
        paragraphs: [
          "Alguien, probablemente tú, ha pedido crear una cuenta de {brand} con esta dirección de correo. Sigue el enlace de abajo en las próximas {hours} horas para confirmarla y abrir tu cuenta.",
          "Si no has sido tú, ignora este correo: no se creará ninguna cuenta.",
        ],
        action: "Confirmar y abrir mi cuenta",
      },
    },
    { isToUnprovenAddress: true },
  ),
  signUpExisting: make({
    "en-US": {
      subject: "Someone tried to sign up to {brand} with your address",
      paragraphs: [
        "Someone tried to create a {brand} account with your e-mail address, which already has one. Nothing has changed on your account.",
        'If it was you, sign in instead; if you forgot your password, choose "Forgot your password?" on the sign-in page. If it wasn\'t you, you can ignore this e-mail.',
      ],
      action: "Sign in",
    },
    "en-GB": {
      subject: "Someone tried to sign up to {brand} with your address",
      paragraphs: [
        "Someone tried to create a {brand} account with your e-mail address, which already has one. Nothing has changed on your account.",
        'If it was you, sign in instead; if you forgot your password, choose "Forgot your password?" on the sign-in page. If it wasn\'t you, you can ignore this e-mail.',
      ],
      action: "Sign in",
    },
    fr: {
      subject: "Quelqu'un a tenté de s'inscrire sur {brand} avec votre adresse",
      paragraphs: [
        "Quelqu'un a tenté de créer un compte {brand} avec votre adresse e-mail, qui en a déjà un. Rien n'a changé sur votre compte.",
        "Si c'était vous, connectez-vous plutôt ; si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur la page de connexion. Sinon, vous pouvez ignorer cet e-mail.",
      ],
      action: "Se connecter",
    },
    it: {
      subject: "Qualcuno ha provato a registrarsi su {brand} con il tuo indirizzo",
      paragraphs: [
        "Qualcuno ha provato a creare un account {brand} con il tuo indirizzo e-mail, che ne ha già uno. Sul tuo account non è cambiato nulla.",
        "Se eri tu, accedi invece di registrarti; se hai dimenticato la password, scegli «Password dimenticata?» nella pagina di accesso. Altrimenti puoi ignorare questa e-mail.",
      ],
      action: "Accedi",
    },
    es: {
      subject: "Alguien ha intentado registrarse en {brand} con tu dirección",
      paragraphs: [
        "Alguien ha intentado crear una cuenta de {brand} con tu dirección de correo, que ya tiene una. En tu cuenta no ha cambiado nada.",
        "Si has sido tú, inicia sesión; si has olvidado tu contraseña, elige «¿Has olvidado tu contraseña?» en la página de inicio de sesión. Si no has sido tú, puedes ignorar este correo.",
      ],
      action: "Iniciar sesión",
    },
  }),
  freshnessReminder: make({
    "en-US": {
      subject: "Is {boat} still for sale?",
      paragraphs: [
        "Nobody on your team has confirmed, edited or published {boat} ({reference}) for a while. On {date}, {days} days after its last confirmation, it will be hidden from search until someone confirms it is still available.",
        "The button below confirms it in one click, without signing in. Confirming keeps the boat where it is in the results: it does not move it up.",
        "Sold, or has something changed? Edit the listing: {editUrl}",
      ],
      action: "Yes, it is still available",
    },
    "en-GB": {
      subject: "Is {boat} still for sale?",
      paragraphs: [
        "Nobody in your team has confirmed, edited or published {boat} ({reference}) for a while. On {date}, {days} days after its last confirmation, it will be hidden from search until someone confirms it is still available.",
        "The button below confirms it in one click, without signing in. Confirming keeps the boat where it is in the results: it does not move it up.",
        "Sold, or has something changed? Edit the listing: {editUrl}",
      ],
      action: "Yes, it is still available",
    },
    fr: {
      subject: "{boat} est-il toujours à vendre ?",
      paragraphs: [
        "Personne dans votre équipe n'a confirmé, modifié ou publié {boat} ({reference}) depuis un moment. Le {date}, {days} jours après sa dernière confirmation, il sera masqué des résultats de recherche jusqu'à ce que quelqu'un confirme qu'il est toujours disponible.",
        "Le bouton ci-dessous le confirme en un clic, sans connexion. Confirmer laisse le bateau à sa place dans les résultats : il ne remonte pas.",
        "Vendu, ou quelque chose a changé ? Modifiez l'annonce : {editUrl}",
      ],
      action: "Oui, il est toujours disponible",
    },
    it: {
      subject: "{boat} è ancora in vendita?",
      paragraphs: [
        "Da un po' nessuno del tuo team ha confermato, modificato o pubblicato {boat} ({reference}). Il {date}, {days} giorni dopo l'ultima conferma, sarà nascosta dai risultati di ricerca finché qualcuno non confermerà che è ancora disponibile.",
        "Il pulsante qui sotto la conferma con un clic, senza accedere. La conferma lascia la barca al suo posto nei risultati: non la fa salire.",
        "Venduta, o è cambiato qualcosa? Modifica l'annuncio: {editUrl}",
      ],
      action: "Sì, è ancora disponibile",
    },
    es: {
      subject: "¿Sigue a la venta {boat}?",
      paragraphs: [
        "Hace tiempo que nadie de tu equipo confirma, edita o publica {boat} ({reference}). El {date}, {days} días después de su última confirmación, dejará de aparecer en las búsquedas hasta que alguien confirme que sigue disponible.",
        "El botón de abajo lo confirma con un clic, sin iniciar sesión. Confirmar deja el barco en su sitio en los resultados: no lo hace subir.",
        "¿Vendido, o ha cambiado algo? Edita el anuncio: {editUrl}",
      ],
      action: "Sí, sigue disponible",
    },
  }),
  // ---- billing (modules/billing) ----
  billingPaymentConfirmed: make({
    "en-US": {
      subject: "Payment confirmed: {plan} plan for {team}",
      paragraphs: [
        "Your payment was successful: {amount} for the {plan} plan of {team}. Thank you!",
        "Invoice {number} is in your billing page, with its PDF. Your plan renews on {date}.",
      ],
      action: "See my invoices",
    },
    "en-GB": {
      subject: "Payment confirmed: {plan} plan for {team}",
      paragraphs: [
        "Your payment was successful: {amount} for the {plan} plan of {team}. Thank you!",
        "Invoice {number} is on your billing page, with its PDF. Your plan renews on {date}.",
      ],
      action: "See my invoices",
    },
    fr: {
      subject: "Paiement confirmé : formule {plan} pour {team}",
      paragraphs: [
        "Votre paiement a bien été effectué : {amount} pour la formule {plan} de {team}. Merci !",
        "La facture {number} et son PDF sont dans votre page de facturation. Votre formule se renouvelle le {date}.",
      ],
      action: "Voir mes factures",
    },
    it: {
      subject: "Pagamento confermato: piano {plan} per {team}",
      paragraphs: [
        "Il pagamento è andato a buon fine: {amount} per il piano {plan} di {team}. Grazie!",
        "La fattura {number} e il suo PDF sono nella pagina di fatturazione. Il piano si rinnova il {date}.",
      ],
      action: "Vedi le mie fatture",
    },
    es: {
      subject: "Pago confirmado: plan {plan} para {team}",
      paragraphs: [
        "Tu pago se ha realizado correctamente: {amount} por el plan {plan} de {team}. ¡Gracias!",
        "La factura {number} y su PDF están en tu página de facturación. Tu plan se renueva el {date}.",
      ],
      action: "Ver mis facturas",
    },
  }),
  billingPastDue: make({
    "en-US": {
      subject: "Payment failed for {team}: please update your card",
      paragraphs: [
        "We could not take the payment for the subscription of {team}.",
        "Your listings stay online and you can keep posting until {date} ({days} days left). After that, posting new boats will be restricted until the payment goes through.",
        "Update your card or pay the open invoice from your billing page.",
      ],
      action: "Update my payment",
    },
    "en-GB": {
      subject: "Payment failed for {team}: please update your card",
      paragraphs: [
        "We could not take the payment for the subscription of {team}.",
        "Your listings stay online and you can keep posting until {date} ({days} days left). After that, posting new boats will be restricted until the payment goes through.",
        "Update your card or pay the open invoice from your billing page.",
      ],
      action: "Update my payment",
    },
    fr: {
      subject: "Échec du paiement pour {team} : mettez à jour votre carte",
      paragraphs: [
        "Nous n'avons pas pu encaisser le paiement de l'abonnement de {team}.",
        "Vos annonces restent en ligne et vous pouvez continuer à publier jusqu'au {date} (encore {days} jours). Ensuite, la publication de nouveaux bateaux sera restreinte jusqu'au paiement.",
        "Mettez à jour votre carte ou réglez la facture en attente depuis votre page de facturation.",
      ],
      action: "Mettre à jour mon paiement",
    },
    it: {
      subject: "Pagamento non riuscito per {team}: aggiorna la carta",
      paragraphs: [
        "Non siamo riusciti ad addebitare il pagamento dell'abbonamento di {team}.",
        "I tuoi annunci restano online e puoi continuare a pubblicare fino al {date} (ancora {days} giorni). Dopo, la pubblicazione di nuove barche sarà limitata fino al pagamento.",
        "Aggiorna la carta o paga la fattura aperta dalla pagina di fatturazione.",
      ],
      action: "Aggiorna il pagamento",
    },
    es: {
      subject: "Pago fallido para {team}: actualiza tu tarjeta",
      paragraphs: [
        "No hemos podido cobrar el pago de la suscripción de {team}.",
        "Tus anuncios siguen en línea y puedes seguir publicando hasta el {date} (quedan {days} días). Después, la publicación de nuevos barcos quedará restringida hasta que se realice el pago.",
        "Actualiza tu tarjeta o paga la factura pendiente desde tu página de facturación.",
      ],
      action: "Actualizar mi pago",
    },
  }),
  billingRestricted: make({
    "en-US": {
      subject: "{team}: posting boats is now restricted",
      paragraphs: [
        "The payment for the subscription of {team} is still outstanding and the 7-day grace period is over: posting and publishing boats is restricted.",
        "Your published listings stay online. Pay the open invoice or update your card to lift the restriction at once.",
      ],
      action: "Settle my payment",
    },
    "en-GB": {
      subject: "{team}: posting boats is now restricted",
      paragraphs: [
        "The payment for the subscription of {team} is still outstanding and the 7-day grace period is over: posting and publishing boats is restricted.",
        "Your published listings stay online. Pay the open invoice or update your card to lift the restriction at once.",
      ],
      action: "Settle my payment",
    },
    fr: {
      subject: "{team} : la publication de bateaux est restreinte",
      paragraphs: [
        "Le paiement de l'abonnement de {team} est toujours en attente et le délai de grâce de 7 jours est écoulé : la publication de bateaux est restreinte.",
        "Vos annonces publiées restent en ligne. Réglez la facture en attente ou mettez à jour votre carte pour lever la restriction immédiatement.",
      ],
      action: "Régler mon paiement",
    },
    it: {
      subject: "{team}: la pubblicazione di barche è limitata",
      paragraphs: [
        "Il pagamento dell'abbonamento di {team} è ancora in sospeso e il periodo di tolleranza di 7 giorni è terminato: la pubblicazione di barche è limitata.",
        "I tuoi annunci pubblicati restano online. Paga la fattura aperta o aggiorna la carta per togliere subito la limitazione.",
      ],
      action: "Salda il pagamento",
    },
    es: {
      subject: "{team}: la publicación de barcos está restringida",
      paragraphs: [
        "El pago de la suscripción de {team} sigue pendiente y el periodo de gracia de 7 días ha terminado: la publicación de barcos está restringida.",
        "Tus anuncios publicados siguen en línea. Paga la factura pendiente o actualiza tu tarjeta para levantar la restricción al instante.",
      ],
      action: "Saldar mi pago",
    },
  }),
  billingSubscriptionEnded: make({
    "en-US": {
      subject: "The subscription of {team} has ended",
      paragraphs: [
        "The subscription of {team} has ended and the team is back on the Free plan.",
        "Your published boats are hidden from the site, not deleted: subscribe again and they come back as they were.",
      ],
      action: "See the plans",
    },
    "en-GB": {
      subject: "The subscription of {team} has ended",
      paragraphs: [
        "The subscription of {team} has ended and the team is back on the Free plan.",
        "Your published boats are hidden from the site, not deleted: subscribe again and they come back as they were.",
      ],
      action: "See the plans",
    },
    fr: {
      subject: "L'abonnement de {team} a pris fin",
      paragraphs: [
        "L'abonnement de {team} a pris fin et l'équipe est revenue à la formule Gratuit.",
        "Vos bateaux publiés sont masqués du site, pas supprimés : abonnez-vous de nouveau et ils reviennent tels quels.",
      ],
      action: "Voir les formules",
    },
    it: {
      subject: "L'abbonamento di {team} è terminato",
      paragraphs: [
        "L'abbonamento di {team} è terminato e il team è tornato al piano Gratuito.",
        "Le barche pubblicate sono nascoste dal sito, non eliminate: abbonati di nuovo e torneranno com'erano.",
      ],
      action: "Vedi i piani",
    },
    es: {
      subject: "La suscripción de {team} ha finalizado",
      paragraphs: [
        "La suscripción de {team} ha finalizado y el equipo ha vuelto al plan Gratis.",
        "Tus barcos publicados están ocultos en el sitio, no eliminados: suscríbete de nuevo y volverán tal como estaban.",
      ],
      action: "Ver los planes",
    },
  }),
  planRequestSales: make({
    "en-US": {
      subject: "[Custom plan] {teamName} ({country}, fleet {fleetSize})",
      paragraphs: [
        "{contact} ({email}{phone}) asks for a custom plan for {teamName}, {country}, fleet of {fleetSize} boats, in {language}:",
        "{needs}",
        "Reply to this e-mail to answer them; the request is also in the back office.",
      ],
    },
    "en-GB": {
      subject: "[Custom plan] {teamName} ({country}, fleet {fleetSize})",
      paragraphs: [
        "{contact} ({email}{phone}) asks for a custom plan for {teamName}, {country}, fleet of {fleetSize} boats, in {language}:",
        "{needs}",
        "Reply to this e-mail to answer them; the request is also in the back office.",
      ],
    },
    fr: {
      subject: "[Formule sur mesure] {teamName} ({country}, flotte {fleetSize})",
      paragraphs: [
        "{contact} ({email}{phone}) demande une formule sur mesure pour {teamName}, {country}, flotte de {fleetSize} bateaux, en {language} :",
        "{needs}",
        "Répondez à cet e-mail pour lui répondre ; la demande figure aussi dans le back-office.",
      ],
    },
    it: {
      subject: "[Piano personalizzato] {teamName} ({country}, flotta {fleetSize})",
      paragraphs: [
        "{contact} ({email}{phone}) chiede un piano personalizzato per {teamName}, {country}, flotta di {fleetSize} barche, in {language}:",
        "{needs}",
        "Rispondi a questa e-mail per rispondergli; la richiesta è anche nel back office.",
      ],
    },
    es: {
      subject: "[Plan personalizado] {teamName} ({country}, flota {fleetSize})",
      paragraphs: [
        "{contact} ({email}{phone}) solicita un plan personalizado para {teamName}, {country}, flota de {fleetSize} barcos, en {language}:",
        "{needs}",
        "Responde a este correo para contestarle; la solicitud también está en el back office.",
      ],
    },
  }),
  planRequestAck: make(
    {
      "en-US": {
        subject: "We received your custom plan request",
        paragraphs: [
          "Thank you for your interest in a custom {brand} plan. Our sales team will get back to you within two business days with a quote.",
          "If you did not make this request, you can ignore this e-mail.",
        ],
      },
      "en-GB": {
        subject: "We received your custom plan request",
        paragraphs: [
          "Thank you for your interest in a custom {brand} plan. Our sales team will get back to you within two working days with a quote.",
          "If you did not make this request, you can ignore this e-mail.",
        ],
      },
      fr: {
        subject: "Nous avons bien reçu votre demande de formule sur mesure",
        paragraphs: [
          "Merci de votre intérêt pour une formule {brand} sur mesure. Notre équipe commerciale vous répondra sous deux jours ouvrés avec un devis.",
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
        ],
      },
      it: {
        subject: "Abbiamo ricevuto la tua richiesta di piano personalizzato",
        paragraphs: [
          "Grazie per l'interesse per un piano {brand} personalizzato. Il nostro team commerciale ti risponderà entro due giorni lavorativi con un preventivo.",
          "Se non hai fatto tu questa richiesta, ignora questa e-mail.",
        ],
      },
      es: {
        subject: "Hemos recibido tu solicitud de plan personalizado",
        paragraphs: [
          "Gracias por tu interés en un plan personalizado de {brand}. Nuestro equipo comercial te responderá en un plazo de dos días laborables con un presupuesto.",
          "Si no has hecho esta solicitud, puedes ignorar este correo.",
        ],
      },
    },
    { isToUnprovenAddress: true },
  ),
} as const satisfies Record<string, Catalogue>;

export type TemplateName = keyof typeof TEMPLATES;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function fill(template: string, values: Record<string, string>, encode: (v: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? encode(values[name] ?? "") : match,
  );
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Values are escaped in the HTML body; `actionUrl` becomes the button and the plain-text link; `unsubscribeUrl`
 * (notification e-mails) adds a "Stop these e-mails" link under the footer.
 */
export function renderMail(
  name: TemplateName,
  locale: Locale,
  values: Record<string, string> & { brand: string; name: string },
  actionUrl?: string,
  unsubscribeUrl?: string,
): RenderedMail {
  const t: TemplateText = TEMPLATES[name][locale];
  const plain = (s: string) => fill(s, values, (v) => v);
  // Values keep their line breaks in HTML (a reply or a message quoted in an e-mail).
  const html = (s: string) => fill(escapeHtml(s), values, (v) => escapeHtml(v).replace(/\r?\n/g, "<br>"));
  const button =
    t.action && actionUrl
      ? `<p style="margin:28px 0"><a href="${escapeHtml(actionUrl)}" style="background:#0b5f7a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${html(t.action)}</a></p>`
      : "";
  return {
    subject: plain(t.subject),
    html: `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f3f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2a33">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px">
<p style="font-size:20px;font-weight:700;color:#0b5f7a;margin:0 0 24px">${escapeHtml(values.brand)}</p>
<p style="font-size:16px;line-height:1.5">${html(t.greeting)}</p>
${t.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${html(p)}</p>`).join("\n")}
${button}
<p style="font-size:12px;color:#51646f;margin-top:32px">${html(t.footer)}</p>
${unsubscribeUrl ? `<p style="font-size:12px;color:#51646f"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#51646f">${escapeHtml(unsubscribeLine[locale])}</a></p>` : ""}
</td></tr></table></td></tr></table></body></html>`,
    text: [
      plain(t.greeting),
      "",
      ...t.paragraphs.map(plain).flatMap((p) => [p, ""]),
      ...(t.action && actionUrl ? [`${plain(t.action)}: ${actionUrl}`, ""] : []),
      plain(t.footer),
      ...(unsubscribeUrl ? ["", `${unsubscribeLine[locale]}: ${unsubscribeUrl}`] : []),
    ].join("\n"),
  };
}
