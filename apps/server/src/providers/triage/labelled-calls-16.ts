import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 16 (2026-11-26), written for the learned reading by the session that tuned it, after
 * reading what rounds 13–15 still got wrong when left out: a lawyer's or an accountant's own business
 * (deadlines, tax authorities, banks, colleagues), suppliers and technicians, job applications and
 * complaints ('other'); pharmacists and hospitals needing a prescription or a patient's records now
 * (high); price and opening questions (information, low); a number left in dialect; visits cancelled
 * because the patient is in hospital; thanks. Its leave-one-round-out figures are flattered.
 */
export const TUNING_CALLS_16: LabelledCall[] = [
  // ─── other: a professional office's own business ───
  call(
    't16-01',
    "dottoressa buongiorno sono Giulio Marras del bar Centrale, mi è arrivato un avviso bonario dall'Agenzia delle Entrate per l'IVA del ventidue, c'è da pagare entro trenta giorni, lo guardiamo insieme? mi richiami",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't16-02',
    "avvocato buonasera sono Renata Fois, domani mattina c'è l'udienza e non ho ancora i documenti che mi aveva chiesto di firmare, mi richiami stasera per favore che è importante",
    ['other', 'high', 'call_back'],
  ),
  call(
    't16-03',
    "buongiorno dottor Pagani sono Aldo della carrozzeria, oggi scade l'F24 delle ritenute e non mi avete mandato la delega, devo pagare entro stasera, mi richiami subito",
    ['other', 'high', 'call_back'],
  ),
  call(
    't16-04',
    "buongiorno sono l'avvocato Conti dello studio Conti e associati, per la pratica del signor Bassi, la controparte ha fatto una proposta di accordo, vorrei parlarne con la collega, mi faccia richiamare",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't16-05',
    "salve sono Ginevra dell'ufficio crediti della banca Popolare, per la pratica di mutuo del vostro cliente Ferri ci serve il modello unico firmato dal commercialista, ce lo inviate via mail? grazie",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-06',
    'buongiorno sono il geometra Bianchi, per la successione della signora Longo mi serve la visura e il codice fiscale degli eredi, me li manda la dottoressa per mail quando può',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-07',
    "avvocato sono Piero Sanna, mi hanno notificato uno sfratto per morosità, c'è scritto che l'udienza è tra dieci giorni, non so cosa fare, mi richiami appena può la prego",
    ['other', 'high', 'call_back'],
  ),
  call(
    't16-08',
    'buongiorno dottore, sono Lisa del negozio di scarpe, il consulente del lavoro dice che mancano le buste paga di ottobre per la dipendente nuova, gliele mando io o le prepara lei? mi scriva',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-09',
    "Hi, this is Mark from Sunset Properties, we're the landlord of your client Mr Russo, we've sent the lease termination letter and we need his lawyer to confirm receipt. Please call me back.",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't16-10',
    'buongiorno sono Elio, la polizia mi ha ritirato la patente stanotte per un controllo, dicono che ho trenta giorni per il ricorso, avvocato mi chiami quando può',
    ['other', 'normal', 'call_back'],
  ),
  // ─── other: suppliers, technicians, staff, complaints ───
  call(
    't16-11',
    "buongiorno sono Marco della ditta che fa l'assistenza al riunito, passo giovedì alle quattordici per la manutenzione della poltrona, se non va bene mi mandate un messaggio",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-12',
    'salve sono Luca del laboratorio odontotecnico, la protesi della signora Fadda è pronta, la porto domani mattina o passate voi? mi fate sapere',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-13',
    "buongiorno mi chiamo Serena Pinna, sono fisioterapista e ho visto che cercate personale, vi ho mandato il curriculum per mail, volevo sapere se l'avete ricevuto",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-14',
    'buongiorno, sono Carla Mele, sono molto arrabbiata, la fattura che mi avete fatto pagare era sbagliata e nessuno mi ha ancora restituito i soldi, è un mese che chiamo, voglio parlare col titolare, richiamatemi',
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't16-15',
    'buongiorno sono la signora Zedda, volevo fare un reclamo, la dottoressa ieri mi ha trattata con molta sufficienza, voglio parlare con il direttore sanitario, mi richiami qualcuno',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't16-16',
    'sì buongiorno sono della ditta delle pulizie, questo sabato non riusciamo a venire, veniamo lunedì presto prima che apriate, va bene? mandatemi un messaggio',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-17',
    'buongiorno sono il dottor Lai, medico di base della signora Porcu, le ho consigliato una visita dal vostro cardiologo, volevo accennare il caso al collega prima, mi può richiamare lui?',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't16-18',
    'buonasera, sono Andrea, un vicino di casa, la vostra insegna luminosa è rimasta accesa tutta la notte e fa rumore, ve lo dico così la guardate, buona serata',
    ['other', 'low', 'no_action'],
  ),
  // ─── prescription_or_results: pharmacies, hospitals, urgent medicines ───
  call(
    't16-19',
    'buongiorno sono la farmacista della farmacia Comunale, il signor Deiana ha una ricetta del Coumadin con il dosaggio illeggibile, non posso darglielo così, il dottore mi richiama appena può? il signore aspetta',
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't16-20',
    "buongiorno, reparto di medicina dell'ospedale Brotzu, abbiamo ricoverato la signora Atzeni, ci servono gli ultimi esami e la lista dei farmaci che prende, potete mandarceli oggi? richiamateci",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't16-21',
    "salve sono Ignazio, sono diabetico e ho finito l'insulina lenta, stasera devo farla, mi serve la ricetta oggi per forza, richiamatemi",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't16-22',
    "buongiorno, mia figlia ha l'asma e le è finito lo spray del cortisone, quello di mantenimento, potete fare la ricetta? la ritiro domani, grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-23',
    'buongiorno sono Pino, mi serve il certificato per il rinnovo della patente nautica, cioè il certificato anamnestico del medico di base, me lo prepara la dottoressa? passo venerdì',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-24',
    "salve sono Cinzia, ho fatto la mammografia e l'ecografia la settimana scorsa, il referto me lo mandate per mail o devo venire a ritirarlo di persona?",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-25',
    "Hello, I'm calling from the pharmacy on Via Garibaldi, we have a patient of Doctor Marino here whose prescription has no date on it, we can't dispense it. Could the doctor call us back as soon as possible?",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't16-26',
    "buongiorno sono Bruna, mi avete detto che l'istologico del neo era pronto, mi mandate una foto del referto così lo faccio vedere al dermatologo? grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  // ─── information, low ───
  call(
    't16-27',
    "salve quanto costa la pulizia dei denti? e lo sbiancamento? volevo farmi un'idea dei prezzi, grazie",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't16-28',
    'buongiorno, volevo sapere se fate anche le visite per il certificato sportivo agonistico o solo il non agonistico, e quanto costa, grazie mille',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t16-29', 'buongiorno a che ora chiude lo studio il venerdì? e siete aperti a Santo Stefano?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't16-30',
    "salve, il vostro studio è accessibile con la sedia a rotelle? mio padre non cammina, c'è l'ascensore?",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't16-31',
    "buongiorno, volevo sapere se lo studio dell'avvocato fa anche il gratuito patrocinio, perché non lavoro in questo periodo, grazie",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't16-32',
    'Hi, quick question, do you accept European health insurance cards or do I pay and claim back later? Thanks.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't16-33',
    'buongiorno, la dottoressa Piras riceve ancora lì da voi o si è trasferita? volevo saperlo prima di prenotare, grazie',
    ['information', 'low', 'whatsapp_reply'],
  ),
  // ─── booking and changes, in dialect and with a number left ───
  call(
    't16-34',
    "bongiorno so' Nane, gò bisogno de na visita dal dotor par la pression, quando ghe xe posto? ciamème al tre quattro nove, sei sei due, uno uno otto",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't16-35',
    'buongiorno sono Assunta, vorrei prenotare un controllo per la dentiera che mi fa male quando mastico, niente di grave. Il mio numero è tre tre otto, uno due tre, quattro cinque sei sette, chiamatemi di mattina',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't16-36',
    "aò so' Claudia, me serve de spostà l'appuntamento de lunedì che c'ho 'n impiccio a lavoro, se pò fa' martedì? fateme sapé, scriveteme",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-37',
    "buongiorno sono Sergio, la visita di mia moglie di domani la dobbiamo annullare, è ricoverata da ieri in cardiologia, l'hanno messa sotto monitor ma è tranquilla. Vi chiamiamo noi quando esce",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-38',
    'salve sono Giovanna, mia mamma domani non può venire alla fisioterapia perché è caduta e si è rotta il polso, adesso è ingessata, sta bene. Sospendiamo le sedute per un mese, grazie',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-39',
    "Hi, it's Laura Jones, I have to cancel my cleaning on Thursday, my son is in hospital after an appendix operation, he's fine now. I'll rebook when things settle, thanks.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-40',
    "bongiorno, sugnu Rosario, vulissi prenotari na visita pi me figghiu ca havi 'u mali di denti, nenti di urgenti, chiamatimi quannu putiti",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't16-41',
    "buongiorno sono Tommaso, ho fatto le analisi e il medico ha detto di fare una visita dall'endocrinologo per la tiroide, vorrei prenotarla, scrivetemi voi, grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-42',
    'salve volevo fissare una consulenza con il commercialista per la dichiarazione di successione di mio zio, quando possiamo venire? chiamatemi al numero da cui chiamo',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  // ─── urgent, told calmly ───
  call(
    't16-43',
    "buongiorno sono Irene, ehm, niente di grave forse, mio marito da stamattina ha il braccio sinistro addormentato e parla un po' impastato, dice che è stanchezza, volevo sentire il dottore",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-44',
    "salve sono Nino, ho settant'anni, da ieri sera ho un dolore alla pancia fortissimo, ho vomitato e ho la pancia dura, non riesco a stare dritto",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-45',
    'buongiorno sono la mamma di Giulia, ha sei anni, ha la febbre a quaranta da due giorni, adesso ha delle macchioline viola sulle gambe che non vanno via se le premo, è molto stanca',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-46',
    'pronto, sono Angela, mia nonna ha il diabete, è molto sudata, confusa, non risponde bene, la glicemia fa trentacinque, cosa facciamo?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-47',
    "buongiorno sono Elena, ho fatto l'impianto ieri e da stanotte la guancia si è gonfiata tanto, adesso anche sotto l'occhio, e ho la febbre, non riesco quasi ad aprire la bocca",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-48',
    "Hi, this is Jack, my wife is thirty-five weeks pregnant and she hasn't felt the baby kick since last night, she says it's probably fine but I'm worried, please call back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-49',
    'buonasera sono Michele, mio figlio di sedici anni mi ha scritto un messaggio strano, dice che non vuole più vivere e che ci chiede scusa, adesso non risponde, che faccio',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't16-50',
    "buongiorno sono Rita, mio padre dopo l'operazione all'anca ha il polpaccio gonfio e rosso da ieri e stamattina gli manca un po' il fiato",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  // ─── billing ───
  call(
    't16-51',
    'buongiorno, mi serve la fattura delle sedute di logopedia di mio figlio intestata a mio marito, per la detrazione, potete rifarla? grazie',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-52',
    'salve sono Oscar, ho pagato la visita in contanti e non mi avete dato la ricevuta, me la mandate per mail?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-53',
    'buongiorno avvocato, ho ricevuto il preavviso di parcella, va bene, ma posso pagare a fine mese? mi dica se va bene',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't16-54',
    "Hi, I need an invoice with my company's VAT number for the visit last week, the company will reimburse me. I'll send the details by email. Thanks.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  // ─── spam ───
  call(
    't16-55',
    'salve, sono Debora di Telefonia Business, abbiamo una promozione per fibra e centralino per gli studi professionali, vi richiamo io domani o mi lasciate un orario?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't16-56',
    'gentile utente, il suo conto è stato sospeso per un accesso anomalo, per riattivarlo chiami subito il numero che segue e tenga a portata di mano il codice della carta',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't16-57',
    "buongiorno, la chiamo dalla rivista Medicina Oggi, vorremmo proporle un'intervista a pagamento con uscita su tutto il territorio, mi richiami per i dettagli",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't16-58',
    "salve, sono dell'ufficio sostenibilità energetica, stiamo facendo un sondaggio sui pannelli solari per le aziende della zona, ha due minuti per rispondere?",
    ['spam', 'low', 'no_action'],
  ),
  // ─── other: personal, thanks, wrong numbers, empty ───
  call(
    't16-59',
    'buongiorno, volevo solo ringraziare la dottoressa per la pazienza con mia madre la settimana scorsa, è stata gentilissima, tutto bene, arrivederci',
    ['other', 'low', 'no_action'],
  ),
  call('t16-60', 'ciao amore sono io, stasera faccio tardi, passi tu a prendere i bambini in piscina? baci', [
    'other',
    'low',
    'no_action',
  ]),
  call('t16-61', 'buongiorno è la ferramenta Melis? ah no, scusi, ho sbagliato, buona giornata', [
    'other',
    'low',
    'no_action',
  ]),
  call('t16-62', 'sì... allora... no niente... la richiamo più tardi', ['other', 'normal', 'call_back']),
  call(
    't16-63',
    "Studio buongiorno. Buongiorno, sono Franca, volevo sapere se domani alle nove c'è ancora il mio appuntamento. Sì signora, confermato, a domani. Grazie, arrivederci.",
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't16-64',
    "Studio legale buongiorno. Salve, sono Bruno, avevo chiesto la copia della sentenza. Sì, gliel'abbiamo mandata stamattina per PEC. Perfetto, grazie mille.",
    ['prescription_or_results', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
];
