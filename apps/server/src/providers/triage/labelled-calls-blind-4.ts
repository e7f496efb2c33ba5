/**
 * A fourth BLIND labelled set of calls for the triage, written on 2026-11-25 by a session that never read the rules
 * nor the other labelled sets: only the labels in packages/contracts/src/calls.ts, the labelling conventions in
 * labelled-call.ts and the shape of labelled-calls-blind-2.ts were known. Labels are what an experienced Italian
 * clinic receptionist (or law/accounting office secretary) would assign. Blind set 3 (labelled-calls-blind-3.ts) is
 * for the next measurement; this set 4 is kept UNREAD for the measurement after that: do not open it before then,
 * and never tune on it.
 *
 * `outcome` takes the values of SimulateCallInput's `outcome` in calls.ts ('answered' | 'voicemail' | 'missed');
 * the contracts have no 'urgent' priority: the most pressing one is 'high'.
 */
import type { BlindCall } from './labelled-call';

export const BLIND_CALLS_4 = [
  // ─── appointment_booking ──────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Roberta Valente la mamma di Niccolò che ha undici anni, la dentista della scuola ci ha detto che ha il morso inverso e che conviene far vedere all'ortodontista adesso che sta crescendo, volevo prenotare una prima visita ortodontica, il pomeriggio dopo le quattro per via della scuola, mi scrivete voi? Grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'salve, siamo... cioè sono Tommaso Greco, io e la mia compagna vorremmo iniziare una terapia di coppia, litighiamo parecchio da quando è nato il bambino, niente di grave eh, ma vorremmo farci aiutare. Lavoriamo tutti e due, quindi servirebbe il sabato mattina o la sera tardi. Mi richiamate quando potete, tre quattro due otto otto zero uno nove sei sei. Grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono Antonella Ruggiero mio marito Franco ha avuto un ictus a settembre, adesso è tornato a casa dalla riabilitazione, cammina col deambulatore, e il fisiatra ha detto di continuare con la fisioterapia a domicilio due volte a settimana. Volevo sapere se voi venite a casa, siamo a Cinisello, e quando potete cominciare. Richiamatemi al fisso per favore, zero due sei uno due... quattro quattro... nove zero otto. Grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno, sono Carlo Mazza. Il mese scorso è mancato mio padre e mi hanno detto che bisogna fare la dichiarazione di successione, c'è la casa a Cremona e un conto in posta, siamo io e mia sorella. Vorrei un appuntamento con la dottoressa per capire cosa fare, non so neanche da dove cominciare. Mi richiama? Grazie.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao sono Giada Monti, io e il mio ragazzo stiamo comprando casa e il rogito è fissato per il dodici dicembre, il notaio ci ha mandato la bozza e anche il preliminare lo vorremmo far vedere a un avvocato prima di firmare, ci sono delle clausole sul condominio che non capiamo. Potete darci un appuntamento con l'avvocato Ferrari nelle prossime due settimane? Scrivetemi pure qui, grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, I'm Lucas Moreau, I'm an Erasmus student at the Politecnico. My gym needs a medical certificate, the non competitive sports one, before they let me in. Can I book a visit for that? Any afternoon is good. You can text me, my Italian isn't great on the phone. Merci, um, grazie!",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Osvaldo Pirelli mi è saltata l'otturazione, quella grande dietro a sinistra, mangiando il pane, adesso c'è un buco, non fa male, solo un po' col freddo. Quando c'è un posto dal dottore me la rifà? Non corre, eh, la settimana prossima va bene. Il numero è tre quattro otto sei sei nove uno zero uno due",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno sono Vincenzo Amato, la settimana scorsa sono andato al pronto soccorso per un dolore al petto, mi hanno fatto tutto, l'elettrocardiogramma, gli esami del sangue, la troponina, tutto negativo, mi hanno detto che era muscolare e che sto bene. Nella lettera però c'è scritto di fare una visita cardiologica con l'ecocardiogramma entro un mese. Volevo prenotarla. Mi scrivete le date? Grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Elena Bassani, ho fatto il test ieri ed è positivo, dovrei essere di sette settimane più o meno, sto bene, un po' di nausea. Volevo prenotare la prima visita e l'ecografia con la dottoressa Sala, che mi ha seguita anche per il primo. Mi mandate un messaggio con la disponibilità? Grazie mille",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Studio Fisioterapico Aurora buongiorno. Buongiorno sono Matteo Cirillo, mi serve una seduta per la cervicale, ho il collo bloccato da due giorni. Domani alle diciotto e trenta con Federica le va bene? Sì sì perfetto. Allora ci vediamo domani, porti un asciugamano. Grazie mille, a domani.',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "pronto signorina sono la signora Iolanda Ferrante, m'è cascata la dentiera nel lavandino e s'è rotta in due pezzi, quella di sopra, adesso non posso mangiare niente di duro, e tra tre settimane c'è il pranzo di Natale coi nipoti. Me la potete aggiustare? Quando devo venire? Chiamatemi voi che io i messaggi non li so leggere. Zero sette uno... due zero due... tre otto tre",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Riccardo Neri, mi sanguinano le gengive quando mi lavo i denti, stamattina ho sputato parecchio sangue nel lavandino e mi sono spaventato, poi si è fermato subito. Non ho dolore. È da un po' che non faccio la pulizia, forse due anni. Vorrei una visita con l'igiene. Scrivetemi, grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── cancellation_or_change ───────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Davide Sala, avrei l'appuntamento domani alle otto e trenta, io vengo da Pavia col treno ma domani c'è lo sciopero dei treni tutto il giorno, quindi non ce la faccio, la spostiamo? Anche la settimana dopo, scrivetemi voi le date possibili, grazie",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno so' Loredana, Loredana Piras, c'ho la seduta giovedì alle dieci, se la potete spostare al pomeriggio stesso giorno, che la mattina m'hanno messo un turno. Se non si può va bene uguale, la lascio così e mi organizzo. Richiamatemi che così ci mettiamo d'accordo",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno, sono Laura Bertolini, la figlia di Giuseppe Bertolini. Vi chiamo per dirvi che papà è mancato domenica. Aveva due appuntamenti da voi, la visita di controllo e la fisioterapia del mese prossimo: vi prego di cancellarli. Non serve che mi richiamiate, volevo solo avvisare. Vi ringrazio per come l'avete seguito in questi anni.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Ornella Gatti, avevamo in programma l'impianto per il quattro dicembre, però la settimana scorsa mi hanno trovato un tumore al seno e a dicembre inizio la chemioterapia, l'oncologo dice che intanto è meglio non fare interventi ai denti. Quindi lo rimandiamo a dopo, quando finisco vi richiamo io. Grazie della comprensione.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, it's Ben Harris. I'm supposed to come in on Wednesday at five for my session with Doctor Leone, but I've caught a cold and I'd rather not come in and spread it around. Would it be possible to do the session online instead, on video, same time? Let me know, thanks.",
    locale: 'en',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno avvocato sono Gino Pastore, per la riunione di lunedì per la causa di lavoro, purtroppo il mio commercialista che doveva venire con me lunedì non può, possiamo spostarla di qualche giorno? Se mi richiama o mi fa richiamare dalla segretaria ci mettiamo d'accordo. Grazie, buona giornata.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Studio Ricci buongiorno. Buongiorno sono Marisa Cocco, volevo disdire la visita di mio marito di lunedì, è ancora fuori per lavoro. Vuole che la rifissiamo? No no, ci pensa lui quando torna, chiama lui. Va bene, allora la cancello. Grazie, arrivederci.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "sì buongiorno sono Camilla Rossetti avevo l'appuntamento alle dieci e mezza sono in tangenziale bloccata c'è stato un incidente credo di arrivare con una ventina di minuti di ritardo se è un problema ditemelo e ci vediamo un'altra volta scusate tanto",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Federico Basile, volevo spostare il controllo dell'apparecchio di mia figlia Emma, che era il sedici, perché quel giorno ha la verifica di matematica. Una qualsiasi data dopo il venti. Mi fate sapere per messaggio, grazie",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno dottoressa sono Enrico Farina, ci vedevamo mercoledì per chiudere i conti della società e firmare il bilancio, ma sono a casa con la schiena bloccata. Se per lei va bene facciamo in videochiamata, altrimenti spostiamo a venerdì. Mi dica lei, mi richiami quando ha un momento.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── prescription_or_results ──────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'buongiorno sono Gianfranco Serra mi servirebbe la ricetta del Triatec da cinque e del Lasix, la pressione, sono le solite, scrivetemi quando è pronta che passa mia nuora a prenderla o mi mandate il codice. Grazie',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Aldo Ferretti ho fatto il PSA dieci giorni fa su richiesta del dottore, ho visto il referto sul fascicolo sanitario ed è sei virgola otto, l'anno scorso era tre. Non so se è tanto o poco. Mi può richiamare il dottore per dirmi cosa devo fare? Tre tre uno... quattro zero zero... otto otto sei uno",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'salve sono Debora Ricci ho fatto la spirometria da voi giovedì, mi servirebbe il referto per la visita dal pneumologo che è il ventotto, me lo mandate per mail o su whatsapp? Grazie mille',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Mirko Testa, la dottoressa mi ha dato l'antibiotico martedì per la bronchite, l'augmentin, sono al terzo giorno e la febbre è sempre a trentotto e mezzo e la tosse uguale, respiro bene eh, però non migliora niente. Devo cambiarlo? Se la dottoressa mi richiama... grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hello, this is Anna Kowalski, I'm flying home to Warsaw next week and I'm taking my son's medication with me, it's an ADHD medicine. The airline says I need a letter from the doctor, in English, saying what it is and the dose. Is that something Doctor Bruni could write? I can pick it up any day. Thank you",
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Angelo Marras prendo il Coumadin, stamattina ho fatto il prelievo e l'INR è quattro e sei, di solito sto sul due e mezzo. Non ho sanguinamenti, niente, sto bene. Il dottore mi deve dire quanto prendere stasera, che la compressa la prendo alle sei. Mi richiamate prima di stasera? Grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono Giuliana Rinaldi avrei bisogno della ricetta del Tavor, quello da un milligrammo, la ricetta bianca, la dottoressa sa che lo prendo la sera per dormire, passo io venerdì a prenderla se me la fate trovare. Mandatemi un messaggio quando è pronta, grazie',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'pronto buongiorno sono Sebastiano Leone volevo sapere se sono arrivati i risultati dei test allergologici, quelli del prick, li ho fatti la settimana scorsa. Che adesso arriva la primavera e volevo sapere se devo fare il vaccino. Mi fate sapere? Scrivetemi pure. Grazie',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Ambulatorio buongiorno. Buongiorno sono Nicoletta Fadda, il dottore doveva farmi la ricetta per le calze elastiche e la pomata. Sì, gliel'ha già fatta stamattina, gliela mando adesso sul telefono. Ah perfetto, allora è tutto. Grazie, arrivederci.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "buongiorno sono Bruno Caselli devo rinnovare l'esenzione per patologia, quella per il diabete, mi hanno detto in ASL che serve il certificato del medico aggiornato. Non c'è fretta, scade a fine gennaio. Mi dite quando lo posso passare a prendere? Grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── urgent_clinical ──────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "pronto sono Claudio Marchi, mia moglie Silvia un quarto d'ora fa mentre cucinava ha avuto un mal di testa fortissimo all'improvviso, dice il peggiore della sua vita, come una botta in testa, ha vomitato e adesso la luce le dà fastidio e il collo le fa male. Non ha mai sofferto di mal di testa. Il dottore può richiamarmi subito?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì buonasera sono Gabriele... sono un paziente del dottor Fumagalli... niente non è urgente, non si deve preoccupare... è che non ce la faccio più, da qualche giorno penso di farla finita, stasera più del solito, ho tutte le pastiglie qui sul tavolo... volevo solo sentire una voce... scusate',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "pronto pronto sono Valeria la mamma di Samuele, ha due anni, l'ho trovato con in mano la pastiglia del lavastoviglie, l'aveva in bocca, ha la bocca tutta rossa e continua a sbavare e piange, l'ho sciacquato con l'acqua, cosa devo fare, devo farlo vomitare? Richiamatemi vi prego",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Walter Brambilla, dieci giorni fa mi avete operato di ernia inguinale. Da tre giorni la ferita è rossa, il rosso si sta allargando sulla pancia, oggi esce del liquido giallo e stasera ho trentanove e due di febbre con i brividi. Il controllo ce l'ho lunedì, aspetto lunedì o no?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Luisa Moretti, sono allergica alle api, mi ha appena punta un'ape in giardino, mi sono fatta subito la penna di adrenalina come mi avevate spiegato, adesso respiro meglio, però mi gira la testa e le mani sono gonfie. Il dottore aveva detto di chiamare sempre dopo la penna. Cosa faccio adesso?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono il figlio di Teresa Colombo, mia madre ha la BPCO, fa l'ossigeno la notte, da ieri ha più affanno, adesso col saturimetro segna ottantaquattro anche con l'ossigeno, ed è un po' assonnata, fa fatica a stare sveglia. Il dottore può passare oggi a vederla? Via Garibaldi dodici. Grazie",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Arturo Lodi ho settantotto anni prendo l'Eliquis per il cuore, mi sanguina il naso da tre quarti d'ora, ho stretto il naso, ho messo il ghiaccio, ma non si ferma, ho riempito due asciugamani. Adesso mi sento un po' debole. Che faccio?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi, this is Sophie Martin, my baby Leo is eight months old, he's had a fever all day, thirty nine five, and now I've just noticed some little purple spots on his legs and tummy, they don't go away when I press a glass on them like it says online. He's really sleepy. Please call me back as soon as you can.",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottoressa sono Francesca Rota, ho partorito dodici giorni fa, fino a ieri le perdite erano poche, oggi invece ho ricominciato a sanguinare tanto, ho cambiato l'assorbente tre volte in un'ora, con dei grumi grossi, e mi sento stanchissima. Può richiamarmi?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Rosanna, la vicina della signora Adele Gritti, quella di novant'anni che abita da sola. L'ho sentita chiamare dal pianerottolo, è caduta in cucina e non riesce ad alzarsi, dice che le fa malissimo l'anca destra e la gamba è girata in fuori. Il figlio non risponde. Chiamo voi perché è vostra paziente, mi dite cosa fare?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "dottoressa... sono Chiara Benassi... scusi, scusi... mi è preso di nuovo quell'attacco ma più forte, il cuore batte fortissimo, non riesco a respirare, ho le mani che formicolano, mi sembra di morire... sono in macchina, mi sono fermata in un parcheggio... mi richiami, la prego",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono Mario Esposito ho cinquantadue anni, volevo chiedere se si può anticipare la visita di controllo dal cardiologo, da stamattina il cuore mi va per conto suo, batte forte e in modo irregolare, sento che manca un colpo ogni tanto, e poco fa mi sono quasi svenuto in bagno, ho dovuto sedermi per terra. Adesso sto meglio. Non è niente di che, penso, però il controllo è a gennaio.',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── billing ──────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Patrizio Conte, per il rimborso del fondo sanitario mi chiedono la fattura dettagliata con le singole prestazioni dell'impianto, quella che mi avete fatto c'è scritto solo cure odontoiatriche e me l'hanno rifiutata. Me la potete rifare con il dettaglio? Mandatemela per mail, grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Lidia Santoro, ho ricevuto oggi la vostra parcella per la pratica del risarcimento, duemila e ottocento euro, ma l'avvocato quando abbiamo cominciato mi aveva detto una cifra intorno ai millecinquecento. Vorrei capire, perché così non mi torna. Mi fate richiamare dall'avvocato? Grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Gianluca Marino ho visto sull'home banking che mi avete addebitato la seduta di lunedì, ma lunedì io l'avevo disdetta venerdì per telefono, parlando con la ragazza, quindi non dovevo pagarla. Potete controllare e ridarmi i soldi? Richiamatemi pure. Grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottoressa, sono Carmela Ferrara, la titolare del bar. Volevo pagare la vostra fattura di ottobre per la contabilità, però non trovo più l'iban, ho cambiato telefono. Me lo rimandate per messaggio? Grazie, ciao",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Segreteria buongiorno. Buongiorno sono Aurelio Grandi, volevo sapere se la fattura della visita me la potete intestare alla ditta. Certo, mi dà la partita iva? Sì, zero uno due tre quattro cinque sei sette otto nove zero. Perfetto, gliela mando per mail in giornata. Benissimo, grazie, arrivederci.',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'buonasera sono Silvia Orsini, ho pagato la visita col satispay ma mi sa che ho messo uno zero in più, ho pagato ottocento invece di ottanta! Me ne sono accorta adesso. Per favore controllate e fatemi sapere come mi restituite i soldi, richiamatemi domani mattina. Grazie',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, it's Thomas Wright. I had a check-up with Doctor Greco in October and I paid cash. My company's health plan needs a receipt with your tax number and the doctor's name, and I seem to have lost the one you gave me. Could you send me a copy? Email is fine, it's on file. Thanks",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì salve sono Marcello Piras mi è arrivato un sms che dice che ho un saldo da pagare di quaranta euro per la seduta del nove ottobre, ma io quel giorno ho pagato, ne sono sicuro. Posso mandarvi la foto della ricevuta su whatsapp così controllate? Grazie',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono Alessia Pini, sono seguita dalla psicologa, la dottoressa Donati. Volevo sapere se le fatture delle sedute sono detraibili al diciannove per cento e se ci deve essere scritto qualcosa di particolare. Se me lo può confermare con un messaggio, grazie',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── information ──────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno volevo sapere se fate l'agopuntura e se la fa un medico, e il prezzo di una seduta. Per la schiena. Grazie mille, scrivetemi",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Antonio Guerra volevo sapere se nel vostro studio c'è uno psicologo che si occupa di bambini con DSA, per mia figlia che ha nove anni, la maestra dice che forse è dislessica. Mi scrivete anche i costi della valutazione? Grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno, sono Ennio Colonna, ho una piccola ditta di trasporti, volevo sapere se il vostro studio segue anche società, una srl, per la contabilità e le buste paga dei dipendenti, siamo in sei, e più o meno quanto costa all'anno. Il nostro commercialista va in pensione. Mi richiamate per favore? Grazie.",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Hi, just a quick question, do I need a referral from my GP to see the orthopaedic specialist at your clinic, or can I just book directly? And is there parking nearby? Thanks, no hurry at all.',
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno volevo chiedere se per fare la risonanza da voi bisogna essere a digiuno e se si può fare con la protesi all'anca in titanio, mio marito ce l'ha. Non abbiamo ancora prenotato, prima volevamo sapere. Grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Guido Lanza, l'anno scorso ero cliente vostro per la dichiarazione. Volevo sapere se fate anche l'ISEE per l'università di mio figlio, o se devo andare al caf, e quando lo farete quest'anno. Mandatemi un messaggio, grazie.",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì buongiorno volevo sapere se la dottoressa Longo riceve anche a Saronno o solo a Milano, perché io sto a Saronno e a Milano faccio fatica ad arrivare, ecco, e se visita il sabato. Chiamatemi voi che al telefono è più facile, tre tre otto due uno uno sette sette zero cinque',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buonasera avete posti per i corsi di ginnastica posturale in gruppo a gennaio? Che giorni sono, quanto costano e se si può provare una lezione. Grazie scrivetemi',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Studio medico buongiorno. Salve, volevo sapere se per il prelievo del sangue devo prenotare o vengo e basta. Venga pure tra le sette e mezza e le nove, senza prenotazione, a digiuno. Perfetto, grazie. Buona giornata.',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },

  // ─── spam ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'buongiorno sono Federico della Lumina Energia, stiamo chiamando tutte le attività della zona perché dal primo gennaio cambiano le tariffe della luce per le partite iva e rischiate un aumento del quaranta per cento, mi passa il titolare un minuto? Sennò la richiamo io domani. Grazie',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "avviso importante dalla sua banca è stato rilevato un accesso anomalo al suo conto corrente da un dispositivo non riconosciuto per bloccare l'operazione prema uno e fornisca il codice ricevuto via sms",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is Jake from Global Med Leads. We help clinics in Europe get fifty new patients a month with our AI powered ads. I'd love to show you a quick case study. Call me back at your convenience, or just reply to the email I sent. Have a great day!",
    locale: 'en',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Roberta della Rivista Salute Oggi, stiamo preparando lo speciale sui migliori professionisti della sua città, il dottore è stato segnalato dai lettori e possiamo inserire un'intervista con foto a un prezzo riservato. Mi richiama per i dettagli? Grazie",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno, sono Paolo di TelecomPlus, risulta che lo studio ha ancora la vecchia linea in rame e che dal mese prossimo verrà dismessa, le propongo la fibra con centralino in cloud a un canone... No guardi, siamo a posto. Ma è obbligatorio eh... No grazie, buona giornata.',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'questa è una chiamata registrata la informiamo che ha diritto a un rimborso sulle bollette degli ultimi cinque anni per ricevere la verifica gratuita resti in linea un operatore risponderà a breve',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno dottore, sono Marta di Beauty Aesthetic Supply, distribuiamo filler e tossina botulinica a prezzi da grossista per gli studi medici e dentistici, le lascio il mio numero, tre nove tre quattro quattro uno due zero zero zero, così le mando il listino. Buona giornata',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },

  // ─── other ────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "avvocato buonasera sono Franco Ghezzi, mi scusi se la disturbo tardi, oggi è arrivato l'ufficiale giudiziario con l'atto di precetto, dice che se non pago entro dieci giorni mi pignorano, e già domani mattina vogliono venire a fare l'inventario in negozio, non ho capito bene. La prego mi richiami domattina presto appena arriva in studio.",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottoressa sono Stefania Colli, oggi è il sedici e c'è da pagare l'IVA, e mi sono accorta adesso che non le ho mai mandato le fatture d'acquisto di ottobre, mi ero dimenticata completamente. Gliele porto entro le due? Mi richiami per favore, è urgente.",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno avvocato sono Dario Negri, ci sono novità per la causa con l'assicurazione? È passato quasi un anno e non ho saputo più niente. Non è urgente, mi richiami quando ha un momento per aggiornarmi. Grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno sono Renata Oliva, vi chiamo perché è mezz'ora che aspetto in sala d'attesa per la visita delle quattro e nessuno mi ha detto niente, alla reception non c'è nessuno, sto cercando di chiamare lo studio dal telefono perché non so se il dottore c'è o no. Qualcuno mi può dire qualcosa?",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno, cercavo il signor Bellini per il preventivo della caldaia, è l'idraulico? ... ah, è uno studio medico, mi scusi, devo aver sbagliato a scrivere il numero. Scusi ancora, buona giornata.",
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript: "sì pronto? ... ah ... va be'",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'missed',
  },
  {
    transcript:
      "salve sono Ilenia del laboratorio odontotecnico Bianchi, la corona del signor Fiorentino è pronta ma sull'impronta c'è una bolla proprio sul margine, il dottore deve decidere se la proviamo lo stesso o se rifà l'impronta prima dell'appuntamento di giovedì. Mi fa richiamare? Grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Marika Rossi, ho fatto da voi il tirocinio di fisioterapia l'anno scorso, volevo sapere se il dottor Moro può scrivermi una lettera di referenze per un lavoro in Svizzera, mi serve entro fine mese. Grazie, scrivetemi pure su whatsapp",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Cinzia Sartori, la nostra badante ucraina, Oksana, ha bisogno di una lettera dell'avvocato per il rinnovo del permesso di soggiorno, la questura le ha chiesto dei documenti in più e l'appuntamento in questura è tra tre giorni. Potete aiutarci? Mi richiamate oggi per favore.",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is Emma Lewis, I bought a small flat in Lucca this summer and I've just received something called an avviso di accertamento IMU from the comune, it says I owe about eleven hundred euros plus penalties. I thought the notary had sorted all of that. Could the accountant look at it? I can email a scan. Please give me a call when convenient.",
    locale: 'en',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono l'ingegner Cattaneo dello studio tecnico, stiamo facendo il rilievo per la ristrutturazione del palazzo e venerdì mattina dovremmo chiudere l'acqua dalle otto alle dodici, volevo avvisare lo studio dentistico al primo piano. Se per voi è un problema fatemi sapere con un messaggio. Grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
] satisfies BlindCall[];
