import type { PageContent } from "#app/features/pages/content/types.ts";

const content: PageContent = {
  about: {
    title: "À propos de {brand}",
    description:
      "{brand} est une place de marché internationale où concessionnaires, courtiers et chantiers publient des bateaux neufs et d’occasion, et où les acheteurs trouvent le leur dans leur langue.",
    lead: [
      "{brand} est une place de marché en ligne dédiée aux bateaux. Concessionnaires, courtiers et constructeurs y publient des bateaux à moteur, voiliers, catamarans, semi-rigides et radeaux de survie, neufs ou d’occasion ; les acheteurs les recherchent par-delà les frontières et contactent directement le vendeur.",
      "Nous avons créé {brand} parce qu’acheter un bateau est une décision importante et que les outils n’avaient pas suivi. Les annonces étaient dispersées sur des sites nationaux, à moitié traduites, affichées dans une devise qu’il fallait convertir et dans une unité qu’il fallait deviner. Nous voulions un seul endroit, rapide, clair et honnête, en français, en anglais, en italien et en espagnol.",
    ],
    sections: [
      {
        id: "buyers",
        heading: "Pour les acheteurs",
        blocks: [
          "La recherche est gratuite et ne demande aucun compte. Filtrez par type, état, marque et modèle, prix, longueur, année, pays, carburant, matériau de coque, cabines, couchages et équipements, puis triez les résultats comme vous les envisagez. Chaque recherche tient dans son adresse : vous pouvez la garder en favori ou l’envoyer à un proche.",
          {
            list: [
              "Les prix s’affichent dans la devise du vendeur, avec la TVA clairement indiquée, et les longueurs en mètres ou en pieds selon votre langue.",
              "Vous pouvez chercher dans plusieurs pays à la fois : le bon bateau se trouve souvent de l’autre côté d’une frontière.",
              "Chaque annonce indique qui vend, depuis quand ce professionnel est sur {brand}, quelles langues il parle et, quand nous le savons, en combien de temps il répond habituellement.",
              "Votre message arrive directement à l’équipe du vendeur. {brand} ne facture jamais de frais aux acheteurs.",
            ],
          },
        ],
      },
      {
        id: "professionals",
        heading: "Pour les professionnels du nautisme",
        blocks: [
          "{brand} est conçu pour celles et ceux dont le métier est de vendre des bateaux. Un compte d’équipe permet à une concession ou à un cabinet de courtage de travailler ensemble : les membres partagent le stock, la messagerie et les statistiques, avec des rôles qui décident qui peut modifier quoi.",
          {
            list: [
              "Un éditeur d’annonces qui enregistre au fil de la saisie, signale ce qui manque avant la publication et accepte les photos prises avec votre téléphone.",
              "Une messagerie qui regroupe les messages des acheteurs par bateau, écarte le spam et permet à l’équipe de répondre et de garder des notes privées.",
              "Des statistiques de vues, de vues détaillées et de clics, par jour, semaine ou mois, avec vos bateaux les plus consultés.",
              "Un profil public dans le [réseau des professionnels](/professionals), avec vos bateaux, les langues que vous parlez et votre délai de réponse.",
              "Une API ouverte, documentée sur /api/docs, pour que votre propre logiciel publie sur {brand} sans double saisie.",
            ],
          },
          "La page des [offres](/pricing) détaille ce que comprend chaque abonnement.",
        ],
      },
      {
        id: "trust",
        heading: "Confiance et vérification",
        blocks: [
          "Une place de marché ne vaut que par ses annonces. Avant qu’une équipe reçoive le badge « vérifié », nous contrôlons que l’entreprise existe et est immatriculée, que la personne qui gère le compte y travaille et que les coordonnées publiées mènent bien à cette entreprise. Nous modérons les nouvelles annonces, agissons vite sur les signalements et excluons les vendeurs qui trompent les acheteurs.",
          "Nous ne vendons pas de bateaux nous-mêmes et ne prenons jamais de commission sur une vente. Nos intérêts restent simples : plus acheteurs et vendeurs se trouvent facilement, mieux {brand} se porte.",
        ],
      },
      {
        id: "partners",
        heading: "Tout ce qui entoure l’achat",
        blocks: [
          "Un bateau, c’est aussi une place de port à trouver, une expertise à organiser, une assurance, un financement et parfois un transport par la route ou par la mer. Notre [annuaire des partenaires](/partners) réunit des ports de plaisance, experts maritimes, assureurs, organismes de financement, transporteurs, chantiers navals, voileries, spécialistes de l’électronique et avocats maritimes qui accompagnent chaque jour acheteurs et vendeurs.",
        ],
      },
      {
        id: "international",
        heading: "International par nature",
        blocks: [
          "{brand} parle anglais américain et britannique, français, italien et espagnol, et chaque page existe dans chacune de ces langues. Dates, nombres, prix et longueurs suivent les usages de la langue choisie. Nos équipes et nos partenaires travaillent dans toute l’Europe, au Royaume-Uni et en Amérique du Nord.",
        ],
      },
      {
        id: "contact",
        heading: "Parlons-en",
        blocks: [
          "Une question, une suggestion ou une idée de partenariat ? Écrivez-nous depuis la [page contact](/contact) ou à {supportEmail}. Notre équipe support répond généralement sous {responseHours} heures.",
        ],
      },
    ],
  },

  terms: {
    title: "Conditions d’utilisation",
    description:
      "Les règles d’utilisation de {brand} : comptes et équipes, annonces, messages, offres, achat d’un bateau via la place de marché, responsabilité et vos droits.",
    lead: [
      "Les présentes conditions régissent l’utilisation de {brand}, de son site, de ses applications et de son API (ensemble, le « service »). Lisez-les attentivement : en créant un compte ou en utilisant le service, vous les acceptez. Si vous utilisez {brand} pour le compte d’une entreprise, vous les acceptez au nom de celle-ci et confirmez avoir le pouvoir de l’engager.",
      "Rien dans ces conditions ne vous prive des droits que vous tenez, en tant que consommateur, de la loi du pays où vous résidez.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Définitions",
        blocks: [
          {
            list: [
              "« Nous » et « {brand} » désignent la société qui exploite le service.",
              "« Visiteur » désigne toute personne qui consulte le service sans compte.",
              "« Acheteur » désigne une personne qui recherche des bateaux ou contacte un vendeur par le service.",
              "« Vendeur » désigne une entreprise (concessionnaire, courtier, constructeur ou autre professionnel du nautisme) qui publie des bateaux sur le service au moyen d’une équipe.",
              "« Équipe » désigne le compte d’un vendeur, partagé par ses membres, chacun avec un rôle (propriétaire, administrateur ou membre).",
              "« Annonce » désigne la présentation d’un bateau avec son texte, ses photos, son prix et ses autres informations.",
              "« Contenu » désigne tout ce que vous publiez ou envoyez par le service : annonces, photos, profils et messages.",
            ],
          },
        ],
      },
      {
        id: "role",
        heading: "2. Ce que fait {brand}, et ce qu’il ne fait pas",
        blocks: [
          "{brand} est une place de marché : nous publions les annonces des vendeurs, aidons les acheteurs à les trouver et transmettons leurs messages. Nous ne sommes ni le vendeur, ni l’acheteur, ni le courtier ou le mandataire de l’un d’eux. Nous ne possédons, n’inspectons, n’expertisons ni ne livrons les bateaux proposés, et nous ne sommes partie à aucun contrat conclu entre un acheteur et un vendeur.",
          "Les vendeurs sont seuls responsables de leurs annonces et des bateaux qu’ils proposent. Nous contrôlons les annonces pour repérer les problèmes évidents et traitons les signalements, mais nous ne pouvons garantir que chaque annonce est exacte, qu’un bateau est toujours disponible ni qu’une vente aboutira.",
        ],
      },
      {
        id: "accounts",
        heading: "3. Comptes et équipes",
        blocks: [
          {
            list: [
              "Vous devez avoir au moins 18 ans et la capacité de conclure un contrat pour créer un compte.",
              "Les informations que vous nous donnez doivent être exactes et tenues à jour. Une personne, un compte : ne partagez pas vos identifiants.",
              "Vous devez garder votre mot de passe secret et répondez de tout ce qui est fait depuis votre compte. Prévenez-nous immédiatement à {supportEmail} si vous pensez que quelqu’un d’autre l’a utilisé. Vos paramètres de sécurité affichent vos sessions actives et permettent de les fermer.",
              "Les propriétaires d’une équipe décident de qui la rejoint et du rôle de chacun. Propriétaires et administrateurs répondent des actes des membres qu’ils invitent. Une équipe conserve toujours au moins un propriétaire.",
              "Vous pouvez supprimer votre compte à tout moment depuis vos paramètres. La suppression d’un compte ou d’une équipe est irréversible ; ce qu’elle efface est expliqué sur la page avant votre confirmation.",
            ],
          },
        ],
      },
      {
        id: "sellers",
        heading: "4. Vendeurs",
        blocks: [
          "Seules les entreprises peuvent publier des bateaux. En créant une équipe, vous confirmez agir dans le cadre de votre activité commerciale, industrielle, artisanale ou libérale, et respecter les règles qui s’appliquent à vous, notamment en matière de protection des consommateurs, de vente à distance, de fiscalité, de lutte contre le blanchiment et de sanctions internationales. Les acheteurs consommateurs peuvent disposer contre vous de droits légaux que ces conditions ne sauraient limiter.",
          "Nous pouvons demander à tout moment à une équipe de justifier de son identité et de son immatriculation. Le badge « vérifié » signifie que nous avons contrôlé l’existence de l’entreprise, le fait que la personne qui gère le compte y travaille et que ses coordonnées permettent de la joindre. Il ne constitue ni une recommandation de l’entreprise ni une garantie sur les bateaux qu’elle vend.",
        ],
      },
      {
        id: "listings",
        heading: "5. Annonces",
        blocks: [
          "En publiant une annonce, vous vous engagez à ce que :",
          {
            list: [
              "le bateau existe, soit à vendre et que vous ayez le droit de le vendre ou de le proposer pour le compte de son propriétaire ;",
              "la description, les caractéristiques, les photos, la localisation et l’état soient exacts et non trompeurs, et que tout défaut connu important pour un acheteur soit signalé ;",
              "le prix soit le prix réellement demandé, dans la devise indiquée, et que l’annonce précise si la TVA est comprise ;",
              "vous déteniez les droits sur chaque photo et chaque texte publiés, et qu’ils montrent le bateau proposé ;",
              "vous indiquiez que le bateau est sous offre ou vendu, ou le retiriez, dès qu’il n’est plus disponible.",
            ],
          },
          "Les annonces ne doivent pas contenir de coordonnées destinées à contourner le service, de liens vers d’autres places de marché, de contenu discriminatoire ou offensant, ni porter sur des bateaux volés, soumis à des sanctions ou dont la vente est interdite. Nous pouvons examiner, refuser, remettre en forme, masquer ou retirer toute annonce contraire à ces conditions ou à la loi, et nous vous en donnons la raison sauf si la loi l’interdit. Les annonces qui ne sont plus mises à jour depuis longtemps peuvent être signalées comme anciennes ou masquées.",
        ],
      },
      {
        id: "plans",
        heading: "6. Offres, prix et paiement",
        blocks: [
          "L’offre gratuite permet à une équipe de créer son compte et son profil, mais pas de publier des bateaux. Les offres payantes ajoutent des annonces illimitées et les autres fonctionnalités décrites sur la [page des offres](/pricing) ; une offre sur mesure est disponible sur demande.",
          {
            list: [
              "Le prix, la période de facturation et les taxes sont indiqués avant le paiement. Vous nous autorisez, nous et notre prestataire de paiement, à débiter le moyen de paiement choisi à chaque période jusqu’à votre résiliation.",
              "Les abonnements se renouvellent automatiquement. Vous pouvez résilier à tout moment depuis votre tableau de bord ; la résiliation prend effet à la fin de la période déjà payée, après quoi vos annonces ne sont plus publiées mais restent conservées.",
              "Nous pouvons modifier nos prix pour les périodes futures. Nous vous prévenons au moins 30 jours avant qu’un changement ne s’applique à vous, et vous pouvez résilier avant qu’il ne prenne effet.",
              "Sauf droit légal à remboursement, les sommes déjà payées ne sont pas remboursées pour une période entamée.",
            ],
          },
        ],
      },
      {
        id: "messages",
        heading: "7. Contacter un vendeur et messages",
        blocks: [
          "Les acheteurs peuvent contacter un vendeur par le formulaire de chaque annonce. Le message, avec le nom, l’adresse e-mail et le numéro de téléphone facultatif que l’acheteur indique, est transmis à l’équipe du vendeur pour qu’elle puisse répondre. N’utilisez les messages que pour parler du bateau concerné : ni publicité, ni envois en masse, ni harcèlement.",
          "Pour protéger acheteurs et vendeurs, les messages peuvent faire l’objet d’un filtrage automatique contre le spam et la fraude. Un message suspect peut être retenu pour vérification ou ne pas être transmis, et les expéditeurs qui abusent du service peuvent être bloqués.",
        ],
      },
      {
        id: "buying",
        heading: "8. Acheter un bateau",
        blocks: [
          "Toute vente est un contrat entre l’acheteur et le vendeur seuls. Avant de payer un bateau, nous vous recommandons vivement de :",
          {
            list: [
              "voir le bateau en personne et faire un essai en mer ;",
              "le faire examiner par un expert maritime indépendant et qualifié ;",
              "vérifier les titres de propriété, l’immatriculation ou la francisation, la plaque constructeur, le numéro d’identification de la coque et l’absence de gage ou de dette ;",
              "confirmer sa situation au regard de la TVA et des droits d’importation, ainsi que le coût de son acheminement jusqu’à son port d’attache ;",
              "ne payer que par des moyens traçables et ne jamais verser d’argent sur un compte qui n’appartient pas au vendeur.",
            ],
          },
          "Si un vendeur vous demande de payer avant d’avoir vu le bateau, d’utiliser un moyen de paiement inhabituel ou de poursuivre en urgence la conversation hors de {brand}, arrêtez-vous et prévenez-nous.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "9. Usage acceptable",
        blocks: [
          "Il est interdit de :",
          {
            list: [
              "copier, aspirer ou collecter par des moyens automatisés les annonces, profils ou coordonnées, sauf par notre API et dans ses limites documentées ;",
              "porter atteinte à la sécurité ou au fonctionnement du service, le sonder à la recherche de failles sans notre accord, ou contourner une limite de débit ou une restriction de votre offre ;",
              "téléverser un logiciel malveillant ou un contenu illicite, diffamatoire ou portant atteinte aux droits d’autrui ;",
              "usurper l’identité d’autrui ou présenter faussement votre lien avec une entreprise.",
            ],
          },
          "Si vous découvrez une faille de sécurité, signalez-la à {supportEmail} ; nous accueillons volontiers les divulgations responsables.",
        ],
      },
      {
        id: "content",
        heading: "10. Votre contenu et nos droits",
        blocks: [
          "Vous restez propriétaire du contenu que vous publiez. Vous nous accordez une licence mondiale, non exclusive et gratuite pour l’héberger, le reproduire, l’adapter (par exemple redimensionner des photos ou traduire des libellés), l’afficher et le diffuser afin d’exploiter et de promouvoir le service, y compris dans les moteurs de recherche, les brochures et les flux de nos partenaires. Cette licence prend fin lorsque vous supprimez le contenu, sauf pour les copies conservées pour des raisons légales ou dans les sauvegardes pendant une durée limitée.",
          "Le service lui-même, son logiciel, son design et sa marque nous appartiennent ou appartiennent à nos concédants. Ces conditions ne vous donnent aucun droit de les utiliser au-delà de ce qu’exige l’utilisation du service.",
        ],
      },
      {
        id: "third-parties",
        heading: "11. Partenaires et services tiers",
        blocks: [
          "L’annuaire des partenaires et certains liens mènent à des services exploités par d’autres. Nous choisissons nos partenaires avec soin, mais nous ne répondons pas de leurs services, de leurs prix ni de leurs conditions, que vous convenez directement avec eux.",
        ],
      },
      {
        id: "availability",
        heading: "12. Disponibilité et évolution du service",
        blocks: [
          "Nous faisons en sorte que {brand} reste disponible et rapide, mais le service est fourni en l’état et peut être interrompu ponctuellement pour maintenance ou pour des raisons indépendantes de notre volonté. Nous pouvons améliorer, modifier ou retirer des fonctionnalités ; si un changement réduit sensiblement ce pour quoi vous payez, nous vous prévenons à l’avance et vous pouvez résilier.",
        ],
      },
      {
        id: "liability",
        heading: "13. Responsabilité",
        blocks: [
          "Rien dans ces conditions n’exclut ni ne limite une responsabilité qui ne peut l’être légalement, comme la responsabilité en cas de décès ou de dommage corporel causé par une négligence, en cas de fraude ou, pour les consommateurs, les garanties légales qui s’appliquent à vous.",
          "Sous cette réserve, nous ne répondons pas des actes ou omissions des acheteurs, vendeurs ou partenaires, de l’exactitude des annonces, ni des dommages qui n’étaient pas raisonnablement prévisibles. Pour les utilisateurs professionnels, notre responsabilité totale au titre du service sur toute période de douze mois est limitée aux sommes que l’équipe nous a versées pendant cette période, et nous ne répondons pas des pertes de bénéfices, de chiffre d’affaires, de clientèle ou de données.",
          "Si vous utilisez le service à titre professionnel, vous nous garantissez contre toute réclamation de tiers résultant de vos annonces ou de votre manquement à ces conditions.",
        ],
      },
      {
        id: "termination",
        heading: "14. Suspension et résiliation",
        blocks: [
          "Nous pouvons suspendre ou fermer un compte ou une équipe qui enfreint ces conditions ou la loi, met en danger d’autres utilisateurs ou est inactif depuis longtemps. Sauf si la loi ou un risque urgent s’y oppose, nous vous en indiquons d’abord la raison et vous donnons la possibilité de répondre. Vous pouvez cesser d’utiliser le service et supprimer votre compte à tout moment.",
        ],
      },
      {
        id: "complaints",
        heading: "15. Signalements, réclamations et litiges",
        blocks: [
          "Pour signaler une annonce ou un message illicite, ou contester une décision prise au sujet de votre contenu, écrivez à {supportEmail} en indiquant l’adresse de la page concernée et vos raisons. Nous traitons les signalements avec diligence et sans retard injustifié, et nous motivons nos décisions.",
          "Ces conditions sont régies par le droit du pays où la société exploitante est établie. Si vous êtes consommateur, vous bénéficiez en outre des dispositions impératives du droit du pays où vous résidez et pouvez saisir ses tribunaux ; vous pouvez aussi recourir gratuitement à un médiateur de la consommation. Avant toute action en justice, contactez-nous : la plupart des problèmes se règlent rapidement.",
        ],
      },
      {
        id: "changes",
        heading: "16. Modification des conditions",
        blocks: [
          "Nous pouvons mettre à jour ces conditions pour tenir compte de l’évolution du service ou de la loi. Nous annonçons les changements importants par e-mail ou sur le service au moins 30 jours avant leur entrée en vigueur. Si vous n’êtes pas d’accord, vous pouvez fermer votre compte avant cette date ; continuer à utiliser le service ensuite vaut acceptation des nouvelles conditions.",
        ],
      },
      {
        id: "contact",
        heading: "17. Contact",
        blocks: [
          "Une question sur ces conditions ? Écrivez à {supportEmail} ou passez par la [page contact](/contact).",
        ],
      },
    ],
  },

  privacy: {
    title: "Politique de confidentialité",
    description:
      "Les données personnelles que traite {brand}, pourquoi, combien de temps et avec qui, les cookies utilisés, et vos droits au titre du RGPD, du RGPD britannique et du droit californien.",
    lead: [
      "Cette politique explique quelles données personnelles {brand} collecte lorsque vous utilisez notre site, nos applications et notre API, pourquoi nous les utilisons, qui les reçoit, combien de temps nous les conservons et quels sont vos droits. Nous ne collectons que ce dont le service a besoin et nous ne vendons jamais vos données personnelles.",
      "La société qui exploite {brand} est responsable du traitement de vos données. Pour toute question sur cette politique ou sur vos données, écrivez à {supportEmail}.",
    ],
    sections: [
      {
        id: "data",
        heading: "1. Les données que nous traitons",
        blocks: [
          {
            list: [
              "Compte : vos prénom et nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte argon2id irréversible), langue d’interface, avatar si vous en ajoutez un, les équipes dont vous êtes membre et votre rôle dans chacune.",
              "Équipes et profils : nom de l’équipe, pays, ville et adresse, site web, téléphone et e-mail, devise et unité préférées, bannière, logo, description, langues parlées et statut de vérification. Ce sont des informations professionnelles, mais elles peuvent identifier une personne, par exemple un entrepreneur individuel.",
              "Annonces : les caractéristiques du bateau, ses photos, sa localisation et son prix. Les photos sont redimensionnées au téléversement et leurs métadonnées intégrées (EXIF, qui peuvent indiquer le lieu et l’heure de la prise de vue) sont supprimées.",
              "Messages : lorsqu’un acheteur contacte un vendeur, le nom, l’adresse e-mail, le numéro de téléphone facultatif et le message qu’il fournit, les réponses du vendeur et les notes privées de l’équipe, ainsi que le résultat de notre filtrage anti-spam.",
              "Demandes au support : ce que vous écrivez par le formulaire de contact, avec votre nom, votre adresse e-mail, votre téléphone facultatif et le sujet choisi.",
              "Statistiques d’audience : vues, vues détaillées et clics sur les annonces, avec l’heure et le bateau concerné. Le visiteur n’est enregistré que sous forme d’empreinte à sens unique, qui permet de compter les visiteurs uniques mais ne peut pas être ramenée à une adresse IP ni à une personne.",
              "Sessions et sécurité : pour chaque session connectée, une empreinte de son jeton, sa dernière utilisation et le navigateur avec lequel elle a été ouverte, afin que vous puissiez consulter et fermer vos sessions. Nos serveurs traitent aussi brièvement les adresses IP pour limiter les abus, comme les tentatives de connexion répétées.",
              "E-mails : les e-mails de service que nous vous envoyons (compte, réinitialisation du mot de passe, invitations, notifications de messages, accusés de réception du support) et les informations de remise que nous transmet notre prestataire d’envoi.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Pourquoi nous les utilisons, et sur quelle base légale",
        blocks: [
          {
            table: {
              head: ["Finalité", "Base légale (RGPD / RGPD britannique)"],
              rows: [
                [
                  "Créer et gérer votre compte et votre équipe, publier les annonces",
                  "Exécution de notre contrat avec vous",
                ],
                [
                  "Transmettre les messages des acheteurs aux vendeurs, et leurs réponses",
                  "Exécution du contrat ; intérêt légitime des acheteurs et des vendeurs à entrer en contact",
                ],
                [
                  "Répondre aux demandes adressées au support",
                  "Intérêt légitime à vous aider ; contrat, lorsque vous êtes client",
                ],
                [
                  "Facturer et tenir la comptabilité des offres payantes",
                  "Contrat ; obligation légale de conserver les pièces comptables",
                ],
                [
                  "Statistiques pour les vendeurs et amélioration du service",
                  "Intérêt légitime, avec des identifiants de visiteurs hachés pour limiter l’impact sur vous",
                ],
                [
                  "Prévenir la fraude, le spam et les abus ; sécuriser le service",
                  "Intérêt légitime ; obligation légale lorsqu’elle s’applique",
                ],
                [
                  "Retenir vos choix de langue et d’affichage",
                  "Intérêt légitime (fonctionnalité que vous avez demandée)",
                ],
                ["Outils facultatifs de mesure d’audience", "Votre consentement, lorsque la loi l’exige"],
              ],
            },
          },
          "Nous ne prenons aucune décision produisant des effets juridiques ou vous affectant de manière significative sur le seul fondement d’un traitement automatisé. Les messages retenus par le filtrage anti-spam sont examinés par une personne avant toute décision durable.",
        ],
      },
      {
        id: "cookies",
        heading: "3. Cookies et stockage local",
        blocks: [
          "Nous n’utilisons que les cookies nécessaires au fonctionnement du service. Ils ne contiennent aucun identifiant publicitaire et ne sont jamais partagés avec des annonceurs.",
          {
            table: {
              head: ["Nom", "Rôle", "Durée"],
              rows: [
                [
                  "`{tokenCookie}`",
                  "Vous garde connecté. Il contient un jeton de session aléatoire et ne peut pas être lu par les scripts de la page.",
                  "Jusqu’à la déconnexion ou l’expiration de la session (30 jours par défaut)",
                ],
                ["`team_id`", "Retient l’équipe dans laquelle vous travaillez.", "Un an"],
                ["`locale`", "Retient la langue que vous avez choisie.", "365 jours"],
                [
                  "`flash`, `return_to`",
                  "Transportent un message à afficher une fois, ou la page où revenir après la connexion.",
                  "Quelques minutes au plus",
                ],
                [
                  "`{oldTokenCookie}`, `impersonation_return`",
                  "Posés uniquement lorsqu’un membre de notre support se connecte en tant que client pour l’aider, afin qu’il puisse revenir à son propre compte.",
                  "Jusqu’au retour du membre du support sur son compte",
                ],
              ],
            },
          },
          "Votre préférence d’affichage clair ou sombre est conservée dans le stockage local de votre navigateur. Elle ne quitte jamais votre appareil et vous pouvez l’effacer à tout moment depuis les réglages de votre navigateur.",
          "Si nous activons un outil de mesure d’audience, il peut déposer ses propres cookies ; lorsque la loi exige votre consentement, nous le recueillons avant de charger cet outil.",
        ],
      },
      {
        id: "recipients",
        heading: "4. Qui reçoit vos données",
        blocks: [
          {
            list: [
              "Les vendeurs que vous contactez reçoivent votre message et les coordonnées que vous avez choisi de donner.",
              "Les membres de votre équipe voient les bateaux, messages et notes de l’équipe, selon leur rôle.",
              "Nos sous-traitants, qui traitent des données pour notre compte, sous contrat et selon nos instructions : hébergement, envoi d’e-mails, paiement et outils de support.",
              "Les autorités, juridictions ou conseils lorsque la loi l’exige ou pour constater, exercer ou défendre des droits en justice.",
              "L’acquéreur de tout ou partie de notre activité, qui serait tenu par cette politique.",
            ],
          },
          "Nous ne vendons pas vos données personnelles et ne les partageons pas à des fins de publicité comportementale.",
        ],
      },
      {
        id: "transfers",
        heading: "5. Transferts internationaux",
        blocks: [
          "{brand} s’adresse à l’Europe, au Royaume-Uni et à l’Amérique du Nord. Lorsque des données quittent l’Espace économique européen ou le Royaume-Uni, nous nous appuyons sur une décision d’adéquation ou sur les clauses contractuelles types de la Commission européenne et l’avenant britannique, complétées de garanties supplémentaires si nécessaire. Vous pouvez nous demander une copie de ces garanties.",
        ],
      },
      {
        id: "retention",
        heading: "6. Durées de conservation",
        blocks: [
          {
            list: [
              "Données de compte : tant que votre compte existe. Lorsque vous le supprimez, vos sessions, vos appartenances et vos liens de réinitialisation en cours disparaissent avec lui, et les équipes dont vous étiez le seul membre sont supprimées avec leurs bateaux, messages et statistiques.",
              "Annonces et messages : tant que l’équipe qui les détient existe, ou jusqu’à ce qu’elle les supprime.",
              "Demandes au support : le temps nécessaire pour vous aider, puis deux ans au plus.",
              "Statistiques : conservées avec les bateaux de l’équipe ; les visiteurs n’y figurent que sous forme hachée.",
              "Pièces de facturation : pendant la durée imposée par le droit comptable et fiscal, en général jusqu’à dix ans.",
              "Les sauvegardes sont conservées pour une durée limitée et remplacées au fil de l’eau.",
            ],
          },
        ],
      },
      {
        id: "security",
        heading: "7. Sécurité",
        blocks: [
          "Les mots de passe sont hachés avec argon2id et les jetons de session ne sont conservés que sous forme d’empreinte : une copie de notre base ne contiendrait ni les uns ni les autres. Les échanges sont chiffrés, l’accès aux données personnelles est réservé aux personnes qui en ont besoin et chaque action dans notre back-office est journalisée. Aucun système n’est parfaitement sûr : si une violation touche vos données et vous expose à un risque, nous vous en informerons, ainsi que les autorités, comme la loi l’exige.",
        ],
      },
      {
        id: "rights",
        heading: "8. Vos droits dans l’Union européenne et au Royaume-Uni",
        blocks: [
          "Le RGPD et le RGPD britannique vous donnent le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en limiter l’usage ou de vous y opposer, de les recevoir dans un format portable et de retirer à tout moment votre consentement lorsque nous nous fondons sur lui. Vous pouvez mettre à jour la plupart de vos données vous-même dans vos paramètres et supprimer votre compte depuis la page sécurité. En France, vous pouvez aussi définir des directives sur le sort de vos données après votre décès.",
          "Pour toute autre demande, écrivez à {supportEmail}. Nous répondons dans un délai d’un mois et pouvons vous demander de confirmer votre identité. Vous avez aussi le droit d’introduire une réclamation auprès d’une autorité de contrôle : la CNIL en France, l’autorité de protection des données du pays de l’UE où vous vivez ou travaillez, ou l’Information Commissioner’s Office (ICO) au Royaume-Uni.",
        ],
      },
      {
        id: "california",
        heading: "9. Vos droits en Californie et dans d’autres États américains",
        blocks: [
          "Si vous résidez en Californie, le California Consumer Privacy Act, modifié par le CPRA, vous donne le droit de savoir quelles catégories et quels éléments d’informations personnelles nous collectons, utilisons et communiquons ; de les faire supprimer ou corriger ; de vous opposer à leur vente ou à leur partage ; et de limiter l’usage des informations personnelles sensibles. Nous ne vendons ni ne partageons d’informations personnelles au sens de ces textes, et nous n’utilisons pas d’informations sensibles pour déduire des caractéristiques vous concernant.",
          "Les catégories collectées sont celles décrites à la section 1 : identifiants et coordonnées, informations commerciales sur les annonces et abonnements, activité internet sur notre service et contenu de vos messages. Exercer vos droits ne vous vaudra aucun traitement différent. Vous-même ou un mandataire que vous autorisez pouvez faire une demande à {supportEmail} ; nous la vérifierons avant d’y donner suite. Les résidents d’autres États américains dotés de lois similaires disposent des mêmes droits et peuvent utiliser la même adresse.",
        ],
      },
      {
        id: "children",
        heading: "10. Enfants",
        blocks: [
          "{brand} s’adresse aux adultes. Nous ne collectons pas sciemment de données concernant des personnes de moins de 16 ans ; si vous pensez qu’un enfant nous a communiqué des données personnelles, prévenez-nous et nous les supprimerons.",
        ],
      },
      {
        id: "changes",
        heading: "11. Modification de cette politique",
        blocks: [
          "Nous mettrons à jour cette politique lorsque nos pratiques ou la loi évoluent. La date indiquée en haut de la page correspond à la version en vigueur ; nous vous prévenons par e-mail ou sur le service avant qu’un changement important ne prenne effet.",
        ],
      },
      {
        id: "contact",
        heading: "12. Contact",
        blocks: [
          "Pour toute question ou demande concernant vos données personnelles, écrivez à {supportEmail} ou utilisez la [page contact](/contact) en choisissant le sujet « Compte ».",
        ],
      },
    ],
  },
  ordering: {
    title: "Comment les résultats sont classés",
    description:
      "Comment {brand} classe les résultats de recherche : les nouvelles annonces et les vraies modifications d’abord, jamais les confirmations, et aucune place payante.",
    lead: [
      "L’ordre des résultats décide des bateaux que les acheteurs voient en premier : il doit être juste pour chaque vendeur et utile à chaque acheteur. Cette page l’explique simplement. La même règle vaut pour tous, quelle que soit leur offre.",
    ],
    sections: [
      {
        id: "default",
        heading: "L’ordre par défaut",
        blocks: [
          "Sauf si vous choisissez un autre tri, les résultats sont classés selon la dernière fois où chaque annonce a changé d’une manière visible par les acheteurs : sa première publication, ou la dernière modification de son contenu par le vendeur. Les plus récemment modifiées viennent en premier. Des annonces modifiées au même moment gardent un ordre stable, la plus récente d’abord.",
          {
            list: [
              "Fait remonter un bateau : une nouvelle annonce, ou une modification du prix, de la description, des caractéristiques, des moteurs, de l’équipement ou du lieu.",
              "Ne le fait pas remonter : confirmer qu’il est toujours disponible, l’enregistrer sans rien changer, le retirer puis le republier, changer ses photos, ou modifier ce que seul le vendeur voit, comme une référence de stock interne.",
            ],
          },
        ],
      },
      {
        id: "confirmations",
        heading: "Confirmer qu’un bateau est toujours disponible",
        blocks: [
          "Les vendeurs confirment régulièrement que leurs bateaux sont toujours à vendre, et chaque annonce indique aux acheteurs la date de sa dernière confirmation. Un bateau que personne dans l’équipe du vendeur n’a confirmé, modifié ou publié depuis {staleAfterDays} jours est retiré des résultats jusqu’à sa confirmation ; une semaine avant, l’équipe reçoit un rappel.",
          "Confirmer ne permet pas de gagner des places : un bateau confirmé garde exactement la place qu’il avait. La confirmation le maintient seulement dans les résultats.",
        ],
      },
      {
        id: "other-sorts",
        heading: "Les autres tris et la recherche par mots-clés",
        blocks: [
          "Quand vous cherchez avec des mots-clés, les résultats sont classés par pertinence : selon la correspondance entre vos mots et le titre, la marque, le modèle et la description. Vous pouvez aussi trier à tout moment par annonce la plus récente, par prix ou par année, avec le menu de tri au-dessus des résultats.",
        ],
      },
      {
        id: "fairness",
        heading: "Ce qui ne change jamais l’ordre",
        blocks: [
          "Aucun vendeur ne peut payer pour une meilleure place, et l’offre souscrite par un vendeur ne change pas l’ordre. Les annonces qui semblent décrire le bateau d’un autre vendeur sont examinées par notre équipe : elles ne sont jamais fusionnées ni masquées automatiquement. Vos questions sur la place d’une annonce sont les bienvenues sur la [page contact](/contact).",
        ],
      },
    ],
  },
};

export default content;
