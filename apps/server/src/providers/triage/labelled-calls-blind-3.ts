/**
 * A third BLIND labelled set of calls for the triage, written on 2026-11-25 by a session that never read the rules
 * nor the other labelled sets: only the labels in packages/contracts/src/calls.ts, the labelling conventions in
 * labelled-call.ts and the shape of labelled-calls-blind-2.ts were known. Labels are what an experienced Italian
 * clinic receptionist (or law/accounting office secretary) would assign. Blind set 3 is for the next measurement;
 * blind set 4 (labelled-calls-blind-4.ts) is kept unread for the one after. It MEASURES how the rules generalise:
 * never tune on it.
 *
 * Measured once on 2026-11-25 (figures only, no call printed), after the learned reading of local-hybrid.ts was
 * done: the default triage (rules + learned) 76.3 % category, 81.3 % priority, 85.0 % action, 11 of its 12
 * clinical emergencies urgent (91.7 %); the rules alone 73.8 / 80.0 / 83.8 %, 10 of 12 (decision 016).
 *
 * Since then (decision 017) it is tuning round 14: the learned reading trains on it, and its misses
 * were read (two red flags of local-red-flags.ts were written after them). It measures nothing any more.
 *
 * `outcome` takes the values of SimulateCallInput's `outcome` in calls.ts ('answered' | 'voicemail' | 'missed');
 * the contracts have no 'urgent' priority: the most pressing one is 'high'.
 */
import type { BlindCall } from './labelled-call';

