/**
 * A second BLIND labelled set of calls for the triage, written on 2026-11-25 without reading the rules nor any other
 * file in this folder: only the labels in packages/contracts/src/calls.ts were known. Labels are what an experienced
 * clinic receptionist would assign. It measured how the rules generalise while it was blind.
 *
 * No longer blind: measured three times as written (77/85/77 % category/priority/action, then 83/88/88 % after
 * tuning rounds 5–12), it became tuning round 13 on 2026-11-25 (labelled-calls.ts TUNING_ROUNDS), and the learned
 * reading of the triage (local-hybrid.ts) trains on it. Blind set 3 took its place for measuring.
 *
 * `outcome` takes the values of SimulateCallInput's `outcome` in calls.ts ('answered' | 'voicemail' | 'missed');
 * the contracts have no 'urgent' priority: the most pressing one is 'high'.
 */
import type { CallCategory, CallPriority, SuggestedAction } from '@studiolo/contracts';

export const BLIND_CALLS_2 = [
  // ─── appointment_booking ──────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'sì buongiorno sono Marta Colombo ehm volevo prenotare una visita dal dottor Ferri per mio figlio Tommaso che ha sei anni è per il certificato del nuoto quello non agonistico ehm se mi richiamate al tre quattro sette... no scusate tre quattro otto due due uno nove cinque cinque sei grazie',
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera allora so' Gennaro Esposito da Pozzuoli tengo cinquantotto anni eh da un paio di mesi c'ho nu dolore al ginocchio destro quando faccio le scale, niente di grave eh, cammino tranquillo, però lo vorrei far vedere all'ortopedico quando c'è posto, pure tra due tre settimane va bene, mi mandate un messaggio su whatsapp con la data, grazie",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao sono Giulia Rinaldi volevo fissare la pulizia dei denti con l'igienista preferibilmente martedì o giovedì dopo le diciotto perché lavoro scrivetemi pure su whatsapp grazie mille ciao ciao",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Franco Bellini chiamo per mia madre Rosa, ha ottantatré anni, deve fare l'elettrocardiogramma e la visita cardiologica di controllo come tutti gli anni, il medico di base ci ha già fatto l'impegnativa. Volevo sapere quando c'è posto, se potete richiamarmi sul fisso zero tre cinque... due uno sette quattro quattro zero nove. Ecco. Grazie, buona giornata.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "pronto? ah è la segreteria ehm va bene allora io sono Lucia Marchetti di Rimini avrei bisogno di un ciclo di fisioterapia dopo la frattura del polso mi hanno tolto il gesso la settimana scorsa e l'ortopedico ha detto una decina di sedute tipo ehm ecco se mi fate sapere i giorni liberi io sono al tre due nove sei sei zero uno uno otto quattro",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Studio medico buongiorno. Buongiorno, sono Chiara Pellegrino, avrei bisogno di una prima visita con la nutrizionista, la dottoressa Galli. Guardi, in questo momento non ho l'agenda sotto mano, la dottoressa la segue direttamente lei. Ah va bene, allora magari mi scrivete voi? Anche una visita online va benissimo, io abito a Moncalieri. Certo, le mandiamo un messaggio con le date. Perfetto, grazie.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'answered',
  },
  {
    transcript:
      "hi this is Emily Walker I'm um staying in Florence for two weeks and I'd like to see a dentist for a checkup, my crown feels a tiny bit loose, it's not painful at all, I just want it looked at before I fly home on the twelfth. Could you text me on WhatsApp, plus four four seven seven zero zero nine one two three four five six? Thanks so much",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hello yes my name is Daniel Becker, I live in Milan, we need the ah the travel vaccines, yellow fever and typhoid I think, for a trip to Kenya in March, it's for me and my wife, so two people. Please call me back when you have a moment, my number should show up. Cheers.",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── cancellation_or_change ───────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Paola Ricci, avevo l'appuntamento domani alle dieci e mezza con la dottoressa Bruno, purtroppo non riesco a venire, mi è capitato un imprevisto al lavoro, ehm... poi se mi scrivete per un'altra data, grazie, arrivederci",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'sì salve Alberto Conte devo spostare la seduta di giovedì si può fare venerdì stesso orario oppure lunedì mattina presto fatemi sapere richiamatemi pure grazie',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao sono Federica Gatti ehm guardate ho trentotto e mezzo di febbre da ieri sera, un'influenza, quindi domattina per la pulizia non vengo, non voglio attaccarla a nessuno, ci risentiamo quando sto meglio, scusate il poco preavviso",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera, sono il marito della signora Anna Fontana. Mia moglie doveva venire lunedì alle quindici per la visita dermatologica, però l'hanno ricoverata ieri per un'operazione alla colecisti, è tutto sotto controllo eh, ma lunedì chiaramente niente. Quando esce vi richiamiamo noi per rifissare. Grazie.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "aò bongiorno so' Marco Santini, senta io c'avevo la visita er ventidue alle otto ma quer giorno c'ho er trasloco, nun ce la faccio proprio, me la potete mette' la settimana dopo? Anche de pomeriggio. Me richiamate? Grazie eh",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno volevo avvisare che mio figlio Luca Parodi oggi pomeriggio salta la logopedia perché è in gita con la scuola a Genova e tornano tardi belìn me ne sono ricordata adesso scusate la prossima settimana viene regolare',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, it's Sarah O'Connor. I've got an appointment on Thursday at nine with Doctor Moretti, unfortunately my flight got moved so I won't be able to make it. Could we push it to sometime the week after? A WhatsApp message is totally fine. Thank you!",
    locale: 'en',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── prescription_or_results ──────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'buongiorno sono Giuseppe Lombardi ho settantun anni avrei bisogno della ricetta della cardioaspirina e del ramipril le solite che sto finendo le scatole me la mandate la ricetta elettronica sul telefonino col numero quello lì grazie',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Elena Moretti ho fatto le analisi del sangue la settimana scorsa, lì da voi, volevo sapere se sono pronti i risultati e se il dottore li ha già guardati, soprattutto il colesterolo che l'altra volta era alto. Mi richiamate? Tre tre tre uno due zero otto otto sette cinque. Grazie.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Antonio Greco di Lecce, mio padre è diabetico, ha finito l'insulina lenta, la Lantus, gliene resta per stasera e poi basta, ci serve la ricetta oggi sennò domani resta senza, la farmacia senza ricetta non ce la dà, vi prego richiamatemi appena sentite",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì buongiorno chiamo per sapere l'esito dell'istologico del neo che mi hanno tolto il mese scorso, ehm, sono Davide Ferrara, mi avevano detto tre settimane e ancora non mi ha chiamato nessuno, sono un po' in ansia onestamente, se qualcuno mi può richiamare",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Silvia la mamma di Matteo Russo il pediatra ci aveva detto di ripetere l'esame delle urine dopo l'antibiotico l'abbiamo fatto ieri vi mando la foto del referto su whatsapp mi dite se va bene così o se deve tornare",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Salve, sono Carla Benedetti, di Padova. Mi è scaduto il piano terapeutico per il farmaco... quello per la tiroide, no, scusi, per l'osteoporosi, le punture. La farmacia mi ha detto che senza il rinnovo non me lo danno più. Potete dirmi come fare? Sono al tre quattro sette cinque cinque due uno zero zero nove.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'bongiorno sugnu Salvatore Amato di Catania ehm dovrei ritirare la ricetta per le gocce di mia mugghieri il Lexotan che il dutturi ce la fa ogni mese se me la preparate passo domani mattina verso le novi grazie assai',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'hi this is Mark Jensen I had the x-ray on my ankle on Monday and they said the report would be ready today, um, could you send it over on WhatsApp or email, and let me know if the doctor wants to see me again about it. Thanks',
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── urgent_clinical ──────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "sì salve buongiorno sono Roberto Galli ho cinquantanove anni niente volevo chiedere al dottore è da una mezz'oretta che ho come un peso qui sul petto che mi scende giù per il braccio sinistro e un po' di sudore freddo probabilmente è la cervicale eh però mia moglie insiste che chiami quindi se il dottore mi richiama con calma grazie",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buonasera sono Valentina Marino, il mio bambino ha due anni e credo che abbia ingoiato una di quelle pile piatte rotonde, quelle del telecomando della macchina, ne manca una. Lui sta bene eh, gioca tranquillo, non piange. Volevo sapere se devo fare qualcosa o aspetto che la butti fuori da solo.',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono la figlia del signor Ettore Villa ha ottantasette anni da stamattina fa fatica a respirare anche da seduto parla a fatica e ha le labbra un po' viola ehm volevo sapere se il dottore può passare oggi pomeriggio per una visita a domicilio siamo in via Manzoni ventotto a Monza",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao sono Alessia, mio marito Stefano è stato punto da una vespa in giardino dieci minuti fa e adesso ha la faccia tutta gonfia, le labbra gonfie, dice che sente la gola stretta e gli prude dappertutto, noi la penna di adrenalina non ce l'abbiamo, che facciamo? gli do un antistaminico?",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera sono Luigi Pace stamattina mi avete tolto il dente del giudizio dal dottor Riva e sono tre ore che sanguina tantissimo ho cambiato le garze non so quante volte si riempiono subito adesso mi sento un po' debole e mi gira la testa non so se è normale",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Pronto, buonasera, sono Rosaria Caputo da Bari. La creatura mia, la bambina, tiene venti giorni e stasera ha trentotto e nove di febbre, non si vuole attaccare al seno ed è tutta moscia, dorme sempre. Il pediatra non risponde. Mi può richiamare qualcuno, per favore?',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hello, this is Margaret Hill, my husband George is seventy eight, about twenty minutes ago his speech went a bit slurred and the right side of his mouth is sort of drooping. He says he's fine, just tired, and he doesn't want a fuss, but I thought I'd ask the doctor what we should do. We're at the Hotel Bellavista in Sorrento.",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi it's Laura Chen, I'm thirty two weeks pregnant and I've started bleeding, quite a lot actually, bright red, and I'm having cramps every few minutes. We only just moved to Bologna and I don't know where I'm supposed to go. Could someone call me back please.",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ─── billing ──────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno sono Monica Serra controllando l'estratto conto ho visto che la visita del tre novembre mi è stata addebitata due volte due volte centoventi euro col bancomat potete verificare e restituirmi i soldi grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Walter De Luca, il commercialista mi chiede le fatture delle sedute di fisioterapia di quest'anno per il settecentotrenta, me le potete mandare tutte insieme per mail o su whatsapp? Il codice fiscale ve lo scrivo per messaggio. Grazie.",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno Ilaria Fabbri sono venuta martedì per l'ecografia all'addome, ho pagato in contanti ma non mi avete dato la ricevuta, cioè la fattura, e a me serve per il rimborso dell'assicurazione, me la potete mandare? grazie",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "sì salve sono Pietro Mancini volevo pagare con bonifico la prima rata del preventivo per l'impianto mi mandate l'iban? e nella causale cosa devo mettere il mio nome o il numero del preventivo boh fatemi sapere",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buonasera, sono Grazia Longo. La fattura dell'ultima visita è intestata a mio marito invece che a me, e così non la posso scaricare. Bisognerebbe rifarla col mio codice fiscale. Ve lo mando per messaggio, va bene?",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono Enzo Marchi mi è arrivato un sollecito di pagamento per una visita di luglio ma io l'ho pagata col pos ho ancora lo scontrino qui davanti vorrei capire cosa è successo perché non mi va di pagare due volte richiamatemi per favore",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi this is Tom Fischer, I was at your clinic last week for physio, I need an invoice in my company's name so I can get reimbursed, um, I can send you the company details and the VAT number, just tell me where. Thank you",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── information ──────────────────────────────────────────────────────────────────────────────────────
  {
    transcript: 'buongiorno volevo sapere gli orari dello studio il sabato mattina siete aperti grazie',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Maria Teresa Brambilla, ho la visita domani alle nove e vengo da Monza in macchina con mio figlio, volevo sapere se vicino allo studio c'è un parcheggio, perché io faccio fatica a camminare, e se c'è l'ascensore. Mi richiamate per cortesia? Grazie",
    locale: 'it',
    category: 'information',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buonasera quanto costa una visita dermatologica con la mappatura dei nei? e l'ecografia della tiroide? sono Simone, scrivetemi su whatsapp, grazie",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'salve volevo sapere se il dottor Sartori è convenzionato col servizio sanitario o se è solo privato e se accettate il fondo Fasi o la Unisalute grazie mille',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, una domanda: nei giorni di festa, tipo l'otto dicembre, se uno ha un'urgenza col dente chi deve chiamare? Avete un numero di reperibilità? No, adesso non ho niente, eh, è solo per sapere, che poi andiamo in montagna. Grazie.",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Studio buongiorno. Sì buongiorno, devo fare la visita per il rinnovo della patente da voi, cosa devo portare? Ci vogliono le foto? Eh, le spiego subito, però il medico oggi non c'è. Ah, e il certificato anamnestico lo fa il medico di base? Le mandiamo tutto per messaggio, va bene? Sì sì, perfetto, sono Ivo Bonetti.",
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'answered',
  },
  {
    transcript:
      "hi there, I'm calling to ask whether any of your doctors speak English and whether you accept the EHIC, the European health insurance card, or if we'd have to pay privately. We're on holiday in Sardinia until Sunday, near Olbia. No rush. Bye",
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ─── spam ─────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "Pronto? Sì, buongiorno, la chiamo da Energia Più per conto del suo fornitore di luce e gas, per le partite iva come la sua abbiamo una tariffa agevolata bloccata per ventiquattro mesi, mi conferma che l'ultima bolletta è intestata allo studio? No guardi non ci interessa. Le rubo solo un minuto...",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "Buongiorno, stiamo conducendo un sondaggio per un istituto di ricerca sulle abitudini degli italiani in fatto di salute e benessere. Le ruberò solo tre minuti. Lei è maggiorenne? Quante volte all'anno si rivolge a uno specialista? Guardi siamo in orario di studio. Allora la richiamiamo in un altro momento.",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'questo è un messaggio automatico la sua linea telefonica verrà disattivata entro ventiquattro ore per parlare con un operatore prema uno per non ricevere più chiamate prema due',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'congratulazioni! il suo numero è stato estratto tra i vincitori di un buono da cinquecento euro da spendere online, per ritirare il premio richiami entro oggi il numero otto nove due... ripeto otto nove due uno uno zero',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Comunicazione urgente per il titolare dello studio. Risulta una posizione debitoria relativa al contratto di noleggio del terminale POS. Per evitare il blocco dei pagamenti e l'avvio della procedura legale, prema nove per parlare con l'ufficio recupero crediti.",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno sono Davide di Medici Top la vostra scheda su Google risulta non verificata e i pazienti non vi trovano noi possiamo portarvi in prima pagina con un piccolo canone mensile vi richiamo nei prossimi giorni per attivare la posizione buona giornata',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'This is an automated message from Amazon security. A purchase of an iPhone fifteen for nine hundred ninety nine euros has been placed on your account. If you did not authorise this order, press one now to speak to an agent.',
    locale: 'en',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },

  // ─── other ────────────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "buongiorno avvocato sono Carlo Testa la chiamo per la causa con il condominio mi è arrivata la notifica dell'udienza fissata per il quindici gennaio volevo capire se devo esserci anch'io di persona mi richiami quando può grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "ciao dottoressa sono Barbara della pasticceria Dolce Vita di Verona, lunedì scade l'effe ventiquattro e non mi è ancora arrivato il modello, me lo mandi su whatsapp che lo pago dall'home banking? Ah e le fatture di ottobre te le ho lasciate in portineria. Ciao grazie",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Pronto, studio? Sì. Salve, sono il corriere, ho un pacco per lo studio dentistico, sono qui sotto al civico dodici ma il portone è chiuso e il citofono non va. Ah, scendiamo noi tra un attimo... No guardi ho altre consegne, ripasso domani o lo lascio al bar qui accanto? Le faccio sapere subito dalla collega.',
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'answered',
  },
  {
    transcript:
      "buongiorno mi chiamo Sara Vitale sono un'assistente alla poltrona con tre anni di esperienza in uno studio di Cagliari mi sono appena trasferita qui volevo sapere se cercate personale il curriculum ve l'ho mandato per mail la settimana scorsa grazie",
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'mamma sono io ho lasciato le chiavi da nonna passi tu a prenderle che io esco alle sette... ah ma... scusi ho sbagliato numero scusi scusi',
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, sono Fabio Riva della Dental Supply, il vostro ordine di guanti e frese è in consegna giovedì, volevo solo confermare che qualcuno c'è in studio tra le nove e le tredici. Se c'è qualche problema mandatemi un messaggio. Grazie, buon lavoro.",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "salve sono Ottavio del servizio tecnico della ditta che vi fa la manutenzione del radiografico devo venire per la verifica periodica obbligatoria entro fine mese mi dite un giorno in cui l'apparecchio è libero per un paio d'ore richiamatemi al tre quattro zero nove nove otto sette sei cinque quattro",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "hi, this is James Turner, I'm one of Doctor Bassi's clients, the British guy in Trento. I've got a letter from the Agenzia delle Entrate about my tax return, the modello redditi I think, and honestly I don't understand what they want. Could he give me a call back when he's free? Thanks a lot",
    locale: 'en',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
] satisfies {
  transcript: string;
  locale: 'it' | 'en';
  category: CallCategory;
  priority: CallPriority;
  action: SuggestedAction;
  outcome: 'answered' | 'voicemail' | 'missed';
}[];
