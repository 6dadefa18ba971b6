import type { PageContent } from "#app/features/pages/content/types.ts";

const content: PageContent = {
  about: {
    title: "Chi siamo",
    description:
      "{brand} è un marketplace internazionale dove concessionari, broker e cantieri pubblicano barche nuove e usate, e gli acquirenti trovano la propria nella loro lingua.",
    lead: [
      "{brand} è un marketplace online dedicato alle barche. Concessionari, broker e cantieri vi pubblicano barche a motore, barche a vela, catamarani, gommoni e zattere di salvataggio, nuove o usate; gli acquirenti le cercano oltre i confini e contattano direttamente il venditore.",
      "Abbiamo creato {brand} perché comprare una barca è una decisione importante e gli strumenti non erano al passo. Gli annunci erano sparsi su siti nazionali, tradotti a metà, con prezzi in una valuta da convertire e misure in un’unità da indovinare. Volevamo un unico posto veloce, chiaro e onesto, in italiano, inglese, francese e spagnolo.",
    ],
    sections: [
      {
        id: "buyers",
        heading: "Per chi compra",
        blocks: [
          "La ricerca è gratuita e non richiede un account. Filtra per tipo, condizione, marca e modello, prezzo, lunghezza, anno, paese, carburante, materiale dello scafo, cabine, posti letto e dotazioni, poi ordina i risultati come preferisci. Ogni ricerca è contenuta nel suo indirizzo: puoi salvarla tra i preferiti o inviarla a un amico.",
          {
            list: [
              "I prezzi sono mostrati nella valuta del venditore, con l’IVA indicata chiaramente, e le lunghezze in metri o in piedi a seconda della lingua.",
              "Puoi cercare in più paesi insieme: spesso la barca giusta si trova appena oltre un confine.",
              "Ogni annuncio mostra chi vende, da quanto tempo è su {brand}, quali lingue parla e, quando lo sappiamo, in quanto tempo risponde di solito.",
              "Il tuo messaggio arriva direttamente al team del venditore. {brand} non fa mai pagare commissioni a chi compra.",
            ],
          },
        ],
      },
      {
        id: "professionals",
        heading: "Per i professionisti della nautica",
        blocks: [
          "{brand} è pensato per chi vende barche di mestiere. Un account di team permette a una concessionaria o a uno studio di brokeraggio di lavorare insieme: i membri condividono il parco barche, la posta in arrivo e le statistiche, con ruoli che stabiliscono chi può modificare cosa.",
          {
            list: [
              "Un editor di annunci che salva mentre scrivi, segnala cosa manca prima della pubblicazione e accetta le foto scattate con il telefono.",
              "Una posta in arrivo che raggruppa i messaggi degli acquirenti per barca, filtra lo spam e permette al team di rispondere e di tenere note private.",
              "Statistiche su visualizzazioni, visualizzazioni dettagliate e clic, per giorno, settimana o mese, con le barche più viste.",
              "Un profilo pubblico nella [rete dei professionisti](/professionals), con le tue barche, le lingue che parli e i tuoi tempi di risposta.",
              "Un’API aperta, documentata su /api/docs, perché il tuo software pubblichi su {brand} senza doppio inserimento.",
            ],
          },
          "La pagina dei [piani](/pricing) spiega cosa include ogni abbonamento.",
        ],
      },
      {
        id: "trust",
        heading: "Fiducia e verifica",
        blocks: [
          "Un marketplace vale quanto i suoi annunci. Prima che un team riceva il badge di verifica, controlliamo che l’azienda esista e sia registrata, che la persona che gestisce l’account vi lavori e che i recapiti pubblicati portino davvero a quell’azienda. Moderiamo i nuovi annunci, interveniamo rapidamente sulle segnalazioni ed escludiamo i venditori che ingannano gli acquirenti.",
          "Non vendiamo barche in prima persona e non prendiamo mai commissioni su una vendita. I nostri interessi restano semplici: più acquirenti e venditori si trovano facilmente, meglio va {brand}.",
        ],
      },
      {
        id: "partners",
        heading: "Tutto ciò che ruota attorno all’acquisto",
        blocks: [
          "Una barca porta con sé un posto barca da trovare, una perizia da organizzare, un’assicurazione, un finanziamento e a volte un trasporto su strada o via mare. Il nostro [elenco dei partner](/partners) riunisce porti turistici, periti navali, assicuratori, finanziatori, trasportatori, cantieri, velerie, specialisti di elettronica e avvocati marittimi che affiancano ogni giorno acquirenti e venditori.",
        ],
      },
      {
        id: "international",
        heading: "Internazionale per natura",
        blocks: [
          "{brand} parla inglese americano e britannico, francese, italiano e spagnolo, e ogni pagina esiste in ciascuna di queste lingue. Date, numeri, prezzi e lunghezze seguono le convenzioni della lingua scelta. I nostri team e i nostri partner lavorano in tutta Europa, nel Regno Unito e in Nord America.",
        ],
      },
      {
        id: "contact",
        heading: "Parliamone",
        blocks: [
          "Una domanda, un suggerimento o un’idea di collaborazione? Scrivici dalla [pagina contatti](/contact) o a {supportEmail}. Il nostro supporto risponde di solito entro {responseHours} ore.",
        ],
      },
    ],
  },

  terms: {
    title: "Condizioni d’uso",
    description:
      "Le regole per usare {brand}: account e team, annunci, messaggi, piani, acquisto di una barca tramite il marketplace, responsabilità e i tuoi diritti.",
    lead: [
      "Le presenti condizioni regolano l’uso di {brand}, del suo sito, delle sue applicazioni e della sua API (insieme, il “servizio”). Leggile con attenzione: creando un account o usando il servizio le accetti. Se usi {brand} per conto di un’impresa, le accetti per quell’impresa e confermi di avere il potere di vincolarla.",
      "Nulla in queste condizioni ti priva dei diritti che hai come consumatore in base alla legge del paese in cui risiedi.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definizioni",
        blocks: [
          {
            list: [
              "“Noi” e “{brand}” indicano la società che gestisce il servizio.",
              "“Visitatore” indica chiunque consulti il servizio senza un account.",
              "“Acquirente” indica una persona che cerca barche o contatta un venditore tramite il servizio.",
              "“Venditore” indica un’impresa (concessionario, broker, cantiere o altro professionista della nautica) che pubblica barche sul servizio tramite un team.",
              "“Team” indica l’account di un venditore, condiviso dai suoi membri, ciascuno con un ruolo (titolare, amministratore o membro).",
              "“Annuncio” indica la presentazione di una barca con testo, foto, prezzo e altre informazioni.",
              "“Contenuto” indica tutto ciò che pubblichi o invii tramite il servizio: annunci, foto, profili e messaggi.",
            ],
          },
        ],
      },
      {
        id: "role",
        heading: "2. Cosa fa {brand}, e cosa non fa",
        blocks: [
          "{brand} è un marketplace: pubblichiamo gli annunci dei venditori, aiutiamo gli acquirenti a trovarli e trasmettiamo i loro messaggi. Non siamo né il venditore, né l’acquirente, né il mediatore o il mandatario di una delle parti. Non possediamo, ispezioniamo, periziamo né consegniamo le barche in vendita e non siamo parte di alcun contratto tra acquirente e venditore.",
          "I venditori sono gli unici responsabili dei propri annunci e delle barche che offrono. Controlliamo gli annunci per individuare i problemi evidenti e gestiamo le segnalazioni, ma non possiamo garantire che ogni annuncio sia esatto, che una barca sia ancora disponibile o che una vendita vada a buon fine.",
        ],
      },
      {
        id: "accounts",
        heading: "3. Account e team",
        blocks: [
          {
            list: [
              "Per creare un account devi avere almeno 18 anni ed essere in grado di concludere un contratto vincolante.",
              "Le informazioni che ci fornisci devono essere vere e aggiornate. Una persona, un account: non condividere le tue credenziali.",
              "Sei responsabile della segretezza della tua password e di tutto ciò che viene fatto con il tuo account. Avvisaci subito a {supportEmail} se pensi che qualcun altro lo abbia usato. Dalle impostazioni di sicurezza puoi vedere le sessioni attive e chiuderle.",
              "I titolari di un team decidono chi ne fa parte e con quale ruolo. Titolari e amministratori rispondono delle azioni dei membri che invitano. Un team ha sempre almeno un titolare.",
              "Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni. L’eliminazione di un account o di un team è irreversibile; ciò che comporta è spiegato nella pagina prima della conferma.",
            ],
          },
        ],
      },
      {
        id: "sellers",
        heading: "4. Venditori",
        blocks: [
          "Solo le imprese possono pubblicare barche. Creando un team confermi di agire nell’ambito della tua attività imprenditoriale, commerciale, artigianale o professionale e di rispettare le norme che ti si applicano, comprese quelle su tutela dei consumatori, vendita a distanza, fisco, antiriciclaggio e sanzioni internazionali. Gli acquirenti consumatori possono avere nei tuoi confronti diritti di legge che queste condizioni non possono limitare.",
          "Possiamo chiedere in qualsiasi momento a un team di dimostrare la propria identità e iscrizione. Il badge di verifica significa che abbiamo controllato l’esistenza dell’impresa, che la persona che gestisce l’account vi lavora e che i suoi recapiti permettono di raggiungerla. Non è una raccomandazione dell’impresa né una garanzia sulle barche che vende.",
        ],
      },
      {
        id: "listings",
        heading: "5. Annunci",
        blocks: [
          "Pubblicando un annuncio garantisci che:",
          {
            list: [
              "la barca esiste, è in vendita e hai il diritto di venderla o di offrirla per conto del proprietario;",
              "descrizione, caratteristiche, foto, ubicazione e condizioni sono esatte e non ingannevoli, e ogni difetto noto rilevante per un acquirente è dichiarato;",
              "il prezzo è quello realmente richiesto, nella valuta indicata, e l’annuncio precisa se l’IVA è inclusa;",
              "hai i diritti su ogni foto e testo caricati, e questi mostrano la barca offerta;",
              "segnalerai la barca come in trattativa o venduta, o ritirerai l’annuncio, non appena non sarà più disponibile.",
            ],
          },
          "Gli annunci non devono contenere recapiti destinati ad aggirare il servizio, link ad altri marketplace, contenuti discriminatori od offensivi, né riguardare barche rubate, soggette a sanzioni o comunque non vendibili per legge. Possiamo esaminare, rifiutare, riformattare, nascondere o rimuovere qualsiasi annuncio contrario a queste condizioni o alla legge, indicandotene il motivo salvo che la legge lo impedisca. Gli annunci non aggiornati da molto tempo possono essere segnalati come datati o nascosti.",
        ],
      },
      {
        id: "plans",
        heading: "6. Piani, prezzi e pagamento",
        blocks: [
          "Il piano gratuito consente a un team di creare account e profilo, ma non di pubblicare barche. I piani a pagamento aggiungono annunci illimitati e le altre funzioni descritte nella [pagina dei piani](/pricing); un piano personalizzato è disponibile su richiesta.",
          {
            list: [
              "Prezzo, periodo di fatturazione e imposte sono indicati prima del pagamento. Autorizzi noi e il nostro fornitore di pagamenti ad addebitare il metodo di pagamento scelto per ogni periodo fino alla disdetta.",
              "Gli abbonamenti si rinnovano automaticamente. Puoi disdire in qualsiasi momento dalla dashboard; la disdetta ha effetto alla fine del periodo già pagato, dopodiché i tuoi annunci non sono più pubblicati ma restano conservati.",
              "Possiamo modificare i prezzi per i periodi futuri. Ti avvisiamo almeno 30 giorni prima che una modifica ti si applichi e puoi disdire prima che abbia effetto.",
              "Salvo un diritto di rimborso previsto dalla legge, gli importi già pagati non sono rimborsati per un periodo in parte utilizzato.",
            ],
          },
        ],
      },
      {
        id: "messages",
        heading: "7. Contattare i venditori e messaggi",
        blocks: [
          "Gli acquirenti possono contattare un venditore dal modulo presente in ogni annuncio. Il messaggio, con il nome, l’indirizzo e-mail e il telefono facoltativo indicati dall’acquirente, viene recapitato al team del venditore perché possa rispondere. Usa i messaggi solo per parlare della barca interessata: niente pubblicità, invii di massa o molestie.",
          "Per proteggere acquirenti e venditori, i messaggi possono essere filtrati automaticamente contro spam e frodi. I messaggi sospetti possono essere trattenuti per verifica o non recapitati, e chi abusa del servizio può essere bloccato.",
        ],
      },
      {
        id: "buying",
        heading: "8. Comprare una barca",
        blocks: [
          "Ogni vendita è un contratto esclusivamente tra acquirente e venditore. Prima di pagare una barca ti raccomandiamo vivamente di:",
          {
            list: [
              "vedere la barca di persona e fare una prova in mare;",
              "farla esaminare da un perito navale indipendente e qualificato;",
              "verificare i documenti di proprietà, l’immatricolazione, la targhetta del costruttore, il numero di identificazione dello scafo e l’assenza di ipoteche o debiti;",
              "confermarne la posizione IVA e doganale, oltre ai costi per portarla dove la terrai;",
              "pagare solo con mezzi tracciabili e non versare mai denaro su un conto che non appartiene al venditore.",
            ],
          },
          "Se un venditore ti chiede di pagare prima di aver visto la barca, di usare un metodo di pagamento insolito o di proseguire con urgenza la conversazione fuori da {brand}, fermati e avvisaci.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "9. Uso consentito",
        blocks: [
          "Non è consentito:",
          {
            list: [
              "copiare, estrarre o raccogliere con mezzi automatici annunci, profili o recapiti, se non tramite la nostra API ed entro i limiti documentati;",
              "compromettere la sicurezza o il funzionamento del servizio, cercarne vulnerabilità senza il nostro permesso, o aggirare un limite di frequenza o una restrizione del tuo piano;",
              "caricare malware o contenuti illeciti, diffamatori o lesivi dei diritti altrui;",
              "spacciarti per qualcun altro o dichiarare falsamente il tuo legame con un’impresa.",
            ],
          },
          "Se scopri un problema di sicurezza, segnalalo a {supportEmail}: accogliamo con favore le segnalazioni responsabili.",
        ],
      },
      {
        id: "content",
        heading: "10. I tuoi contenuti e i nostri diritti",
        blocks: [
          "Resti titolare dei contenuti che pubblichi. Ci concedi una licenza mondiale, non esclusiva e gratuita per ospitarli, riprodurli, adattarli (ad esempio ridimensionare foto o tradurre etichette), mostrarli e diffonderli allo scopo di gestire e promuovere il servizio, anche nei motori di ricerca, nelle brochure e nei flussi dei partner. La licenza cessa quando elimini il contenuto, salvo le copie conservate per motivi di legge o nei backup per un periodo limitato.",
          "Il servizio, il suo software, il design e il marchio appartengono a noi o ai nostri licenzianti. Queste condizioni non ti danno alcun diritto di usarli oltre quanto serve per usare il servizio.",
        ],
      },
      {
        id: "third-parties",
        heading: "11. Partner e servizi di terzi",
        blocks: [
          "L’elenco dei partner e alcuni link portano a servizi gestiti da altri. Scegliamo i partner con cura, ma non rispondiamo dei loro servizi, prezzi o condizioni, che concordi direttamente con loro.",
        ],
      },
      {
        id: "availability",
        heading: "12. Disponibilità e modifiche del servizio",
        blocks: [
          "Ci impegniamo a mantenere {brand} disponibile e veloce, ma il servizio è fornito così com’è e può essere interrotto occasionalmente per manutenzione o per cause che non dipendono da noi. Possiamo migliorare, modificare o ritirare funzioni; se una modifica riduce in modo sostanziale ciò per cui paghi, ti avvisiamo in anticipo e puoi disdire.",
        ],
      },
      {
        id: "liability",
        heading: "13. Responsabilità",
        blocks: [
          "Nulla in queste condizioni esclude o limita la responsabilità che per legge non può essere esclusa o limitata, come quella per morte o lesioni personali causate da negligenza, per frode o, per i consumatori, le garanzie legali che si applicano.",
          "Fatto salvo quanto sopra, non rispondiamo di atti od omissioni di acquirenti, venditori o partner, dell’esattezza degli annunci né dei danni non ragionevolmente prevedibili. Per gli utenti professionali, la nostra responsabilità complessiva derivante dal servizio in un periodo di dodici mesi è limitata agli importi che il team ci ha pagato in quel periodo, e non rispondiamo di mancati profitti, ricavi, clientela o dati.",
          "Se usi il servizio come impresa, ci terrai indenni da pretese di terzi derivanti dai tuoi annunci o dalla violazione di queste condizioni.",
        ],
      },
      {
        id: "termination",
        heading: "14. Sospensione e chiusura",
        blocks: [
          "Possiamo sospendere o chiudere un account o un team che viola queste condizioni o la legge, mette a rischio altri utenti o è inattivo da molto tempo. Salvo che la legge o un rischio urgente lo impediscano, ti comunichiamo prima il motivo e ti diamo modo di rispondere. Puoi smettere di usare il servizio ed eliminare il tuo account in qualsiasi momento.",
        ],
      },
      {
        id: "complaints",
        heading: "15. Segnalazioni, reclami e controversie",
        blocks: [
          "Per segnalare un annuncio o un messaggio illecito, o per contestare una decisione presa sui tuoi contenuti, scrivi a {supportEmail} indicando l’indirizzo della pagina interessata e le tue ragioni. Trattiamo le segnalazioni con diligenza e senza indebito ritardo, e motiviamo le nostre decisioni.",
          "Queste condizioni sono regolate dalla legge del paese in cui ha sede la società che gestisce il servizio. Se sei un consumatore, benefici anche delle norme imperative del paese in cui risiedi e puoi rivolgerti ai suoi tribunali. Prima di agire in giudizio, contattaci: la maggior parte dei problemi si risolve rapidamente.",
        ],
      },
      {
        id: "changes",
        heading: "16. Modifiche alle condizioni",
        blocks: [
          "Possiamo aggiornare queste condizioni per tenere conto dell’evoluzione del servizio o della legge. Annunciamo le modifiche rilevanti per e-mail o sul servizio almeno 30 giorni prima che entrino in vigore. Se non sei d’accordo, puoi chiudere il tuo account prima di tale data; continuare a usare il servizio in seguito equivale ad accettare le nuove condizioni.",
        ],
      },
      {
        id: "contact",
        heading: "17. Contatti",
        blocks: [
          "Domande su queste condizioni? Scrivi a {supportEmail} o usa la [pagina contatti](/contact).",
        ],
      },
    ],
  },

  privacy: {
    title: "Informativa sulla privacy",
    description:
      "Quali dati personali tratta {brand}, perché, per quanto tempo e con chi, i cookie che usiamo e i tuoi diritti secondo il GDPR, il GDPR britannico e la legge californiana.",
    lead: [
      "Questa informativa spiega quali dati personali raccoglie {brand} quando usi il nostro sito, le nostre applicazioni e la nostra API, perché li usiamo, chi li riceve, per quanto tempo li conserviamo e quali diritti hai. Raccogliamo solo ciò che serve al servizio e non vendiamo mai i tuoi dati personali.",
      "La società che gestisce {brand} è titolare del trattamento dei tuoi dati. Per qualsiasi domanda su questa informativa o sui tuoi dati, scrivi a {supportEmail}.",
    ],
    sections: [
      {
        id: "data",
        heading: "1. I dati che trattiamo",
        blocks: [
          {
            list: [
              "Account: nome e cognome, indirizzo e-mail, password (conservata solo come hash argon2id irreversibile), lingua dell’interfaccia, avatar se lo aggiungi, i team di cui fai parte e il tuo ruolo in ciascuno.",
              "Team e profili: nome del team, paese, città e indirizzo, sito web, telefono ed e-mail, valuta e unità preferite, banner, logo, descrizione, lingue parlate e stato di verifica. Sono dati aziendali, ma possono identificare una persona, ad esempio una ditta individuale.",
              "Annunci: le caratteristiche della barca, le foto, l’ubicazione e il prezzo. Le foto vengono ridimensionate al caricamento e i metadati incorporati (EXIF, che possono indicare luogo e ora dello scatto) vengono rimossi.",
              "Messaggi: quando un acquirente contatta un venditore, il nome, l’indirizzo e-mail, il telefono facoltativo e il messaggio che fornisce, le risposte del venditore e le note private del team, oltre all’esito del nostro filtro antispam.",
              "Richieste al supporto: ciò che scrivi con il modulo di contatto, con nome, indirizzo e-mail, telefono facoltativo e argomento.",
              "Statistiche di audience: visualizzazioni, visualizzazioni dettagliate e clic sugli annunci, con l’ora e la barca interessata. Il visitatore è registrato solo come hash unidirezionale, che permette di contare i visitatori unici ma non può essere ricondotto a un indirizzo IP o a una persona.",
              "Sessioni e sicurezza: per ogni sessione aperta, un hash del suo token, l’ultimo utilizzo e il browser con cui è stata avviata, così puoi rivedere le tue sessioni e chiuderle. I nostri server trattano inoltre brevemente gli indirizzi IP per limitare gli abusi, come i tentativi di accesso ripetuti.",
              "E-mail: le e-mail di servizio che ti inviamo (account, reimpostazione della password, inviti, notifiche dei messaggi, conferme del supporto) e le informazioni di recapito che ci restituisce il nostro fornitore di invio.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Perché li usiamo e con quale base giuridica",
        blocks: [
          {
            table: {
              head: ["Finalità", "Base giuridica (GDPR / GDPR britannico)"],
              rows: [
                [
                  "Creare e gestire il tuo account e il tuo team, pubblicare gli annunci",
                  "Esecuzione del contratto con te",
                ],
                [
                  "Recapitare i messaggi degli acquirenti ai venditori e le loro risposte",
                  "Esecuzione del contratto; legittimo interesse di acquirenti e venditori a mettersi in contatto",
                ],
                [
                  "Rispondere alle richieste al supporto",
                  "Legittimo interesse ad aiutarti; contratto, se sei cliente",
                ],
                [
                  "Fatturazione e contabilità dei piani a pagamento",
                  "Contratto; obbligo di legge di conservare le scritture contabili",
                ],
                [
                  "Statistiche per i venditori e miglioramento del servizio",
                  "Legittimo interesse, con identificativi dei visitatori sottoposti a hash per limitare l’impatto su di te",
                ],
                [
                  "Prevenire frodi, spam e abusi; proteggere il servizio",
                  "Legittimo interesse; obbligo di legge ove applicabile",
                ],
                [
                  "Ricordare le tue scelte di lingua e di visualizzazione",
                  "Legittimo interesse (funzione da te richiesta)",
                ],
                [
                  "Strumenti facoltativi di misurazione dell’audience",
                  "Il tuo consenso, quando la legge lo richiede",
                ],
              ],
            },
          },
          "Non prendiamo decisioni che producono effetti giuridici o che incidono in modo analogo significativamente su di te basate unicamente su un trattamento automatizzato. I messaggi trattenuti dal filtro antispam vengono esaminati da una persona prima di qualsiasi decisione definitiva.",
        ],
      },
      {
        id: "cookies",
        heading: "3. Cookie e archiviazione locale",
        blocks: [
          "Usiamo solo i cookie necessari al funzionamento del servizio. Non contengono identificativi pubblicitari e non sono mai condivisi con inserzionisti.",
          {
            table: {
              head: ["Nome", "Scopo", "Durata"],
              rows: [
                [
                  "`{tokenCookie}`",
                  "Mantiene l’accesso. Contiene un token di sessione casuale e non è leggibile dagli script della pagina.",
                  "Fino alla disconnessione o alla scadenza della sessione (30 giorni per impostazione predefinita)",
                ],
                ["`team_id`", "Ricorda in quale dei tuoi team stai lavorando.", "Un anno"],
                ["`locale`", "Ricorda la lingua che hai scelto.", "365 giorni"],
                [
                  "`flash`, `return_to`",
                  "Trasportano un messaggio da mostrare una volta, o la pagina a cui tornare dopo l’accesso.",
                  "Al massimo pochi minuti",
                ],
                [
                  "`{oldTokenCookie}`, `impersonation_return`",
                  "Impostati solo quando un membro del nostro supporto accede come un cliente per aiutarlo, così da poter tornare al proprio account.",
                  "Fino al ritorno del membro del supporto al proprio account",
                ],
              ],
            },
          },
          "La preferenza per il tema chiaro o scuro è conservata nell’archiviazione locale del browser. Non lascia mai il tuo dispositivo e puoi cancellarla in qualsiasi momento dalle impostazioni del browser.",
          "Se attiviamo uno strumento di misurazione dell’audience, questo può impostare cookie propri; quando la legge richiede il tuo consenso, lo chiediamo prima di caricarlo.",
        ],
      },
      {
        id: "recipients",
        heading: "4. Chi riceve i tuoi dati",
        blocks: [
          {
            list: [
              "I venditori che contatti ricevono il tuo messaggio e i recapiti che hai scelto di indicare.",
              "I membri del tuo team vedono barche, messaggi e note del team, secondo il loro ruolo.",
              "I fornitori che trattano dati per nostro conto, per contratto e secondo le nostre istruzioni: hosting, invio di e-mail, pagamenti e strumenti di supporto.",
              "Autorità, tribunali o consulenti quando la legge lo richiede o per accertare, esercitare o difendere un diritto in giudizio.",
              "L’acquirente di tutta o parte della nostra attività, che sarebbe vincolato da questa informativa.",
            ],
          },
          "Non vendiamo i tuoi dati personali e non li condividiamo per pubblicità comportamentale.",
        ],
      },
      {
        id: "transfers",
        heading: "5. Trasferimenti internazionali",
        blocks: [
          "{brand} opera in Europa, nel Regno Unito e in Nord America. Quando i dati escono dallo Spazio economico europeo o dal Regno Unito, ci basiamo su una decisione di adeguatezza o sulle clausole contrattuali tipo della Commissione europea e sull’addendum britannico, con garanzie aggiuntive ove necessario. Puoi chiederci una copia di queste garanzie.",
        ],
      },
      {
        id: "retention",
        heading: "6. Per quanto tempo li conserviamo",
        blocks: [
          {
            list: [
              "Dati dell’account: finché l’account esiste. Quando lo elimini, sessioni, appartenenze ai team e link di reimpostazione in sospeso vengono eliminati con esso, e i team di cui eri l’unico membro sono eliminati con le loro barche, i messaggi e le statistiche.",
              "Annunci e messaggi: finché esiste il team che li detiene, o finché il team non li elimina.",
              "Richieste al supporto: per il tempo necessario ad aiutarti, poi non oltre due anni.",
              "Statistiche: conservate con le barche del team; i visitatori vi compaiono solo sotto forma di hash.",
              "Documenti di fatturazione: per il periodo previsto dalle norme contabili e fiscali, di solito fino a dieci anni.",
              "I backup sono conservati per un periodo limitato e sovrascritti a rotazione.",
            ],
          },
        ],
      },
      {
        id: "security",
        heading: "7. Sicurezza",
        blocks: [
          "Le password sono protette con argon2id e i token di sessione sono conservati solo come hash, quindi una copia del nostro database non conterrebbe né le une né gli altri. Le comunicazioni sono cifrate, l’accesso ai dati personali è limitato al personale che ne ha bisogno e ogni azione nel nostro back office è registrata. Nessun sistema è perfettamente sicuro: se una violazione riguarda i tuoi dati e ti espone a un rischio, informeremo te e le autorità come previsto dalla legge.",
        ],
      },
      {
        id: "rights",
        heading: "8. I tuoi diritti nell’Unione europea e nel Regno Unito",
        blocks: [
          "Il GDPR e il GDPR britannico ti riconoscono il diritto di accedere ai tuoi dati, di ottenerne la rettifica o la cancellazione, di limitarne o opporti al trattamento, di riceverli in un formato portabile e di revocare in qualsiasi momento il consenso quando ci basiamo su di esso. Puoi aggiornare da solo la maggior parte dei dati nelle impostazioni ed eliminare l’account dalla pagina sicurezza.",
          "Per ogni altra richiesta scrivi a {supportEmail}. Rispondiamo entro un mese e possiamo chiederti di confermare la tua identità. Hai inoltre il diritto di proporre reclamo a un’autorità di controllo: il Garante per la protezione dei dati personali in Italia, l’autorità del paese UE in cui vivi o lavori, oppure l’Information Commissioner’s Office (ICO) nel Regno Unito.",
        ],
      },
      {
        id: "california",
        heading: "9. I tuoi diritti in California e in altri Stati USA",
        blocks: [
          "Se risiedi in California, il California Consumer Privacy Act, modificato dal CPRA, ti riconosce il diritto di sapere quali categorie e quali informazioni personali raccogliamo, usiamo e comunichiamo; di ottenerne la cancellazione o la correzione; di opporti alla loro vendita o condivisione; e di limitare l’uso delle informazioni personali sensibili. Non vendiamo né condividiamo informazioni personali nel senso di tali norme e non usiamo informazioni sensibili per dedurre tue caratteristiche.",
          "Le categorie raccolte sono quelle descritte nella sezione 1: identificativi e recapiti, informazioni commerciali su annunci e abbonamenti, attività internet sul nostro servizio e contenuto dei tuoi messaggi. Esercitare i tuoi diritti non comporterà alcun trattamento diverso. Tu o un agente da te autorizzato potete presentare una richiesta a {supportEmail}; la verificheremo prima di darvi seguito. I residenti di altri Stati USA con leggi simili hanno gli stessi diritti e possono usare lo stesso indirizzo.",
        ],
      },
      {
        id: "children",
        heading: "10. Minori",
        blocks: [
          "{brand} è destinato agli adulti. Non raccogliamo consapevolmente dati di persone con meno di 16 anni; se ritieni che un minore ci abbia fornito dati personali, avvisaci e li elimineremo.",
        ],
      },
      {
        id: "changes",
        heading: "11. Modifiche a questa informativa",
        blocks: [
          "Aggiorneremo questa informativa quando cambieranno le nostre pratiche o la legge. La data in alto indica la versione in vigore; ti avviseremo per e-mail o sul servizio prima che una modifica rilevante abbia effetto.",
        ],
      },
      {
        id: "contact",
        heading: "12. Contatti",
        blocks: [
          "Per qualsiasi domanda o richiesta sui tuoi dati personali, scrivi a {supportEmail} o usa la [pagina contatti](/contact) scegliendo l’argomento “Account”.",
        ],
      },
    ],
  },
  ordering: {
    title: "Come sono ordinati i risultati",
    description:
      "Come {brand} ordina i risultati di ricerca: prima i nuovi annunci e le modifiche reali, mai le conferme, e nessun posizionamento a pagamento.",
    lead: [
      "L’ordine dei risultati decide quali barche gli acquirenti vedono per prime: deve essere equo per ogni venditore e utile a ogni acquirente. Questa pagina lo spiega in parole semplici. La stessa regola vale per tutti, qualunque sia il loro piano.",
    ],
    sections: [
      {
        id: "default",
        heading: "L’ordine predefinito",
        blocks: [
          "Se non scegli un altro ordinamento, i risultati seguono l’ultima volta in cui ogni annuncio è cambiato in modo visibile agli acquirenti: la sua prima pubblicazione, o l’ultima modifica del contenuto da parte del venditore. Gli annunci modificati più di recente vengono per primi. Annunci modificati nello stesso momento mantengono un ordine stabile, il più recente per primo.",
          {
            list: [
              "Fa salire una barca: un nuovo annuncio, o una modifica a prezzo, descrizione, caratteristiche, motori, dotazioni o località.",
              "Non la fa salire: confermare che è ancora disponibile, salvarla senza cambiare nulla, ritirarla e pubblicarla di nuovo, cambiarne le foto, o modificare ciò che vede solo il venditore, come un codice di magazzino interno.",
            ],
          },
        ],
      },
      {
        id: "confirmations",
        heading: "Confermare che una barca è ancora disponibile",
        blocks: [
          "I venditori confermano regolarmente che le loro barche sono ancora in vendita, e ogni annuncio mostra agli acquirenti la data dell’ultima conferma. Una barca che nessuno nel team del venditore ha confermato, modificato o pubblicato da {staleAfterDays} giorni viene tolta dai risultati finché non viene confermata; una settimana prima, il team riceve un promemoria.",
          "Confermare non serve a guadagnare posizioni: una barca confermata mantiene esattamente il posto che aveva. La conferma la tiene soltanto tra i risultati.",
        ],
      },
      {
        id: "other-sorts",
        heading: "Gli altri ordinamenti e la ricerca per parole chiave",
        blocks: [
          "Quando cerchi con parole chiave, i risultati sono ordinati per pertinenza: quanto titolo, marca, modello e descrizione corrispondono alle tue parole. Puoi anche ordinare in qualsiasi momento per annuncio più recente, per prezzo o per anno, con il menu di ordinamento sopra i risultati.",
        ],
      },
      {
        id: "fairness",
        heading: "Cosa non cambia mai l’ordine",
        blocks: [
          "Nessun venditore può pagare per un posto migliore, e il piano sottoscritto da un venditore non cambia l’ordine. Gli annunci che sembrano descrivere la barca di un altro venditore vengono esaminati dal nostro team: non vengono mai uniti né nascosti automaticamente. Le domande sulla posizione di un annuncio sono benvenute nella [pagina dei contatti](/contact).",
        ],
      },
    ],
  },
};

export default content;
