import type { PageContent } from "#app/features/pages/content/types.ts";

const content: PageContent = {
  about: {
    title: "Sobre {brand}",
    description:
      "{brand} es un marketplace internacional donde concesionarios, brókers y astilleros publican barcos nuevos y de ocasión, y los compradores encuentran el suyo en su idioma.",
    lead: [
      "{brand} es un marketplace en línea dedicado a los barcos. Concesionarios, brókers y astilleros publican lanchas y barcos a motor, veleros, catamaranes, neumáticas y balsas salvavidas, nuevos o de ocasión; los compradores los buscan más allá de las fronteras y contactan directamente con el vendedor.",
      "Creamos {brand} porque comprar un barco es una decisión importante y las herramientas no estaban a la altura. Los anuncios estaban repartidos en webs nacionales, a medio traducir, con precios en una moneda que había que convertir y medidas en una unidad que había que adivinar. Queríamos un solo lugar, rápido, claro y honesto, en español, inglés, francés e italiano.",
    ],
    sections: [
      {
        id: "buyers",
        heading: "Para quien compra",
        blocks: [
          "Buscar es gratis y no requiere cuenta. Filtra por tipo, estado, marca y modelo, precio, eslora, año, país, combustible, material del casco, camarotes, plazas y equipamiento, y ordena los resultados a tu manera. Cada búsqueda cabe en su dirección: puedes guardarla en favoritos o enviársela a alguien.",
          {
            list: [
              "Los precios se muestran en la moneda del vendedor, con el IVA claramente indicado, y las esloras en metros o en pies según tu idioma.",
              "Puedes buscar en varios países a la vez: el barco adecuado suele estar al otro lado de una frontera.",
              "Cada anuncio indica quién vende, desde cuándo está en {brand}, qué idiomas habla y, cuando lo sabemos, en cuánto tiempo suele responder.",
              "Tu mensaje llega directamente al equipo del vendedor. {brand} nunca cobra comisiones a los compradores.",
            ],
          },
        ],
      },
      {
        id: "professionals",
        heading: "Para los profesionales náuticos",
        blocks: [
          "{brand} está pensado para quienes venden barcos como profesión. Una cuenta de equipo permite a un concesionario o a una correduría trabajar en común: los miembros comparten el stock, la bandeja de entrada y las estadísticas, con roles que deciden quién puede cambiar qué.",
          {
            list: [
              "Un editor de anuncios que guarda mientras escribes, avisa de lo que falta antes de publicar y acepta fotos hechas con el móvil.",
              "Una bandeja de entrada que agrupa los mensajes de los compradores por barco, filtra el spam y permite al equipo responder y guardar notas privadas.",
              "Estadísticas de visitas, visitas detalladas y clics, por día, semana o mes, con tus barcos más vistos.",
              "Un perfil público en la [red de profesionales](/professionals), con tus barcos, los idiomas que hablas y tu tiempo de respuesta.",
              "Una API abierta, documentada en /api/docs, para que tu propio software publique en {brand} sin duplicar el trabajo.",
            ],
          },
          "La página de [planes](/pricing) explica qué incluye cada suscripción.",
        ],
      },
      {
        id: "trust",
        heading: "Confianza y verificación",
        blocks: [
          "Un marketplace vale lo que valen sus anuncios. Antes de que un equipo reciba la insignia de verificado, comprobamos que la empresa existe y está inscrita en el registro, que la persona que gestiona la cuenta trabaja en ella y que los datos de contacto publicados llevan realmente a esa empresa. Moderamos los anuncios nuevos, actuamos con rapidez ante las denuncias y expulsamos a los vendedores que engañan a los compradores.",
          "No vendemos barcos ni cobramos comisión por ninguna venta. Así nuestros intereses son sencillos: cuanto mejor se encuentran compradores y vendedores, mejor le va a {brand}.",
        ],
      },
      {
        id: "partners",
        heading: "Todo lo que rodea a la compra",
        blocks: [
          "Un barco implica encontrar amarre, organizar una peritación, contratar un seguro, financiarlo y a veces transportarlo por carretera o por mar. Nuestro [directorio de colaboradores](/partners) reúne puertos deportivos, peritos navales, aseguradoras, entidades de financiación, transportistas, astilleros, velerías, especialistas en electrónica y abogados marítimos que acompañan a diario a compradores y vendedores.",
        ],
      },
      {
        id: "international",
        heading: "Internacional por naturaleza",
        blocks: [
          "{brand} habla inglés americano y británico, francés, italiano y español, y cada página existe en todos ellos. Fechas, números, precios y esloras siguen las convenciones del idioma que elijas. Nuestros equipos y colaboradores trabajan en toda Europa, el Reino Unido y Norteamérica.",
        ],
      },
      {
        id: "contact",
        heading: "Hablemos",
        blocks: [
          "¿Una pregunta, una sugerencia o una idea de colaboración? Escríbenos desde la [página de contacto](/contact) o a {supportEmail}. Nuestro equipo de soporte suele responder en {responseHours} horas.",
        ],
      },
    ],
  },

  terms: {
    title: "Condiciones de uso",
    description:
      "Las normas para usar {brand}: cuentas y equipos, anuncios, mensajes, planes, la compra de un barco a través del marketplace, responsabilidad y tus derechos.",
    lead: [
      "Estas condiciones regulan el uso de {brand}, de su web, sus aplicaciones y su API (en conjunto, el «servicio»). Léelas con atención: al crear una cuenta o usar el servicio, las aceptas. Si usas {brand} en nombre de una empresa, las aceptas en nombre de esta y confirmas que puedes obligarla.",
      "Nada en estas condiciones te priva de los derechos que tienes como consumidor según la ley del país donde resides.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definiciones",
        blocks: [
          {
            list: [
              "«Nosotros» y «{brand}» designan a la sociedad que explota el servicio.",
              "«Visitante» designa a quien consulta el servicio sin cuenta.",
              "«Comprador» designa a la persona que busca barcos o contacta con un vendedor a través del servicio.",
              "«Vendedor» designa a una empresa (concesionario, bróker, astillero u otro profesional náutico) que publica barcos en el servicio mediante un equipo.",
              "«Equipo» designa la cuenta de un vendedor, compartida por sus miembros, cada uno con un rol (propietario, administrador o miembro).",
              "«Anuncio» designa la presentación de un barco con su texto, fotos, precio y demás datos.",
              "«Contenido» designa todo lo que publicas o envías a través del servicio: anuncios, fotos, perfiles y mensajes.",
            ],
          },
        ],
      },
      {
        id: "role",
        heading: "2. Lo que hace {brand}, y lo que no",
        blocks: [
          "{brand} es un marketplace: publicamos los anuncios de los vendedores, ayudamos a los compradores a encontrarlos y transmitimos sus mensajes. No somos el vendedor, ni el comprador, ni el intermediario o mandatario de ninguno de ellos. No poseemos, inspeccionamos, peritamos ni entregamos los barcos anunciados, y no somos parte de ningún contrato entre comprador y vendedor.",
          "Los vendedores son los únicos responsables de sus anuncios y de los barcos que ofrecen. Revisamos los anuncios para detectar problemas evidentes y atendemos las denuncias, pero no podemos garantizar que cada anuncio sea exacto, que un barco siga disponible ni que una venta llegue a buen término.",
        ],
      },
      {
        id: "accounts",
        heading: "3. Cuentas y equipos",
        blocks: [
          {
            list: [
              "Para crear una cuenta debes tener al menos 18 años y capacidad para celebrar un contrato vinculante.",
              "La información que nos des debe ser veraz y estar actualizada. Una persona, una cuenta: no compartas tus credenciales.",
              "Eres responsable de mantener tu contraseña en secreto y de todo lo que se haga desde tu cuenta. Avísanos de inmediato en {supportEmail} si crees que otra persona la ha usado. En tus ajustes de seguridad puedes ver tus sesiones activas y cerrarlas.",
              "Los propietarios de un equipo deciden quién entra y con qué rol. Propietarios y administradores responden de los actos de los miembros a los que invitan. Un equipo siempre conserva al menos un propietario.",
              "Puedes eliminar tu cuenta en cualquier momento desde tus ajustes. Eliminar una cuenta o un equipo es irreversible; lo que se borra se explica en la página antes de que confirmes.",
            ],
          },
        ],
      },
      {
        id: "sellers",
        heading: "4. Vendedores",
        blocks: [
          "Solo las empresas pueden publicar barcos. Al crear un equipo confirmas que actúas con fines relacionados con tu actividad comercial, empresarial, oficio o profesión, y que cumplirás las normas que te son aplicables, incluidas las de protección de los consumidores, venta a distancia, fiscalidad, prevención del blanqueo de capitales y sanciones internacionales. Los compradores que sean consumidores pueden tener frente a ti derechos legales que estas condiciones no pueden limitar.",
          "Podemos pedir en cualquier momento a un equipo que acredite su identidad y su inscripción. La insignia de verificado significa que hemos comprobado que la empresa existe, que la persona que gestiona la cuenta trabaja en ella y que sus datos de contacto permiten localizarla. No es una recomendación de la empresa ni una garantía sobre los barcos que vende.",
        ],
      },
      {
        id: "listings",
        heading: "5. Anuncios",
        blocks: [
          "Al publicar un anuncio, garantizas que:",
          {
            list: [
              "el barco existe, está a la venta y tienes derecho a venderlo o a ofrecerlo en nombre de su propietario;",
              "la descripción, las características, las fotos, la ubicación y el estado son exactos y no engañosos, y cualquier defecto conocido que importe a un comprador está indicado;",
              "el precio es el precio realmente solicitado, en la moneda indicada, y el anuncio precisa si el IVA está incluido;",
              "tienes los derechos de cada foto y cada texto que subes, y muestran el barco ofertado;",
              "marcarás el barco como reservado o vendido, o retirarás el anuncio, en cuanto deje de estar disponible.",
            ],
          },
          "Los anuncios no deben contener datos de contacto destinados a eludir el servicio, enlaces a otros marketplaces, contenido discriminatorio u ofensivo, ni referirse a barcos robados, sujetos a sanciones o cuya venta sea ilegal por cualquier otro motivo. Podemos revisar, rechazar, dar formato, ocultar o retirar cualquier anuncio contrario a estas condiciones o a la ley, y te explicaremos el motivo salvo que la ley lo impida. Los anuncios que llevan mucho tiempo sin actualizarse pueden marcarse como antiguos u ocultarse.",
        ],
      },
      {
        id: "plans",
        heading: "6. Planes, precios y pago",
        blocks: [
          "El plan gratuito permite a un equipo crear su cuenta y su perfil, pero no publicar barcos. Los planes de pago añaden anuncios ilimitados y las demás funciones descritas en la [página de planes](/pricing); hay un plan a medida disponible bajo petición.",
          {
            list: [
              "El precio, el periodo de facturación y los impuestos se muestran antes del pago. Nos autorizas a nosotros y a nuestro proveedor de pagos a cargar el medio de pago elegido en cada periodo hasta que canceles.",
              "Las suscripciones se renuevan automáticamente. Puedes cancelar en cualquier momento desde tu panel; la cancelación surte efecto al final del periodo ya pagado y, a partir de entonces, tus anuncios dejan de publicarse pero se conservan.",
              "Podemos cambiar nuestros precios para periodos futuros. Te avisaremos al menos 30 días antes de que un cambio se te aplique, y podrás cancelar antes de que surta efecto.",
              "Salvo que la ley te reconozca un derecho de reembolso, los importes ya pagados no se reembolsan por un periodo parcialmente utilizado.",
            ],
          },
        ],
      },
      {
        id: "messages",
        heading: "7. Contactar con vendedores y mensajes",
        blocks: [
          "Los compradores pueden contactar con un vendedor mediante el formulario de cada anuncio. El mensaje, con el nombre, el correo electrónico y el teléfono opcional que indique el comprador, se entrega al equipo del vendedor para que pueda responder. Usa los mensajes solo para hablar del barco en cuestión: nada de publicidad, envíos masivos ni acoso.",
          "Para proteger a compradores y vendedores, los mensajes pueden filtrarse automáticamente contra el spam y el fraude. Los mensajes sospechosos pueden retenerse para su revisión o no entregarse, y quienes abusen del servicio pueden ser bloqueados.",
        ],
      },
      {
        id: "buying",
        heading: "8. Comprar un barco",
        blocks: [
          "Toda venta es un contrato exclusivamente entre comprador y vendedor. Antes de pagar un barco, te recomendamos encarecidamente:",
          {
            list: [
              "ver el barco en persona y hacer una prueba de mar;",
              "encargar su revisión a un perito naval independiente y cualificado;",
              "comprobar los documentos de propiedad, la matrícula o el abanderamiento, la placa del constructor, el número de identificación del casco y que el barco esté libre de cargas o deudas;",
              "confirmar su situación respecto al IVA y la importación, así como el coste de llevarlo hasta donde vayas a tenerlo;",
              "pagar solo por medios trazables y no enviar nunca dinero a una cuenta que no pertenezca al vendedor.",
            ],
          },
          "Si un vendedor te pide pagar antes de ver el barco, usar un medio de pago inusual o seguir la conversación con prisas fuera de {brand}, detente y avísanos.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "9. Uso aceptable",
        blocks: [
          "No está permitido:",
          {
            list: [
              "copiar, extraer o recopilar por medios automatizados anuncios, perfiles o datos de contacto, salvo a través de nuestra API y dentro de sus límites documentados;",
              "interferir en la seguridad o el funcionamiento del servicio, sondearlo en busca de vulnerabilidades sin nuestro permiso, o eludir un límite de frecuencia o una restricción de tu plan;",
              "subir software malicioso o contenido ilícito, difamatorio o que vulnere derechos de terceros;",
              "suplantar a otra persona o falsear tu relación con una empresa.",
            ],
          },
          "Si encuentras un problema de seguridad, comunícalo a {supportEmail}; agradecemos la divulgación responsable.",
        ],
      },
      {
        id: "content",
        heading: "10. Tu contenido y nuestros derechos",
        blocks: [
          "Conservas la titularidad del contenido que publicas. Nos concedes una licencia mundial, no exclusiva y gratuita para alojarlo, reproducirlo, adaptarlo (por ejemplo, redimensionar fotos o traducir etiquetas), mostrarlo y distribuirlo con el fin de prestar y promocionar el servicio, incluso en buscadores, folletos y canales de colaboradores. La licencia termina cuando eliminas el contenido, salvo las copias conservadas por motivos legales o en copias de seguridad durante un tiempo limitado.",
          "El servicio, su software, su diseño y su marca nos pertenecen a nosotros o a nuestros licenciantes. Estas condiciones no te dan ningún derecho a usarlos más allá de lo necesario para utilizar el servicio.",
        ],
      },
      {
        id: "third-parties",
        heading: "11. Colaboradores y servicios de terceros",
        blocks: [
          "El directorio de colaboradores y algunos enlaces llevan a servicios gestionados por otros. Elegimos a los colaboradores con cuidado, pero no respondemos de sus servicios, precios ni condiciones, que acuerdas directamente con ellos.",
        ],
      },
      {
        id: "availability",
        heading: "12. Disponibilidad y cambios en el servicio",
        blocks: [
          "Trabajamos para que {brand} esté disponible y sea rápido, pero el servicio se presta tal cual y puede interrumpirse ocasionalmente por mantenimiento o por causas ajenas a nuestra voluntad. Podemos mejorar, cambiar o retirar funciones; si un cambio reduce de forma sustancial aquello por lo que pagas, te avisaremos con antelación y podrás cancelar.",
        ],
      },
      {
        id: "liability",
        heading: "13. Responsabilidad",
        blocks: [
          "Nada en estas condiciones excluye ni limita la responsabilidad que la ley no permite excluir ni limitar, como la responsabilidad por muerte o lesiones causadas por negligencia, por fraude o, para los consumidores, las garantías legales que les amparan.",
          "Con esa salvedad, no respondemos de los actos u omisiones de compradores, vendedores o colaboradores, de la exactitud de los anuncios ni de los daños que no fueran razonablemente previsibles. Para los usuarios profesionales, nuestra responsabilidad total derivada del servicio en cualquier periodo de doce meses se limita a los importes que el equipo nos haya pagado en ese periodo, y no respondemos del lucro cesante ni de la pérdida de ingresos, clientela o datos.",
          "Si usas el servicio como empresa, nos mantendrás indemnes frente a reclamaciones de terceros derivadas de tus anuncios o del incumplimiento de estas condiciones.",
        ],
      },
      {
        id: "termination",
        heading: "14. Suspensión y cierre",
        blocks: [
          "Podemos suspender o cerrar una cuenta o un equipo que infrinja estas condiciones o la ley, ponga en riesgo a otros usuarios o lleve mucho tiempo inactivo. Salvo que la ley o un riesgo urgente lo impidan, te indicaremos antes el motivo y te daremos ocasión de responder. Puedes dejar de usar el servicio y eliminar tu cuenta en cualquier momento.",
        ],
      },
      {
        id: "complaints",
        heading: "15. Denuncias, reclamaciones y litigios",
        blocks: [
          "Para denunciar un anuncio o un mensaje ilícito, o para reclamar contra una decisión que hayamos tomado sobre tu contenido, escribe a {supportEmail} indicando la dirección de la página afectada y tus motivos. Tramitamos las denuncias con diligencia y sin demoras indebidas, y motivamos nuestras decisiones.",
          "Estas condiciones se rigen por la ley del país donde está establecida la sociedad que explota el servicio. Si eres consumidor, te benefician además las normas imperativas del país donde resides y puedes acudir a sus tribunales. Antes de acudir a los tribunales, contáctanos: la mayoría de los problemas se resuelven enseguida.",
        ],
      },
      {
        id: "changes",
        heading: "16. Cambios en estas condiciones",
        blocks: [
          "Podemos actualizar estas condiciones para reflejar cambios en el servicio o en la ley. Anunciaremos los cambios importantes por correo electrónico o en el servicio al menos 30 días antes de que entren en vigor. Si no estás de acuerdo, puedes cerrar tu cuenta antes de esa fecha; seguir usando el servicio después implica que aceptas las nuevas condiciones.",
        ],
      },
      {
        id: "contact",
        heading: "17. Contacto",
        blocks: [
          "¿Dudas sobre estas condiciones? Escribe a {supportEmail} o usa la [página de contacto](/contact).",
        ],
      },
    ],
  },

  privacy: {
    title: "Política de privacidad",
    description:
      "Qué datos personales trata {brand}, por qué, durante cuánto tiempo y con quién, las cookies que usamos y tus derechos según el RGPD, el RGPD del Reino Unido y la ley de California.",
    lead: [
      "Esta política explica qué datos personales recoge {brand} cuando usas nuestra web, nuestras aplicaciones y nuestra API, para qué los usamos, quién los recibe, cuánto tiempo los conservamos y qué derechos tienes. Solo recogemos lo que el servicio necesita y nunca vendemos tus datos personales.",
      "La sociedad que explota {brand} es la responsable del tratamiento de tus datos. Para cualquier pregunta sobre esta política o sobre tus datos, escribe a {supportEmail}.",
    ],
    sections: [
      {
        id: "data",
        heading: "1. Los datos que tratamos",
        blocks: [
          {
            list: [
              "Cuenta: tu nombre y apellidos, correo electrónico, contraseña (guardada solo como hash argon2id irreversible), idioma de la interfaz, avatar si lo añades, los equipos a los que perteneces y tu rol en cada uno.",
              "Equipos y perfiles: nombre del equipo, país, ciudad y dirección, web, teléfono y correo, moneda y unidad preferidas, banner, logotipo, descripción, idiomas hablados y estado de verificación. Son datos empresariales, pero pueden identificar a una persona, por ejemplo a un autónomo.",
              "Anuncios: las características del barco, sus fotos, su ubicación y su precio. Las fotos se redimensionan al subirlas y se eliminan sus metadatos incrustados (EXIF, que pueden indicar el lugar y la hora en que se hizo la foto).",
              "Mensajes: cuando un comprador contacta con un vendedor, el nombre, el correo, el teléfono opcional y el mensaje que facilita, las respuestas del vendedor y las notas privadas del equipo, además del resultado de nuestro filtro antispam.",
              "Consultas al soporte: lo que escribes en el formulario de contacto, con tu nombre, correo, teléfono opcional y el tema elegido.",
              "Estadísticas de audiencia: visitas, visitas detalladas y clics en los anuncios, con la hora y el barco en cuestión. El visitante solo se registra como un hash unidireccional, que permite contar visitantes únicos pero no puede revertirse a una dirección IP ni a una persona.",
              "Sesiones y seguridad: para cada sesión iniciada, un hash de su token, cuándo se usó por última vez y el navegador con el que se abrió, para que puedas revisar tus sesiones y cerrarlas. Nuestros servidores también tratan brevemente las direcciones IP para limitar abusos, como los intentos repetidos de inicio de sesión.",
              "Correos: los correos de servicio que te enviamos (cuenta, restablecimiento de contraseña, invitaciones, avisos de mensajes, acuses de recibo del soporte) y la información de entrega que nos devuelve nuestro proveedor de envío.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Para qué los usamos y con qué base jurídica",
        blocks: [
          {
            table: {
              head: ["Finalidad", "Base jurídica (RGPD / RGPD del Reino Unido)"],
              rows: [
                [
                  "Crear y gestionar tu cuenta y tu equipo, publicar anuncios",
                  "Ejecución de nuestro contrato contigo",
                ],
                [
                  "Entregar los mensajes de los compradores a los vendedores y sus respuestas",
                  "Ejecución del contrato; interés legítimo de compradores y vendedores en ponerse en contacto",
                ],
                [
                  "Responder a las consultas al soporte",
                  "Interés legítimo en ayudarte; contrato, si eres cliente",
                ],
                [
                  "Facturación y contabilidad de los planes de pago",
                  "Contrato; obligación legal de conservar la documentación contable",
                ],
                [
                  "Estadísticas para los vendedores y mejora del servicio",
                  "Interés legítimo, con identificadores de visitantes seudonimizados mediante hash para limitar el impacto en ti",
                ],
                [
                  "Prevenir el fraude, el spam y los abusos; proteger el servicio",
                  "Interés legítimo; obligación legal cuando sea aplicable",
                ],
                [
                  "Recordar tus preferencias de idioma y visualización",
                  "Interés legítimo (función que has solicitado)",
                ],
                [
                  "Herramientas opcionales de medición de audiencia",
                  "Tu consentimiento, cuando la ley lo exija",
                ],
              ],
            },
          },
          "No tomamos decisiones con efectos jurídicos o que te afecten significativamente de modo similar basadas únicamente en un tratamiento automatizado. Los mensajes retenidos por el filtro antispam los revisa una persona antes de cualquier decisión definitiva.",
        ],
      },
      {
        id: "cookies",
        heading: "3. Cookies y almacenamiento local",
        blocks: [
          "Solo usamos las cookies que el servicio necesita para funcionar. No contienen identificadores publicitarios y nunca se comparten con anunciantes.",
          {
            table: {
              head: ["Nombre", "Finalidad", "Duración"],
              rows: [
                [
                  "`{tokenCookie}`",
                  "Mantiene tu sesión iniciada. Contiene un token de sesión aleatorio y los scripts de la página no pueden leerla.",
                  "Hasta que cierres sesión o caduque (30 días por defecto)",
                ],
                ["`team_id`", "Recuerda en cuál de tus equipos estás trabajando.", "Un año"],
                ["`locale`", "Recuerda el idioma que has elegido.", "365 días"],
                [
                  "`flash`, `return_to`",
                  "Llevan un mensaje que se muestra una sola vez, o la página a la que volver tras iniciar sesión.",
                  "Unos minutos como máximo",
                ],
                [
                  "`{oldTokenCookie}`, `impersonation_return`",
                  "Solo se crean cuando un miembro de nuestro soporte accede como un cliente para ayudarle, de modo que pueda volver a su propia cuenta.",
                  "Hasta que el miembro del soporte vuelve a su cuenta",
                ],
              ],
            },
          },
          "Tu preferencia de modo claro u oscuro se guarda en el almacenamiento local de tu navegador. Nunca sale de tu dispositivo y puedes borrarla cuando quieras desde los ajustes del navegador.",
          "Si activamos una herramienta de medición de audiencia, esta puede instalar sus propias cookies; cuando la ley exija tu consentimiento, lo pediremos antes de cargarla.",
        ],
      },
      {
        id: "recipients",
        heading: "4. Quién recibe tus datos",
        blocks: [
          {
            list: [
              "Los vendedores con los que contactas reciben tu mensaje y los datos de contacto que decidiste facilitar.",
              "Los miembros de tu equipo ven los barcos, mensajes y notas del equipo, según su rol.",
              "Los proveedores que tratan datos por nuestra cuenta, mediante contrato y siguiendo nuestras instrucciones: alojamiento, envío de correos, pagos y herramientas de soporte.",
              "Autoridades, tribunales o asesores cuando la ley lo exija o para formular, ejercer o defender reclamaciones.",
              "El comprador de todo o parte de nuestro negocio, que quedaría vinculado por esta política.",
            ],
          },
          "No vendemos tus datos personales ni los compartimos para publicidad comportamental.",
        ],
      },
      {
        id: "transfers",
        heading: "5. Transferencias internacionales",
        blocks: [
          "{brand} da servicio en Europa, el Reino Unido y Norteamérica. Cuando los datos salen del Espacio Económico Europeo o del Reino Unido, nos basamos en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea y el anexo británico, con garantías adicionales cuando hace falta. Puedes pedirnos una copia de estas garantías.",
        ],
      },
      {
        id: "retention",
        heading: "6. Cuánto tiempo los conservamos",
        blocks: [
          {
            list: [
              "Datos de la cuenta: mientras exista tu cuenta. Cuando la eliminas, se eliminan con ella tus sesiones, tus pertenencias a equipos y los enlaces de restablecimiento pendientes, y los equipos de los que eras el único miembro se eliminan con sus barcos, mensajes y estadísticas.",
              "Anuncios y mensajes: mientras exista el equipo que los tiene, o hasta que el equipo los elimine.",
              "Consultas al soporte: el tiempo necesario para ayudarte y, como máximo, dos años.",
              "Estadísticas: se conservan con los barcos del equipo; los visitantes solo figuran en forma de hash.",
              "Documentación de facturación: durante el plazo que exigen las normas contables y fiscales, normalmente hasta diez años.",
              "Las copias de seguridad se conservan durante un tiempo limitado y se sobrescriben de forma rotatoria.",
            ],
          },
        ],
      },
      {
        id: "security",
        heading: "7. Seguridad",
        blocks: [
          "Las contraseñas se protegen con argon2id y los tokens de sesión se guardan solo como hash, de modo que una copia de nuestra base de datos no contendría ni unas ni otros. Las comunicaciones van cifradas, el acceso a los datos personales se limita al personal que lo necesita y cada acción en nuestro back office queda registrada. Ningún sistema es perfectamente seguro: si una brecha afecta a tus datos y te pone en riesgo, te informaremos a ti y a las autoridades como exige la ley.",
        ],
      },
      {
        id: "rights",
        heading: "8. Tus derechos en la Unión Europea y el Reino Unido",
        blocks: [
          "El RGPD y el RGPD del Reino Unido te reconocen el derecho a acceder a tus datos, a rectificarlos o suprimirlos, a limitar su tratamiento u oponerte a él, a recibirlos en un formato portátil y a retirar en cualquier momento tu consentimiento cuando nos basemos en él. Puedes actualizar tú mismo la mayoría de tus datos en tus ajustes y eliminar tu cuenta desde la página de seguridad.",
          "Para cualquier otra solicitud, escribe a {supportEmail}. Respondemos en el plazo de un mes y podemos pedirte que confirmes tu identidad. También tienes derecho a presentar una reclamación ante una autoridad de control: la Agencia Española de Protección de Datos en España, la autoridad del país de la UE donde vivas o trabajes, o la Information Commissioner’s Office (ICO) en el Reino Unido.",
        ],
      },
      {
        id: "california",
        heading: "9. Tus derechos en California y otros estados de EE. UU.",
        blocks: [
          "Si resides en California, la California Consumer Privacy Act, modificada por la CPRA, te reconoce el derecho a saber qué categorías y qué datos personales recogemos, usamos y comunicamos; a que se supriman o corrijan; a oponerte a su venta o cesión; y a limitar el uso de la información personal sensible. No vendemos ni cedemos información personal en el sentido de esas normas y no usamos información sensible para inferir características sobre ti.",
          "Las categorías que recogemos son las descritas en la sección 1: identificadores y datos de contacto, información comercial sobre anuncios y suscripciones, actividad en internet en nuestro servicio y el contenido de tus mensajes. Ejercer tus derechos no supondrá ningún trato distinto. Tú o un agente al que autorices podéis presentar una solicitud en {supportEmail}; la verificaremos antes de atenderla. Los residentes de otros estados de EE. UU. con leyes similares tienen los mismos derechos y pueden usar la misma dirección.",
        ],
      },
      {
        id: "children",
        heading: "10. Menores",
        blocks: [
          "{brand} está dirigido a personas adultas. No recogemos a sabiendas datos de menores de 16 años; si crees que un menor nos ha facilitado datos personales, avísanos y los eliminaremos.",
        ],
      },
      {
        id: "changes",
        heading: "11. Cambios en esta política",
        blocks: [
          "Actualizaremos esta política cuando cambien nuestras prácticas o la ley. La fecha que figura arriba indica la versión vigente; te avisaremos por correo electrónico o en el servicio antes de que un cambio importante surta efecto.",
        ],
      },
      {
        id: "contact",
        heading: "12. Contacto",
        blocks: [
          "Para cualquier pregunta o solicitud sobre tus datos personales, escribe a {supportEmail} o usa la [página de contacto](/contact) eligiendo el tema «Cuenta».",
        ],
      },
    ],
  },
  ordering: {
    title: "Cómo se ordenan los resultados",
    description:
      "Cómo ordena {brand} los resultados de búsqueda: primero los anuncios nuevos y los cambios reales, nunca las confirmaciones, y sin posiciones de pago.",
    lead: [
      "El orden de los resultados decide qué barcos ven primero los compradores, así que debe ser justo con cada vendedor y útil para cada comprador. Esta página lo explica con palabras sencillas. La misma regla vale para todos, sea cual sea su plan.",
    ],
    sections: [
      {
        id: "default",
        heading: "El orden predeterminado",
        blocks: [
          "Salvo que elijas otro orden, los resultados siguen la última vez que cada anuncio cambió de forma visible para los compradores: su primera publicación, o el último cambio de su contenido por parte del vendedor. Los modificados más recientemente aparecen primero. Los anuncios modificados en el mismo momento mantienen un orden estable, el más reciente primero.",
          {
            list: [
              "Hace subir un barco: un anuncio nuevo, o un cambio en el precio, la descripción, las características, los motores, el equipamiento o la ubicación.",
              "No lo hace subir: confirmar que sigue disponible, guardarlo sin cambiar nada, retirarlo y volver a publicarlo, cambiar sus fotos, o modificar lo que solo ve el vendedor, como un código de stock interno.",
            ],
          },
        ],
      },
      {
        id: "confirmations",
        heading: "Confirmar que un barco sigue disponible",
        blocks: [
          "Los vendedores confirman con regularidad que sus barcos siguen a la venta, y cada anuncio muestra a los compradores la fecha de su última confirmación. Un barco que nadie del equipo del vendedor ha confirmado, editado o publicado en {staleAfterDays} días se retira de la búsqueda hasta que lo confirmen; una semana antes, el equipo recibe un recordatorio.",
          "Confirmar no sirve para ganar puestos: un barco confirmado conserva exactamente el lugar que tenía. La confirmación solo lo mantiene en la búsqueda.",
        ],
      },
      {
        id: "other-sorts",
        heading: "Otros órdenes y la búsqueda por palabras clave",
        blocks: [
          "Cuando buscas con palabras clave, los resultados se ordenan por relevancia: cuánto coinciden el título, la marca, el modelo y la descripción con tus palabras. También puedes ordenar en cualquier momento por anuncio más reciente, por precio o por año, con el menú de orden que hay sobre los resultados.",
        ],
      },
      {
        id: "fairness",
        heading: "Lo que nunca cambia el orden",
        blocks: [
          "Ningún vendedor puede pagar por un lugar mejor, y el plan de un vendedor no cambia el orden. Los anuncios que parecen describir el barco de otro vendedor los revisa nuestro equipo: nunca se fusionan ni se ocultan automáticamente. Las preguntas sobre la posición de un anuncio son bienvenidas en la [página de contacto](/contact).",
        ],
      },
    ],
  },
};

export default content;