export const BLIND_CALLS_3 = [
  // ─── appointment_booking ──────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'buongiorno sono Cristina Fumagalli ehm niente ieri sera mangiando il torrone mi si è scheggiato un pezzettino del dente davanti quello di sopra non mi fa male per niente però si vede tantissimo e sabato ho il matrimonio di mia sorella quindi se riuscite a mettermi prima di sabato anche solo per sistemarlo un attimo mi richiamate al tre tre nove quattro zero uno sette sette due otto grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve mi chiamo Andrea Cattaneo ho trentaquattro anni e... non so bene come si fa, è la prima volta che chiamo uno psicologo. Da qualche mese al lavoro ho degli attacchi d'ansia, tipo mi manca l'aria in riunione, poi passa. Vorrei iniziare un percorso con la dottoressa Valli se ha posto, anche online la sera. Se potete scrivermi su whatsapp è meglio perché in ufficio non posso rispondere. Grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "bongiorno son Bepi Zanon da Mestre, varda son tre giorni che go el mal de schena, me son piegà a tirar su na cassa de vin e me son bloccà, adesso cammino un po' storto ma cammino, volevo prenotar na seduta de fisioterapia col dottor Moro, quando el ga un buco, me ciamè al tre quattro sette nove due uno uno sei zero cinque",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Elisa Ronchi volevo un appuntamento con l'avvocata Mariani per una separazione, consensuale credo, ne abbiamo già parlato con mio marito, non c'è nessuna urgenza. Vi chiedo solo una cosa, per favore non mandatemi messaggi scritti perché il telefono a volte lo guarda lui, richiamatemi voi la mattina tra le nove e le dodici. Grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'ciao buongiorno sono Nicolò Bassi mi ha dato il vostro numero un amico che è vostro cliente io dovrei aprire la partita iva come grafico freelance col forfettario e volevo fissare un incontro col dottor Pagani per capire come funziona contributi eccetera va bene anche in videochiamata scrivetemi qui su whatsapp grazie ciao',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi there my name is Olivia Grant, I twisted my ankle hiking on the Sentiero degli Dei about a week ago, the swelling's going down but it still feels wobbly when I walk, so I'd like to book a physio session, ideally this week. Could you text me the available times? Thank you!",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì pronto buongiorno sono Renato Gallo... ah è la segreteria... allora, senta, che tempo eh, qui a Bergamo piove da una settimana, comunque, io dovrei fare quell'holter della pressione, quello delle ventiquattro ore, me l'ha segnato il dottor Pini perché la pressione la mattina è un po' altina, cento... centoquarantacinque più o meno, niente di che. Volevo sapere quando me lo potete mettere. Richiamatemi a casa, zero tre cinque due due uno nove quattro quattro sette. Arrivederci",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Poliambulatorio San Luca buongiorno. Buongiorno, vorrei prenotare una visita oculistica, sono Teresa Fiore. Allora, ho giovedì diciotto alle sedici e trenta con il dottor Sala, le va bene? Sì perfetto. Porti gli occhiali che usa adesso e non venga in macchina perché le mettiamo le gocce. Va bene, grazie mille, arrivederci. Arrivederci.',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'buongiorno sono la mamma di Sofia Marini la bambina ha compiuto quindici mesi e dobbiamo fare il vaccino quello del morbillo e la varicella il richiamo dei quindici mesi ehm mi mandate un messaggio con i giorni che il pediatra fa gli ambulatori vaccinali grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'pronto sì buongiorno sono Massimo Ferraro è urgentissimo eh mi raccomando, tra tre settimane si sposa mia figlia e io voglio fare lo sbiancamento dei denti che nelle foto vengo giallo, quello col laser, quante sedute ci vogliono? Fatemi sapere subito, richiamatemi al tre due otto cinque cinque zero uno due uno tre',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Daniela Porcu ehm ho un neo sulla schiena che mio marito dice che è cambiato, è diventato più scuro e un po' più grande e l'altro giorno grattandomi ha sanguinato un pochino, niente di che eh. Volevo prenotare una visita dal dermatologo per farlo vedere, quando c'è posto. Il mio numero è tre quattro zero sei sei uno due otto nove nove. Grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì buongiorno sono Armando Vitali chiamo per mia moglie Luisa che è allettata da un anno, ogni mese il dottore passa a casa a cambiarle il catetere, e questo mese ancora non ci ha chiamato nessuno. Non è urgente, entro la settimana va bene, però mi fate sapere che giorno viene così non esco? Sono al zero sei cinque cinque... cinque cinque tre otto uno due. Grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── cancellation_or_change ───────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "ciao sono Irene Barbieri ehm vi volevo dire che le ultime quattro sedute di fisioterapia del pacchetto purtroppo non le posso fare perché mi trasferisco a Torino per lavoro dal primo dicembre quindi cancellatele pure se c'è da pagare qualcosa o da restituire fatemi sapere per messaggio grazie di tutto",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno so' Ciro Russo, tengo l'appuntamento martedì co' 'o dentista pe' 'a devitalizzazione, però m'hanno cambiato 'o turno a 'a fabbrica e martedì nun pozzo, si pò fa' giovedì o venerdì verso sera? Chiamateme vuje, tre tre otto, sette sette due, quattro zero uno nove. Grazie assaje",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno dottoressa sono Marco Serafini, le lascio un messaggio per dirle che ho deciso di fermarmi con le sedute, almeno per adesso. Sto meglio, davvero, e con il lavoro nuovo non riesco a venire il mercoledì. Quindi la seduta di mercoledì prossimo la può cancellare. La ringrazio tanto per tutto, se avrò bisogno mi rifarò vivo io.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Studio dentistico buongiorno. Buongiorno sono Laura Neri, avrei l'igiene venerdì alle nove ma non ce la faccio, si può spostare? Vediamo... venerdì pomeriggio alle diciassette? Sì va benissimo. Allora la sposto a venerdì alle diciassette, a posto così. Grazie, buona giornata.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "salve, sono Giorgio Ferrante, avevo l'appuntamento con l'avvocato Sorrentino venerdì alle undici per il contratto d'affitto del negozio. Venerdì devo andare a Verona da un fornitore e non rientro in tempo. Si può spostare alla settimana prossima? Qualsiasi giorno tranne il lunedì. Mi richiamate sul cellulare per favore. Grazie.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is Rachel Adams, I've got a cleaning booked for the twenty ninth with the hygienist, but we're flying back to Boston earlier than planned, so please cancel it. Sorry for the short notice. If there's a cancellation fee just let me know by message. Thanks",
    locale: 'en',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono la mamma di Pietro Longhi, oggi alle cinque Pietro avrebbe logopedia ma ha preso la varicella, è pieno di bollicine, quindi per due settimane almeno resta a casa. Ci risentiamo noi quando il pediatra lo rimanda a scuola. Grazie e scusate',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì salve sono Luca Ferri ho l'appuntamento domani alle undici con il dottor Conti però ho appena visto che domani mattina ho la tac all'ospedale, me l'ero scordato, si potrebbe anticipare a oggi pomeriggio che sono libero? oppure spostare a lunedì. Mi richiamate subito se potete che sennò mi organizzo, grazie",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Simona Caruso, avrei la visita dalla dottoressa Greco giovedì alle dieci. Ieri sera mio padre ha avuto un infarto, l'hanno operato stanotte, adesso è in terapia intensiva a Careggi ed è stabile, per fortuna. Io quindi giovedì non ci sono di sicuro, la disdico, poi quando le cose si calmano richiamo io per un'altra data. Grazie",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Franca Melis, avevo l'appuntamento con la dottoressa Sanna per la dichiarazione dei redditi il tre dicembre, ma alla fine il settecentotrenta me l'hanno fatto al caf del sindacato, quindi lo annullo. Grazie lo stesso eh, per le altre cose ci vediamo a gennaio.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── prescription_or_results ──────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Nadia Bernardi mi serve la ricetta dell'eutirox da settantacinque, due scatole, la solita, me la mandate sul telefono col codice, grazie mille buona giornata",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Fabrizio Leone, ho ritirato stamattina gli esami del sangue e ci sono un po' di asterischi, le transaminasi mi pare, e la glicemia centodiciotto. Io mi sento benissimo eh, però vorrei che il dottore ci desse un'occhiata e mi dicesse se devo fare qualcosa. Mi richiamate? Tre quattro sei uno uno nove otto zero zero due.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Veronica Gentile, mio figlio Kevin ha sedici anni ed è epilettico, prende il Keppra mattina e sera, stasera prende l'ultima compressa e domani mattina non ne ha più, mi sono accorta adesso, che stupida. Non può saltarlo. Per favore mi serve la ricetta oggi, richiamatemi appena sentite il messaggio.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Paolo De Santis, ho fatto da voi l'ortopanoramica a settembre, adesso mi sono trasferito e il nuovo dentista la vuole vedere, me la potete mandare, il file o anche una foto va bene, scrivetemi dove la devo ritirare altrimenti, grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao sono Martina Giordano mi è arrivato l'sms che il pap test è pronto volevo sapere se me lo potete mandare per mail o su whatsapp così non vengo fino lì e se è tutto a posto grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi, it's Hannah Müller, I'm one of Doctor Romano's patients. I'm running low on my contraceptive pill, I've got about five days left, it's the Yasmin one. Could the doctor send me a new prescription? A message is fine. Thank you",
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì... pronto... sono la signora Assunta Palumbo... volevo la... come si chiama... la ricetta per le analisi... quella per il sangue che fo ogni tre mesi per lo zucchero... il dottore lo sa... Io non ho il telefonino con i messaggi, mi chiamate a casa... zero otto uno... sette quattro... cinque cinque... due zero uno... grazie eh... grazie',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono il papà di Giulio Fontana, lunedì il dottore l'ha visitato per l'otite e ha detto che se dopo due giorni la febbre non passava di chiamare per la ricetta dell'antibiotico. Ecco la febbre c'è ancora, trentasette e otto stasera, per il resto mangia e gioca, l'orecchio dice che gli fa ancora un po' male. Mi richiamate per la ricetta? Grazie",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Studio medico buongiorno. Sì buongiorno sono Ugo Marchetti volevo sapere se è arrivato il referto dell'ecografia all'addome. Sì signor Marchetti, c'è, il dottore l'ha già visto e ha scritto che è tutto nella norma, glielo mando adesso per mail. Ah che bello, perfetto, grazie mille. Si figuri, buona giornata.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'buongiorno, sono la dottoressa Fabbri della farmacia Centrale di via Roma. Ho qui al banco una paziente del dottor Testa, la signora Morandi, con una ricetta di metotrexato che riporta una posologia giornaliera, secondo me è un errore, di solito è settimanale. Non posso dispensarlo così e la signora aspetta. Può richiamarmi il dottore il prima possibile? Zero due otto nove quattro uno uno due due.',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Alessandro Villa ho la febbre a trentanove da stamattina con l'influenza, sto a letto, il problema è che mi serve il certificato di malattia per il lavoro e me lo deve fare oggi il dottore sennò l'azienda non me lo riconosce. Mi richiamate così vi do il codice fiscale? Tre tre tre sette otto zero due uno uno cinque",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── urgent_clinical ──────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Mirella Costa ho sessantaquattro anni niente una sciocchezza probabilmente è l'ansia, stavo salendo le scale di casa con la spesa e mi è venuto un dolore qui in mezzo al petto che sale verso la mascella, mi sono seduta ma è da venti minuti che non passa del tutto, mi sento un po' la nausea. Volevo chiedere al dottore se posso prendere qualcosa. Grazie",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buonasera dottoressa sono Federico, Federico Conti. Le lascio questo messaggio per dirle che giovedì non verrò, e nemmeno le prossime volte. Non è colpa sua, lei è stata gentile. È che sono stanco, ho deciso di farla finita, ho già messo in ordine le mie cose. Volevo solo ringraziarla. Non mi richiami, va bene così.',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "pronto pronto sono Jessica la mamma di Leonardo Rizzo ha tre anni ha la febbre a quaranta e due e poco fa ha cominciato a tremare tutto gli occhi all'indietro per un minuto forse di più adesso dorme e non si sveglia bene non so cosa fare il pediatra non risponde richiamatemi vi prego tre nove due otto otto uno zero quattro quattro sette",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno sono Gianni Bellucci, ieri il dentista mi ha dato l'antibiotico, l'amoxicillina, per il dente. Ho preso la seconda pastiglia stamattina e adesso sono pieno di bolle rosse dappertutto, mi prude tutto e sento le labbra gonfie, un po' anche la lingua. Devo continuare a prenderlo o lo sospendo? Fatemi sapere, grazie.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Stefano Guidi, cinque giorni fa mi avete fatto l'artroscopia al ginocchio, il ginocchio va bene, però da ieri il polpaccio della stessa gamba è gonfio, caldo, mi fa male quando cammino, e oggi pomeriggio salendo le scale avevo un po' di fiatone, sarà che sto sempre fermo. Aspetto il controllo di martedì o devo fare qualcosa prima?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "pronto sono Monica la mamma di Alice Ferrero... Alice ha quattordici anni è asmatica... è da un'ora che ha la crisi... le ho dato il ventolin tre volte ma non migliora... fa fatica a parlare, dice due parole e si ferma... le labbra sono pallide... cosa devo fare? Richiamatemi subito per favore",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "pronto, pronto, sono Damiano Riva, mio padre si è tagliato la mano con la motosega mentre faceva la legna, esce tanto sangue, gli ho stretto un asciugamano ma si inzuppa subito, è bianco in faccia. Il dottore può venire? Siamo su alla cascina sopra Lecco, l'ambulanza ci mette tanto. Richiamatemi subito!",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hello, my name is Peter Lindqvist, we're staying in an apartment in Trastevere. My wife slipped in the shower about an hour ago and hit her head. She seemed fine at first but now she's been sick twice and she's a bit confused, keeps asking the same questions. We don't speak Italian. Can a doctor call me back please? My number is plus four six seven zero one two three four five six seven.",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Lorenzo Pellegrini, ho un dente che mi fa male da una settimana, quello in fondo sotto a destra, e da ieri sera mi si è gonfiata tutta la guancia, adesso il gonfiore arriva fin sotto l'occhio, ho trentanove di febbre e quasi non riesco ad aprire la bocca né a deglutire. Lo so che dovevo venire prima. Quando potete vedermi?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono la figlia di Ernesto Bianco, mio padre ha ottant'anni è diabetico fa l'insulina, stamattina l'ho trovato tutto sudato e confuso, non mi riconosceva bene, gli ho misurato la glicemia e fa quaranta. Gli ho dato un po' di succo di frutta. Il dottore mi può richiamare per dirmi cosa fare? Sono al tre quattro nove zero due due sei uno uno tre",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Beatrice Orlando, sono alla trentaseiesima settimana, seguita dalla dottoressa Ricci. Volevo solo chiedere una cosa, non è niente di urgente: da ieri sera la bambina si muove molto meno, oggi l'avrò sentita due volte in tutta la mattina. Probabilmente dorme, eh. Mi fa sapere la dottoressa quando ha un attimo?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera dottor Marini sono Carla la mamma di Giada Sartori. Scusi l'orario. Oggi ho trovato dei tagli sulle braccia di Giada, tanti, alcuni freschi, e quando le ho chiesto ha detto che tanto vuole morire e che sarebbe meglio per tutti. Adesso si è chiusa in camera. Non so cosa fare, la prego mi richiami.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── billing ──────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Emanuele Bruno, volevo chiedere le fatture delle cure di mio figlio dall'ortodontista di quest'anno, l'apparecchio e i controlli, per il settecentotrenta, però intestate a me che lo pago io, il codice fiscale ve lo mando su whatsapp, grazie mille",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno, sono Rossella D'Amico. Allora, la settimana scorsa ho fatto la visita dal dottor Palmieri e al telefono mi avevate detto novanta euro. Alla cassa mi hanno fatto pagare centocinquanta dicendo che c'era anche l'ecografia. Ma nessuno mi aveva detto niente dell'ecografia! Vorrei parlare con qualcuno, per favore richiamatemi.",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottor Pagani, sono Ivano Grasso della carrozzeria. Mi è arrivata la vostra fattura per la contabilità del terzo trimestre, però l'importo è più alto dell'altra volta, c'è una voce per la pratica della rateizzazione che non mi ricordo di aver chiesto. Mi richiama quando può così mi spiega? Grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Domenico Sorrentino l'avvocato Mariani mi ha detto che per partire con la causa devo versare il fondo spese, mi mandate l'iban e l'importo preciso e la causale da mettere? Grazie, scrivetemi pure su questo numero",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Centro fisioterapico buongiorno. Sì buongiorno sono Gabriella Tosi, volevo sapere se il ciclo di dieci sedute si può pagare in due volte. Sì certo, metà alla prima seduta e metà alla sesta, anche col bancomat. Ah perfetto, allora a posto così. Grazie, arrivederci.',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "buongiorno sono la mamma di Edoardo Fiorini, il dottore ci ha fatto il preventivo per l'apparecchio, tremilacinquecento euro, volevo sapere se si può rateizzare, tipo in dodici mesi, perché tutto insieme adesso non ce la facciamo. Mi fate sapere per messaggio? Grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is Michael O'Brien, I saw Doctor Esposito on the fourth for my shoulder. My travel insurance needs an itemised invoice with the diagnosis on it and the doctor's stamp, and there's a claim form they want signed as well. I can email the form over. Could you let me know the email address? Thanks",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Cesare Monti volevo che le mie spese mediche non venissero mandate al sistema tessera sanitaria, l'opposizione insomma, per le fatture della psicologa. Come devo fare, devo firmare qualcosa? Scrivetemi pure su whatsapp, grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Annalisa Ricciardi martedì il pos non funzionava e la ragazza mi ha detto di fare il bonifico, ecco l'ho fatto oggi, centoventi euro, vi mando la contabile sul whatsapp così la segnate, e poi mi mandate la fattura, grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── information ──────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno volevo sapere se fate le ecografie anche ai bambini, mia figlia ha otto anni, un'ecografia dell'addome, e quanto costa privatamente. Grazie, scrivetemi pure",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve, domani devo venire da voi per la prima volta, volevo sapere se dalla stazione Centrale ci si arriva con la metro, che fermata è, e se lo studio è al piano terra o c'è da fare le scale. Mandatemi l'indirizzo preciso per messaggio, grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno, mi chiamo Sergio Pace, volevo sapere se lo studio si occupa anche di diritto del lavoro. Mi hanno licenziato due settimane fa, dicono per giustificato motivo, e un collega mi ha detto che forse si può impugnare. Se vi occupate di queste cose mi richiamate per dirmi come funziona e quanto costa la prima consulenza? Grazie',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao buongiorno mio figlio gioca a calcio e la società ci ha chiesto il certificato agonistico, volevo sapere se lo fate voi, quanto costa, se serve l'impegnativa e cosa deve portare, tipo le urine. Scrivetemi pure grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, we've just moved to Parma with our two kids, six and nine, and we're looking for a family dentist. Do you treat children, and does anyone there speak English? Also do you work with any international insurance? Just send me the info whenever. Thanks, bye",
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Luciana Bosco quest'anno voglio fare il settecentotrenta da voi invece che dal caf, volevo sapere che documenti vi servono, le spese mediche, il mutuo, eccetera, e quanto costa. Mandatemi l'elenco per messaggio che poi preparo tutto. Grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'salve volevo sapere se siete aperti il ventiquattro dicembre e il trentuno la mattina grazie',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno... sono la signora Ida Capuano... volevo sapere se il dottor Ferretti visita ancora lì da voi, perché mi hanno detto che è andato in pensione, io ero sua paziente da trent'anni... e allora adesso da chi devo andare... mi chiamate per favore, il numero è zero otto nove due tre tre uno sei sei quattro... grazie tante",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Studio buongiorno. Buongiorno, volevo solo sapere fino a che ora siete aperti oggi. Oggi fino alle diciannove. Ah perfetto, allora passo a ritirare un referto verso le sei. Va bene, a dopo. Grazie.',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },

  // ─── spam ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno la chiamo dall'ufficio inserzioni dell'elenco professionisti sanitari, la vostra scheda è in scadenza, per il rinnovo annuale basta un suo sì registrato e le mandiamo il bollettino, il costo è di soli trecentonovanta euro più iva, mi conferma che sono lo studio medico?",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve la contattiamo perché la sua zona è stata selezionata per un sopralluogo gratuito per l'installazione di pannelli fotovoltaici con il nuovo incentivo statale se è interessato prema uno altrimenti riattacchi",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Hello, this is an important message regarding your Google Business profile. Your listing has been flagged and will be removed from Google Maps within twenty four hours. To keep your business visible, press one now to speak with a verification specialist.',
    locale: 'en',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'gentile cliente il suo pacco è in giacenza presso il nostro deposito per un indirizzo incompleto per riprogrammare la consegna richiami il numero otto nove nove zero zero zero uno due tre entro quarantotto ore altrimenti il pacco sarà restituito al mittente',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottore sono Alessio della Dentalmed, siamo distributori di materiali per l'odontoiatria, questo mese abbiamo una promozione sui compositi e sugli impianti di una marca coreana, prezzi molto interessanti, mi richiami quando ha cinque minuti che le mando il catalogo, tre quattro otto uno due tre tre quattro quattro cinque",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, sono Serena di MediSoft. Volevo presentarle il nostro gestionale per studi medici con agenda online e promemoria via sms, tanti suoi colleghi l'hanno già scelto. Posso fissarle una demo gratuita di venti minuti? Guardi, abbiamo già un gestionale. Ah, capisco, magari le lascio comunque la mia mail...",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'salve sono Martina di Credito Facile, lei ha diritto a un prestito fino a trentamila euro per liberi professionisti senza busta paga con risposta in ventiquattro ore, mi richiami a questo numero per una consulenza gratuita, buona giornata',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },

  // ─── other ────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "avvocato buongiorno sono Mauro Benedetti, le ricorda la questione del fornitore di Brescia? Ecco, mi è arrivato un decreto ingiuntivo, l'hanno notificato il... aspetti... il diciotto ottobre, e il mio vicino che fa l'avvocato dice che ci sono quaranta giorni per fare opposizione, quindi scade lunedì! Non me ne ero accorto. Mi richiami subito per favore.",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "avvocato scusi l'ora sono Graziella Marino, stanotte hanno arrestato mio figlio Davide, i carabinieri dicono per una rissa fuori da un locale, domattina c'è il processo per direttissima in tribunale a Monza e lui ha chiesto di lei. La prego mi richiami appena sente, sono sveglia, tre tre cinque nove zero uno quattro quattro sette sette.",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno dottoressa Sanna sono Roberto Pinna, mi è arrivata una lettera dall'Agenzia delle Entrate, c'è scritto comunicazione per la dichiarazione duemilaventitré, dice che mancano dei redditi, tipo un avviso, e che ho trenta giorni per rispondere o pagare. È arrivata ieri. Gliela porto in studio o gliela mando? Mi richiama quando può, grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "dottor Pagani buonasera sono Silvano Costa dell'impresa edile, oggi è il quindici e domani scade l'F24 dei contributi dei dipendenti, quello grosso, io non ho ancora ricevuto niente da voi, né la mail né niente, e la banca lo devo caricare entro domani mattina. Mi richiamate prima possibile? Grazie",
    locale: 'it',
    category: 'other',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì buonasera volevo ordinare due margherite e una diavola da asporto per le otto e mezza a nome Ruggero... pronto? ah no scusi non è la pizzeria Da Gino? ho sbagliato numero scusi',
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Patrizia Mancuso, ieri sono venuta per la visita delle dieci e sono entrata alle undici e quaranta, senza che nessuno mi dicesse niente. Quando ho chiesto alla signorina all'accettazione mi ha risposto in malo modo davanti a tutti. Non è la prima volta. Vorrei parlare con il responsabile dello studio, per favore mi faccia richiamare.",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript: 'pronto... pronto? ... non si sente... pronto',
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'missed',
  },
  {
    transcript:
      'buongiorno sono il dottor Guerra, medico di famiglia della signora Elvira Rota, che è vostra paziente per la fisioterapia. Volevo confrontarmi con il collega che la segue sul programma, perché lei mi dice che dopo le sedute il dolore aumenta. Niente di urgente. Se mi fa richiamare in studio tra le quattordici e le sedici. Grazie',
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno dottor Pagani, sono Elena Galli della Galli Arredamenti, la banca per il fido ci chiede il bilancio del duemilaventiquattro depositato e la situazione contabile aggiornata a settembre. Non è urgentissimo ma il funzionario vorrebbe averli entro venerdì prossimo. Me li manda lei direttamente per mail? Grazie mille',
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, my name is Daniel Novak, I got your number from my landlord. I was in a car accident in Rome yesterday, someone drove into the back of my rental car at a traffic light. Nobody's hurt, but the other driver's insurance keeps calling me in Italian and I've no idea what I'm signing. I think I need a lawyer. Could someone call me back? Thanks",
    locale: 'en',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
] satisfies BlindCall[];
