import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 18 (2026-11-26), written for the learned reading by the session that tuned it
 * (decision 020), after reading what blind set 4 (round 17) got wrong when left out: a past illness
 * told to book a check-up (not an emergency), emergencies told calmly or in dialect (an infected
 * wound with fever and shivers, a calf swollen with breathlessness, a pain low on the right with
 * fever, a pregnancy with pain and fainting), a practice's suppliers, neighbours and colleagues, a
 * lawyer's and an accountant's own business ('other'), refunds and invoices to a company, questions
 * about what the practice does, sales pitches for "new patients", scams, run-on speech-to-text and
 * English. Labelled by the conventions of labelled-call.ts. Its leave-one-round-out figures are
 * flattered.
 */
export const TUNING_CALLS_18: LabelledCall[] = [
  // ─── urgent_clinical: told calmly, in dialect, in English, or with a past illness beside ───
  call(
    't18-01',
    "buonasera sono Luigi Porcu mi hanno operato di appendicite otto giorni fa, da ieri la ferita è rossa e calda, il rosso si allarga, esce un po' di pus e adesso ho la febbre a trentanove con i brividi, è normale?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-02',
    'salve sono Daniela Ferro, dieci giorni fa mi hanno operato al ginocchio, adesso il polpaccio è gonfio e duro e da stamattina mi manca il fiato quando salgo le scale, mi ha detto mia sorella di chiamare',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-03',
    'dottore buongiorno sono la mamma di Pietro, ha dodici anni, da stanotte ha un dolore forte alla pancia in basso a destra, ha vomitato due volte e ha la febbre, non riesce a stare dritto quando cammina',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-04',
    "buongiorno sono Alessia Monti sono incinta di sei settimane credo, ho un dolore fortissimo da un lato della pancia e prima mi è girata la testa e sono quasi svenuta in bagno, c'è anche un po' di sangue",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-05',
    'sì buonasera scusi il disturbo, sono Rosa Leone, niente, mio marito stasera a cena ha cominciato a parlare in modo strano, le parole non gli vengono, adesso dice che sta bene ma la mano destra non la sente tanto, magari è stanchezza, non volevo disturbare',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-06',
    'dutturi bongiorno sugnu a signura Caruso, me maritu havi un duluri o pettu ca ci pigghia u brazzu mancinu e suda friddu, chi facemu? ma chiamati subitu',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-07',
    "Hi, this is Helen Carter, we're staying in Florence on holiday, my husband is diabetic and he's very shaky and sweaty and confused, his sugar was 2.8 on the meter, he's not making much sense. Please call me back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-08',
    'pronto sì mia figlia ha tre settimane, è caldina, le ho misurato la febbre ed è trentotto e due, mangia poco e dorme tanto, la pediatra mi può richiamare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-09',
    "buongiorno sono Nadia Coppola mio figlio di quattro anni ha mangiato una crostata con le noci a una festa e adesso ha la faccia tutta gonfia, tossisce e fa fatica a respirare, abbiamo l'adrenalina ma non so se darla",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-10',
    'salve sono Franco Deiana, mio padre ha ottantasette anni, è caduto in cucina e ha battuto la testa, prende il Xarelto, adesso dice che sta bene ma vomita e ha sonno, lo porto o aspettiamo?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-11',
    "Hello, it's Tom Reed, my daughter is seventeen, she has a terrible headache, a high temperature and a stiff neck, and there are small purple spots on her legs that don't go away when I press a glass on them. Please call me straight back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-12',
    "uè buongiorno so' Gennaro Esposito, 'o dente m'ha gonfiato tutta 'a faccia fin'a l'uocchio, nun riesco a aprì 'a vocca e nun pozzo manco mannà giù l'acqua, tengo 'a freva, chiammateme",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-13',
    'buongiorno sono Carla Pinna, mio figlio ha diciannove anni, da qualche settimana non esce più dalla stanza, stanotte mi ha scritto che non ce la fa più e che vuole sparire, adesso non risponde al telefono, lo psicologo mi può richiamare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-14',
    "buonasera sono Matteo Sanna, mentre pulivo il bagno mi è schizzata la candeggina nell'occhio, l'ho sciacquato ma brucia tantissimo e vedo annebbiato",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-15',
    'buongiorno sono Ornella Galli ho sessantotto anni, da due ore ho un peso sullo stomaco che va verso la mandibola, sono sudata e ho la nausea, pensavo fosse la digestione ma non passa',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-16',
    'pronto sono Mario del bar sotto lo studio, un signore si è accasciato davanti alla vetrina, respira male e non risponde, chiamiamo il centodiciotto? il dottore può scendere?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-17',
    "Hi, I'm calling about my son Jack, he's two, he had a fit about ten minutes ago with his temperature, his arms and legs were shaking, he's now very sleepy. This is Amy Ward, please ring me back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-18',
    "buongiorno sono Ivo Marchi, l'altro ieri mi avete tolto il dente del giudizio e adesso ho la guancia gonfia fino al collo, febbre alta e faccio fatica a deglutire",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-19',
    "ciao sono Giada la figlia della signora Rota, la mamma da stamattina è molto confusa, non ci riconosce, ha la febbre e respira veloce, l'altro giorno aveva bruciore quando faceva la pipì",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-20',
    'buonasera sono Sara Bellini, sono incinta di trentaquattro settimane, ho un mal di testa fortissimo da oggi pomeriggio, vedo delle lucine e mi si sono gonfiate mani e faccia',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-21',
    'allora sono Pino Russo mi so tagliato col flessibile alla mano in officina, ho messo uno straccio ma continua a uscire sangue, è un taglio profondo, non si ferma',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-22',
    "Hello, this is Greg Hughes, I've had a really bad chest infection for a week but since last night I'm breathing very fast, I can't finish a sentence, and my lips look a bit grey. Can the doctor call me?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-23',
    'buongiorno sono Elisa Mele, il mio bambino di due anni ha preso dalla borsa della nonna delle pastiglie per la pressione, non so quante, sembra tranquillo ma ho paura',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't18-24',
    "sì buongiorno niente volevo dire che mio padre da un'ora non muove bene il braccio sinistro e ha la bocca un po' storta, però lui dice che non è niente, è urgente secondo voi? sono Anna Villa",
    ['urgent_clinical', 'high', 'call_back'],
  ),

  // ─── appointment_booking: a past illness, a denture, a number left, English, dialect ───
  call(
    't18-25',
    "buongiorno sono Teresa Longhi, mia mamma ha avuto un ictus due anni fa e adesso sta bene, il neurologo le ha detto di fare il controllo annuale con l'ecodoppler dei tronchi, volevo prenotarlo, mi scrivete le date? grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-26',
    "salve sono Bruno Carta, l'anno scorso ho avuto un infarto e mi hanno messo due stent, il cardiologo vuole vedermi per il controllo dei dodici mesi con l'elettrocardiogramma e l'ecocardio, quando avete posto? mandatemi un messaggio",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-27',
    'buongiorno sono Gino Ferraris, un mese fa sono andato al pronto soccorso per una fitta al petto ma era tutto a posto, era un dolore muscolare, mi hanno scritto di fare una visita cardiologica di controllo, vorrei prenotarla, mi dite voi quando',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-28',
    "signorina bongiorno so' la signora Pina, m'è caduta la dentiera e s'è scheggiata davanti, nun me fa male gnente, però me la dovete sistemà, quando posso venì? chiamateme voi al fisso",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't18-29',
    'buongiorno sono Walter Ricci vorrei fare la pulizia dei denti e un controllo, è da un anno che non vengo, va bene qualsiasi mattina, il mio numero è tre tre nove uno due tre quattro cinque sei sette, richiamatemi voi',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't18-30',
    "Hi there, this is Sophie Miller, I've just moved to Bologna with my family and we'd like to register the kids with a paediatrician and book a first visit, could you text me the options? Thanks a lot.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-31',
    'buongiorno avvocato sono Luca Ferri, mio padre è mancato a ottobre e dobbiamo fare la successione con mia sorella, vorremmo un appuntamento con lei per capire come fare, la settimana prossima andrebbe bene, grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-32',
    'buonasera sono Irene Manca, vorrei fissare un incontro con la dottoressa commercialista per aprire la partita iva, comincio a lavorare come grafica a gennaio, scrivetemi pure',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-33',
    'allora buongiorno sono Ettore niente volevo dire che ho sempre questo mal di schiena da un mese eh non è che peggiora però non passa e volevo farmi vedere dal dottore magari anche per la fisioterapia quando ce posto grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-34',
    'buongiorno sono Marta Serra, mia figlia ha otto anni e la maestra dice che non vede bene la lavagna, vorrei prenotare una visita oculistica, non è urgente, anche tra un mese',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-35',
    "Good morning, this is Ahmed Khan, I'd like to book a session with the physiotherapist for my shoulder, I hurt it at the gym two weeks ago, it's getting better but slowly. Evenings are best for me.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-36',
    'Studio dentistico buongiorno. — Buongiorno sono Livia Neri, vorrei prenotare lo sbiancamento. — Le va bene il 12 alle 17? — Sì perfetto. — Segnato, a presto. — Grazie, arrivederci.',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't18-37',
    "buongiorno sono Sergio Melis mi si è rotto un pezzetto di dente mangiando il torrone, non fa male per niente, solo che taglia un po' la lingua, quando c'è posto me lo sistemate, non corre",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-38',
    'salve sono Nicola Pace, anni fa ho avuto una depressione e ne sono uscito, adesso è un periodo pesante col lavoro e vorrei riprendere qualche colloquio con la psicologa, niente di urgente, mi scrivete le disponibilità',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),

  // ─── cancellation_or_change ───
  call(
    't18-39',
    'buongiorno sono Giorgia Lai, domani avevo la seduta alle dieci ma mia madre è stata ricoverata stanotte, è in reparto e sta meglio, però io devo stare con lei, la disdico, la richiamo io per riprenderla',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-40',
    "salve sono Paolo Usai ho l'appuntamento giovedì alle quindici, si può fare venerdì alla stessa ora? mi hanno messo un turno in fabbrica, grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-41',
    "Hi, it's Rachel Stone, I'm so sorry but I have to cancel tomorrow's cleaning, my flight back to London was moved earlier. I'll book again when I'm back in spring.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-42',
    'buongiorno sono la figlia del signor Pisano, mio padre è mancato sabato, aveva le sedute di fisioterapia fino a fine mese, toglietele pure, grazie di tutto',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-43',
    'pronto buongiorno sono Vito la visita di lunedì del bambino la dobbiamo spostare perché ha la varicella, niente di grave eh, però non può uscire, quando la possiamo recuperare?',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-44',
    "avvocato buongiorno sono Chiara Orrù, l'incontro di mercoledì per la separazione lo annullo, con mio marito abbiamo deciso di riprovarci, la ringrazio",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-45',
    'buongiorno sono Ugo Fadda avevo appuntamento con la commercialista il venti per il 730 ma sono ancora fuori per lavoro, possiamo spostarlo alla settimana dopo? mi richiamate per favore',
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    't18-46',
    'ciao sono Federica, stasera non riesco a venire a yoga in gravidanza, ho la nausea, ci vediamo la prossima volta, ciao',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-47',
    'buongiorno sono Tiziana Piras, mio marito aveva la visita domani col dottore ma ieri sera si è rotto il femore ed è in ortopedia, lo operano oggi, quindi la visita salta, grazie',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-48',
    'Studio Bianchi buongiorno. — Buongiorno sono Enzo, devo spostare la seduta di martedì. — Va bene mercoledì alle nove? — Sì perfetto. — Fatto, a mercoledì. — Grazie.',
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't18-49',
    'buongiorno sono Loredana, la seduta di logopedia di Matilde di domani la dobbiamo anticipare alle quattro invece delle cinque se è possibile, ha la recita a scuola, fatemi sapere con un messaggio',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),

  // ─── prescription_or_results: pharmacists, certificates, results, a medicine to change ───
  call(
    't18-50',
    "buongiorno sono la dottoressa Muscas della farmacia San Paolo, la ricetta del signor Angioni per l'anticoagulante ha il dosaggio sbagliato e il signore è qui al banco senza compresse per stasera, mi richiamate subito per favore",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't18-51',
    "salve sono Raffaele Conte, mi serve il certificato medico per l'attività sportiva non agonistica per la palestra, devo fare anche l'elettrocardiogramma? scrivetemi grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-52',
    'buongiorno sono Cristina Mura sono a casa con la febbre da ieri, mi serve il certificato di malattia per il lavoro da oggi a venerdì, il mio datore di lavoro lo vuole entro domani',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-53',
    "buongiorno sono Osvaldo Pani, ho fatto il controllo dell'INR stamattina, è uno e sei, più basso del solito, la dottoressa mi dice come regolare il Coumadin? mi richiami oggi che la pastiglia la prendo stasera",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't18-54',
    "salve sono Anna Murgia, dieci giorni fa ho fatto la biopsia del neo e mi avevano detto che l'esito arrivava in una settimana, è arrivato? mandatemi un messaggio, grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-55',
    "Hello, this is Kevin Brown, I'm on holiday here and I left my blood pressure tablets at home, amlodipine five milligrams, could the doctor write me a prescription? I have two days left.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-56',
    "buongiorno sono Marisa Pisu, la dottoressa martedì mi ha dato l'antibiotico per la cistite ma dopo tre giorni brucia ancora uguale, non ho febbre, devo cambiarlo? se la dottoressa mi richiama grazie",
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't18-57',
    "buongiorno chiamo dal reparto di cardiologia dell'ospedale San Martino, sono il dottor Loi, ci serve la lista dei farmaci che prende il signor Cadoni, è ricoverato da noi adesso e non se li ricorda, potete mandarcela via fax o mail subito? grazie",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't18-58',
    "salve sono Dario Melis mi serve il certificato per la scuola di mio figlio che è stato a casa sei giorni con l'influenza, per il rientro lunedì, passo a prenderlo io",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-59',
    'buongiorno sono Rita Cossu, ho ritirato le analisi e il colesterolo è a duecentottanta, la glicemia centodieci, il dottore le può guardare e dirmi se devo prendere qualcosa? gliele mando per whatsapp',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-60',
    'Ambulatorio buongiorno. — Buongiorno sono Aldo, volevo sapere se è pronta la ricetta del Pantoprazolo. — Sì, è già sulla tessera, può andare in farmacia. — Ah benissimo, grazie. — Arrivederci.',
    ['prescription_or_results', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't18-61',
    'buongiorno sono Giacomo Atzeni, mi serve il rinnovo del piano terapeutico per le strisce della glicemia, scade a fine mese, me lo preparate? grazie',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-62',
    "sì salve sono Lucia, il dottore mi ha detto che mi avrebbe mandato la ricetta per la risonanza al ginocchio ma non l'ho ricevuta, me la manda per email? grazie mille",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-63',
    "Hi, Laura Bianchi here, I need a fit-to-fly letter from the doctor for my flight next week, I'm thirty weeks pregnant and the airline asks for it. Could you let me know by message how to get it?",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-64',
    "buongiorno sono Franca Deidda, ho ritirato il referto dell'ecografia al seno e c'è scritto di fare un approfondimento, sono preoccupata, la dottoressa me lo può spiegare? mi richiami per favore",
    ['prescription_or_results', 'normal', 'call_back'],
  ),

  // ─── billing ───
  call(
    't18-65',
    "buonasera sono Paola Spano, ho pagato la seduta con il bonifico ma ho sbagliato e l'ho fatto due volte, mi restituite la seconda? mi richiamate domani, grazie",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't18-66',
    'buongiorno sono Marco Tola della ditta Tola impianti, la fattura della visita medica del lavoro dei miei operai me la intestate alla ditta con la partita iva? ve la mando per mail',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-67',
    "salve sono Giovanna, mi servono le ricevute di tutte le sedute di quest'anno per la dichiarazione, con il codice fiscale di mia figlia, me le mandate per mail?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-68',
    'Hi, this is Mark Evans, I paid for the consultation by card on Monday but my bank shows the amount was taken twice. Could you refund one of them? Thanks.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-69',
    'buongiorno avvocato sono Dino Lampis, ho ricevuto la sua parcella per la causa, posso pagarla in tre rate? mi faccia sapere',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-70',
    "buongiorno sono Agnese, nella fattura della pulizia c'è scritto ottanta euro ma il dottore mi aveva detto sessanta, potete controllare?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-71',
    'Segreteria buongiorno. — Buongiorno sono Carlo Mereu, ho pagato con satispay ieri e non ho avuto la ricevuta. — Gliela rimando adesso per mail. — Perfetto, grazie. — Arrivederci.',
    ['billing', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't18-72',
    "salve sono Stefania dell'ufficio rimborsi del fondo sanitario Metasalute, per il rimborso della paziente Frau ci manca la fattura quietanzata, ce la potete inviare?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),

  // ─── information ───
  call(
    't18-73',
    "buongiorno volevo sapere se nel vostro centro c'è una logopedista che segue i bambini balbuzienti, mio figlio ha cinque anni, e quanto costa la prima valutazione, grazie",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't18-74',
    "salve volevo chiedere se lo studio è accessibile con la sedia a rotelle, mia madre non cammina, c'è l'ascensore?",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't18-75',
    "Hi, quick question, do you have a doctor who speaks English and do you do travel vaccinations? We're going to Kenya in March. Thanks.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't18-76',
    "buongiorno sono Tonino, ero cliente vostro per il 730, volevo sapere se quest'anno fate anche il modello redditi per chi ha affitti e da quando si può portare la documentazione, mi mandate un messaggio",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't18-77',
    'salve, la dottoressa fa anche le visite il sabato mattina? e si paga con il bancomat? grazie',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't18-78',
    "buongiorno, sono Franco, volevo sapere se l'avvocato segue anche le cause per incidenti stradali, mia moglie ha avuto un tamponamento, e come funziona per le spese, mi richiama?",
    ['information', 'low', 'call_back'],
  ),
  call(
    't18-79',
    "buongiorno volevo sapere se fate il test per la celiachia e se serve l'impegnativa del medico o si può fare privatamente",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t18-80', 'salve a che ora chiude lo studio il venerdì? devo passare a lasciare dei documenti', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't18-81',
    "Hello, I'm an Erasmus student in Padova, I wanted to ask if you see patients with the European health card or if it's private only, and how much a GP visit costs.",
    ['information', 'low', 'whatsapp_reply'],
  ),

  // ─── spam: leads, reviews, energy, scams ───
  call(
    't18-82',
    "Hi, this is Ryan from ClinicBoost, we help dental practices get thirty new patient bookings a month with targeted ads, no contract. I'd love to show you a quick demo, call me back whenever.",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-83',
    'buongiorno sono Valentina di Recensioni Top, aiutiamo gli studi medici ad avere più recensioni a cinque stelle su Google, le mando una proposta? mi richiami pure',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-84',
    'Gentile utente, la informiamo che il suo pacco è in giacenza, per la riconsegna clicchi sul link che le abbiamo inviato per sms e paghi uno euro e novantanove di spese',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-85',
    'buongiorno la chiamo dalla sicurezza della sua banca, abbiamo rilevato un accesso sospetto sul conto, per bloccarlo ci deve dettare il codice che le arriva per sms',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-86',
    'salve sono Davide della MedForniture, abbiamo guanti e mascherine a prezzi di fabbrica per gli studi dentistici, le lascio il numero per un preventivo, tre quattro sette zero zero uno due tre',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-87',
    'messaggio per il titolare dello studio: da gennaio cambiano le tariffe della corrente per le partite iva, per non perdere il prezzo bloccato prema il tasto uno',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-88',
    'Hello, this is an important message from the tax office, there is a warrant under your name, to avoid legal action press one now to speak with an officer.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-89',
    "buongiorno sono Simona di Studio Digitale, abbiamo creato un'app per le prenotazioni online dei pazienti con intelligenza artificiale, le va se le faccio vedere come funziona in dieci minuti?",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-90',
    'ciao sono Marco di CryptoItalia, con soli duecentocinquanta euro puoi guadagnare fino a mille euro a settimana, richiamami a questo numero per iniziare',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't18-91',
    "salve la contatto per conto dell'INPS, risulta un rimborso a suo favore di trecentoventi euro, per riceverlo deve confermare i dati della sua carta",
    ['spam', 'low', 'no_action'],
  ),

  // ─── other: suppliers, colleagues, neighbours, the office's own business, wrong numbers ───
  call(
    't18-92',
    'buongiorno sono Piero del laboratorio odontotecnico, il ponte della signora Serra è pronto ma il colore non mi convince, il dottore lo vuole vedere prima di giovedì? mi faccia sapere',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-93',
    "salve sono l'amministratore del condominio, lunedì mattina dalle otto alle tredici manca la corrente per i lavori all'ascensore, avviso lo studio al secondo piano, se ci sono problemi mandatemi un messaggio",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-94',
    "buongiorno sono la signora Bertoli, sono in sala d'attesa da quaranta minuti per la visita delle undici e non è venuto nessuno, la porta dell'ambulatorio è chiusa, c'è qualcuno?",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-95',
    "buongiorno dottoressa sono Ivano Ledda, mi è arrivata una cartella esattoriale dell'Agenzia Entrate Riscossione per il bollo auto del duemiladiciotto, ma io l'avevo pagato, mi richiama che gliela porto?",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-96',
    "avvocato sono Daniele Puddu mi scusi l'ora, è venuto l'ufficiale giudiziario con il pignoramento, domattina tornano per portare via la macchina, devo parlarle prima, mi richiami appena arriva",
    ['other', 'high', 'call_back'],
  ),
  call(
    't18-97',
    "buongiorno dottore sono Lina Cabras, domani scade il termine per l'opposizione al decreto ingiuntivo, l'avvocato mi ha detto di chiamarvi per la perizia contabile, è urgentissimo, mi richiami oggi",
    ['other', 'high', 'call_back'],
  ),
  call(
    't18-98',
    "Hi, this is Daniel Fox, I bought a house in Umbria and the notary says I need an Italian tax code and to register the deed, I'm not sure what the accountant needs from me. Could someone call me back?",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-99',
    "buongiorno sono Alice Pintus, ho fatto il tirocinio da voi in primavera, mi servirebbe una lettera del dottore che dica le ore che ho fatto, per l'università, me la mandate per mail?",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-100',
    'salve sono Michela, sono una fisioterapista, ho visto che cercate personale, vi mando il curriculum per mail, fatemi sapere',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-101',
    "buongiorno sono la vicina del piano di sopra, l'acqua dal vostro bagno sta gocciolando nel mio soffitto, potete controllare appena arrivate? chiamatemi",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-102',
    'pronto Giuseppe? sono io, la zia, ti volevo dire che domenica il pranzo è da noi, porta tu il vino, ciao ciao',
    ['other', 'low', 'no_action'],
  ),
  call(
    't18-103',
    'buongiorno è la pizzeria da Toni? volevo ordinare due margherite per le otto... ah no scusi, ho sbagliato',
    ['other', 'low', 'no_action'],
  ),
  call(
    't18-104',
    'buongiorno sono la signora Sechi, volevo solo ringraziare il dottore per come ha seguito mia mamma in questi mesi, siete stati bravissimi, buone feste a tutti',
    ['other', 'low', 'no_action'],
  ),
  call(
    't18-105',
    'sì... buongiorno... sono... [inudibile] ... per quella cosa di ieri ... va bene? ... richiamo',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-106',
    'buonasera sono il dottor Serra dello studio commercialista Serra e Pinna, per la fusione delle due società dei nostri clienti comuni vorrei sentire la collega entro la settimana, mi faccia richiamare',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-107',
    "buongiorno sono Fabio della ditta che fa le pulizie, stasera non riusciamo a venire a pulire lo studio, veniamo domani mattina presto prima dell'apertura, va bene? mandatemi un messaggio",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-108',
    'salve chiamo dalla ditta della caldaia, il tecnico per la revisione annuale passa giovedì tra le due e le quattro, qualcuno ci sarà a aprire? mi confermate con un messaggio',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-109',
    "buongiorno sono Stefano Deplano, volevo lamentarmi perché sono venuto ieri e ho aspettato un'ora e mezza oltre l'orario senza che nessuno mi avvisasse, non mi sembra serio, vorrei parlare col responsabile",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-110',
    'avvocato buongiorno sono Giulia Manca, mio marito mi ha cambiato la serratura di casa stamattina e io sono fuori con i bambini, non so dove andare stanotte, la prego mi richiami subito',
    ['other', 'high', 'call_back'],
  ),
  call(
    't18-111',
    "buongiorno sono Raimondo, dell'affitto del negozio, l'inquilino non paga da quattro mesi e vorrei sapere come mandarlo via, l'avvocato mi può richiamare quando ha tempo?",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't18-112',
    'ciao sono Laura della farmacia qui accanto, vi abbiamo lasciato da noi un pacco del corriere che era per voi, passate quando volete',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't18-113',
    'Hi, sorry, I think I dialled the wrong number, I was looking for the car rental in via Roma. Bye.',
    ['other', 'low', 'no_action'],
  ),
  call(
    't18-114',
    'buongiorno sono Elena Pau, la dottoressa mi ha chiesto di richiamarla dopo aver parlato con mio marito, però non ho capito per cosa, mi può richiamare lei?',
    ['other', 'normal', 'call_back'],
  ),
];
