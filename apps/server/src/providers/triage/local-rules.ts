import type { CallCategory } from '@studiolo/contracts';
import { BOOKING_CUES } from './local-booking';
import { cues, negatable, type Cue } from './local-match';
import { SYMPTOM_CUES } from './local-red-flags';

/**
 * The rule-based triage's vocabulary, Italian and English side by side. A topic is what the caller
 * asks for, finer than a category (a cancellation or a new date; a prescription or results), so that
 * the summary and the reply can name it. Weights: 4 leaves no doubt, 3 is a clear request, 2 a strong
 * hint, 1 a word that only tips a balance.
 */
export type Topic =
  | 'symptom'
  | 'cancel'
  | 'reschedule'
  | 'prescription'
  | 'results'
  | 'billing'
  | 'booking'
  | 'information'
  | 'spam';

export const TOPIC_CATEGORY: Record<Topic, CallCategory> = {
  symptom: 'urgent_clinical',
  cancel: 'cancellation_or_change',
  reschedule: 'cancellation_or_change',
  prescription: 'prescription_or_results',
  results: 'prescription_or_results',
  billing: 'billing',
  booking: 'appointment_booking',
  information: 'information',
  spam: 'spam',
};

/**
 * The requests, besides a clinical urgency (which has thresholds of its own, local-red-flags.ts). On
 * equal scores the earlier category wins: a change of appointment mentions the appointment, a
 * prescription or an invoice often mentions the visit, and a price question is not a sales pitch.
 */
export const PRECEDENCE: CallCategory[] = [
  'cancellation_or_change',
  'prescription_or_results',
  'billing',
  'appointment_booking',
  'information',
  'spam',
];

/**
 * A category that gives way to another as soon as that one has a clear cue: cancelling and asking
 * for a new date is a change, however many booking words the new date takes.
 */
export const YIELDS_TO: Partial<Record<CallCategory, CallCategory>> = {
  appointment_booking: 'cancellation_or_change',
};
/** The score of a clear cue. */
export const CLEAR_CUE = 3;
/**
 * The least score of a question about the practice: "vorrei sapere" alone asks something else —
 * "vorrei sapere come muovermi per il risarcimento" is for the lawyer to answer.
 */
export const MIN_INFORMATION = 2;

export const TOPIC_CUES: Record<Topic, Cue[]> = {
  symptom: SYMPTOM_CUES,
  cancel: [
    ...cues(3, 'disdir*', 'disdic*', 'disdett*', 'annull*', 'cancel*', 'call off'),
    ...cues(2, 'tolt* dall agenda', 'off the diary'),
    // any person, and "esserci" or bringing someone: "non riusciamo a venire", "nun ce la faccio"
    ...cues(3, 'non posso|possiamo|puo|riesco|riusciamo|riesce|riescono|potro|potremo|potra … venire'),
    // "non riesco a passare" (it may be to collect a paper: a hint only), "scusate il poco preavviso"
    ...cues(2, 'non posso|possiamo|riesco|riusciamo … passare', 'poco preavviso', 'short notice'),
    ...cues(3, 'non posso|possiamo|puo|riesco|riusciamo|riesce|potro|potremo|potra … esserci|presentar*'),
    // the pronoun first: "non ci possiamo essere", "non lo posso portare", "non ci saremo"
    ...cues(3, 'non ci|lo|la posso|possiamo|potro|potremo|riesco|riusciamo … essere|venire|portare'),
    ...cues(3, 'non ci saro|saremo|sara', 'non riesc* a portar*', 'non ce la faccio', 'can t make it'),
    ...cues(3, 'can t come'),
    ...cues(3, 'won t be able to make|come|attend', 'unable to make|come|attend'),
    ...cues(3, 'can t attend', 'cannot attend', 'take me|us|him|her off'),
    // said without the word: "non vengo", "non contate su di me", "la seduta salta", "won't make it"
    ...cues(3, 'non vengo|verro|veniamo|verremo|viene|verra', 'non contate|contare su di me|noi'),
    ...cues(3, 'non serve|servira piu', 'no longer need*', 'won t be coming', 'not coming'),
    ...cues(1, 'purtroppo', 'unfortunately', 'da un altra parte', 'altrove', 'elsewhere'),
    ...cues(3, 'won t make it', 'not going to make it', 'won t be able to make it', 'miss my|the'),
    ...cues(2, 'salta|saltare|saltiamo|salter*', 'come up', 'came up'),
    // being ill is a reason not to come as much as a reason to be seen: it only tips the balance
    ...cues(1, 'ammalat*', 'influenza', 'sick', 'ricoverat*', 'in hospital', 'lutto'),
  ],
  reschedule: [
    ...cues(3, 'spost*', 'rinvi*', 'rimand*', 'posticip*', 'reschedul*', 'postpone'),
    ...cues(3, 'cambiare l appuntamento', 'change my appointment', 'move my appointment', 'move it'),
    ...cues(2, 'move|moving my|our|his|her', 'later|earlier in the week', 'un|mezz ora … prima|dopo'),
    ...cues(3, 'move the appointment', 'push|put … appointment|session|visit', 'push … back|forward'),
    ...cues(2, 'anticip*', 'bring forward', 'un altro giorno', 'un altra data', 'another day'),
    ...cues(2, 'another time'),
    // a new time for a visit already booked: "la recuperiamo lunedì", "invece della mattina"
    ...cues(2, 'recuperar*|recuperiamo', 'invece del|della|dello|di|che', 'settimana dopo|successiva'),
    ...cues(2, 'week after', 'make … appointment|session|visit … later|earlier'),
    // "ho l'appuntamento venerdì ma mi hanno cambiato il turno, avreste qualcosa lunedì?"
    ...cues(1, 'ho l appuntamento', 'ho appuntamento', 'turno', 'stesso giorno', 'avreste qualcosa'),
    ...cues(1, 'imprevist*', 'instead', 'avevo|avevamo|abbiamo … appuntamento|visita|seduta|bilancio'),
  ],
  prescription: [
    // holding one is no request for one: "ho l'impegnativa per dieci sedute, quando posso iniziare?"
    ...cues(3, '!ho_l !ho_la !ho_una !con_l !con_la !gia_l !gia_la ricett*|impegnativ*'),
    // not the referral's "che mi ha prescritto il medico"
    ...cues(3, '!ha prescri*', 'sick|fit note', 'medical certificate', 'certificato medico'),
    ...cues(3, 'repeat prescription'),
    ...cues(2, 'certificat*', 'refill', 'piano terapeutico'),
    ...cues(1, 'farmac*', 'medicin*', 'medication', 'pastiglie', 'collirio', 'inhaler', 'gocce'),
    // "me le può segnare?": the doctor writes them down
    ...cues(3, 'me le|lo|la|li … segna|segnare|scrive|scrivere|prescrive'),
  ],
  results: [
    ...cues(3, 'refert*', 'result*', 'risultat*', 'esit*', 'istologic*'),
    ...cues(
      2,
      'biops*',
      'come through',
      'tampon*',
      'pap test',
      'holter',
      'swab',
      'sample',
      'campione',
      'provett*',
    ),
    ...cues(2, 'emolizzat*', 'haemolys*|hemolys*', 'repeat draw', 'ripetere il prelievo'),
    ...cues(2, 'analisi', 'esami', 'blood test', 'test results'),
    ...cues(2, 'report', 'come back yet', 'back yet', 'bloods', 'blood work|bloodwork'),
    // asking what an X-ray says: "l'ha già vista il dottore? cosa dice?"
    ...cues(2, 'cosa dice|dicono', 'l|li|le ha … vist*|guardat*', 'let me know when'),
    ...cues(1, 'lastra|lastre', 'are in', 'they re in', 'ready yet'),
    ...cues(1, 'ecografi*', 'risonanz*', 'radiografi*', 'tac', 'scan', 'x ray', 'mri', 'ecg|ekg'),
    ...cues(1, 'ecocardiogramm*|elettrocardiogramm*|mammografi*|colonscopi*|gastroscopi*|spirometri*'),
  ],
  billing: [
    ...cues(3, 'fattur*', 'bonific*', 'parcell*', 'ricevuta', 'ricevute', 'invoice*', 'receipt*', 'refund*'),
    ...cues(2, 'pagament*', 'pagare', 'pagato', 'importo', 'rimbors*', 'payment*', 'charged', 'paid'),
    // what was charged or is owed: "addebito doppio", "nota spese", "sollecito", "acconto", "IBAN"
    ...cues(3, 'addebit*', 'nota spese', 'nota di credito', 'iban', 'acconto', 'quietanza', 'scontrino'),
    ...cues(3, 'sollecit* … pagament*', 'charged twice', 'double charg*', 'overcharg*', 'billing'),
    ...cues(2, 'sollecito', 'saldat*', 'saldare', 'supplement*', 'storn*', 'rateizz*', 'a rate'),
    ...cues(2, 'bancomat', 'carta di credito', 'contanti', 'outstanding', 'deposit'),
    ...cues(1, 'costo', 'saldo', '730', 'bill', 'pay', 'euro'),
  ],
  booking: BOOKING_CUES,
  information: [
    ...cues(3, 'orari*', 'siete aperti', 'indirizz*', 'quanto costa', 'quanto costano', 'opening hours'),
    ...cues(3, 'quanto chiedete|chiede|prendete', 'quanto fate pagare', 'do you see|treat', 'a digiuno'),
    // whether something is needed is a question: "serve la prenotazione?", "do I need a referral?"
    ...cues(3, 'serve|servono|bisogna|occorre|vuole … prenotazione|prenotare|appuntamento|impegnativa'),
    ...cues(3, 'do i|we need … appointment|referral|booking'),
    ...cues(2, 'do you have … female|male|doctor*|specialist*|dentist*', 'avete il|la|lo|l|un|una'),
    ...cues(3, 'tempi|tempo … attesa', 'waiting list|time|times', 'lista|liste d attesa'),
    ...cues(
      3,
      'si puo|posso|possiamo pagare',
      'can i|we pay',
      'out of hours',
      'fuori orario',
      'guardia medica',
    ),
    ...cues(3, 'numero per|di|d emergenz*|urgenz*', 'numero per le emergenz*|urgenz*', 'number … emergenc*'),
    ...cues(3, 'ancora da voi', 'lavora|visita|riceve ancora', 'still work*|practis*', 'your hours'),
    ...cues(2, 'in pensione', 'retired', 'si puo|possono fare', 'register', 'opening times'),
    ...cues(1, 'da voi'),
    ...cues(
      3,
      'whether you … do|accept|take|offer|have|are',
      'if you do|accept|offer|take|treat',
      'are you on',
    ),
    ...cues(2, 'bupa|axa|unisalute|fasi|fasdac|previmedical|metasalute|caspie'),
    ...cues(3, 'how much', 'are you open', 'dove siete', 'dove vi trovate', 'where are you'),
    // "accettate nuovi pazienti" asks to become a patient; selling "nuovi pazienti" is spam
    ...cues(3, 'accettate|prendete|accetta|prende|ricevete … nuovi pazienti', 'new patients'),
    ...cues(3, 'fate|fanno|offrite|eseguite anche', 'do you also|offer', 'do you do'),
    // what to bring is a question, not a payment, even for the 730
    ...cues(3, 'quali|che documenti', 'cosa devo|dobbiamo portare', 'what documents', 'need to bring'),
    ...cues(2, 'informazion*', 'parchegg*', 'prezz*', 'tariff*', 'accettate', 'convenzion*'),
    ...cues(2, 'dove si trova', 'come si arriva', 'siete chiusi', 'address', 'parking', 'price*'),
    ...cues(2, 'do you accept', 'insurance', 'do you speak', 'where is', 'information'),
    // opening times, access, cover, what the practice does and how it works
    ...cues(3, 'a che ora', 'fino a che ora', 'what time', 'quanto viene|verrebbe', 'quanto si spende'),
    ...cues(
      3,
      'quanto costerebbe',
      'how much is|does',
      '!mi !ti !gli !le !ci fa|fai|riceve|ricevete|lavora|lavorate anche',
    ),
    ...cues(3, 'coperta|coperto|copre|rimborsa … assicurazion*', 'covered by', 'a che piano'),
    ...cues(3, 'what floor'),
    ...cues(2, 'resta|restate|rimane|rimanete|studio|ambulatorio aperto|aperta|aperti', 'open until|till|on'),
    ...cues(2, 'assicurazion*', 'accessibil*', 'wheelchair', 'carrozzina', 'ascensore', 'a lift', 'elevator'),
    ...cues(2, 'barriere architettoniche', 'come si fa', 'come funziona'),
    ...cues(2, 'how does it work', 'how do i', 'fino a quando', 'entro quando', 'until when'),
    ...cues(1, 'vorrei|volevo sapere|chiedere|capire|domandare', 'would like to know', 'wondering'),
  ],
  spam: [
    ...cues(3, 'offert*', 'promozion*', 'sondaggi*', 'luce e gas', 'gas e luce', 'bollett*'),
    // charities collecting, and suppliers' promotions
    ...cues(3, 'donazion*', 'donation*', 'raccolta|raccogliendo|raccogliere fondi', 'fundrais*', 'charity'),
    ...cues(3, 'promotion*', 'beneficenza', 'supplies'),
    ...cues(3, 'messaggio automatico', 'ha vinto', 'hai vinto', 'buono regalo', 'prema uno', 'prema 1'),
    ...cues(3, 'special offer', 'free quote', 'congratulations', 'investment', 'press 1', 'press one'),
    ...cues(3, 'survey', 'solar panel*', 'pannelli solari', 'advertising', 'pubblicit*', 'marketing'),
    ...cues(3, 'more patients', 'more clients', 'piu pazienti', 'piu clienti', 'investiment*'),
    ...cues(3, 'trovare|acquisire|portare|attirare|aumentare … pazienti|clienti', 'nuovo fornitore'),
    ...cues(3, 'passaggio … fornitore', 'cambiare … fornitore', 'call center', 'risparmi* … bollett*'),
    ...cues(2, 'vi proponiamo', 'le proponiamo', 'le rubo', 'visibilita online', 'risparmi*'),
    ...cues(2, 'fornitor*', 'telemarketing', 'your business', 'la sua attivita', 'gestionale'),
    ...cues(2, 'per conto di', 'energia|energetic*', 'nuovo contratto', 'consulente finanziari*'),
    // who is selling and how they open: "la contatto da …", "posso rubarle due minuti?"
    ...cues(3, 'proporle|proporvi|proporti', 'rubarle|rubarvi|rubare … minut*', 'proposta commerciale'),
    ...cues(3, 'fibra', 'courtesy call', 'lower your … rates|bills|costs|fees', 'processing fees'),
    ...cues(3, 'merchant services', 'limited time', 'automated|recorded message|call', 'listing'),
    ...cues(
      3,
      'press|prema|premere|digiti … one|two|three|nine|zero|uno|due|tre|nove|1|2|3|9|0|tasto',
      'eligible',
      'grant',
    ),
    ...cues(3, 'presentarle|presentarvi|presentarti', 'catalogo', 'energy saving', 'gentile cliente'),
    // surveys and the computer-virus scam
    ...cues(3, 'questionari*', 'questionnaire', 'tech|technical support', 'virus', 'your computer'),
    ...cues(3, 'offriamo|proponiamo|forniamo', 'prezzi competitivi', 'clicca|cliccare|click … link'),
    ...cues(2, 'siamo la ditta|societa|azienda', 'instagram|facebook|tiktok', 'verificare … account'),
    ...cues(3, 'stay on the line', 'resti in linea', 'ufficio commerciale|marketing', 'prova gratuita'),
    ...cues(3, 'free trial', 'proporre … dottor*|dottoressa|studio|avvocat*'),
    ...cues(2, 'portale', 'le farebbe piacere', 'banca'),
    ...cues(2, 'soddisfazione', 'satisfaction', 'la chiamo|contatto per'),
    // a web agency: "abbiamo notato che il vostro sito non è ottimizzato"
    ...cues(3, 'consulenze|agenzia web', 'web agency', 'abbiamo notato', 'we noticed', 'vostro sito'),
    ...cues(2, 'ottimizzat*', 'your website', 'una call', 'utenza', 'agevolazion*', 'dimostrazione'),
    ...cues(3, 'profilo … verificat*|sospes*', 'comparire|apparire … ricerche|google', 'posizionament*'),
    ...cues(2, 'la|vi|ti contatto|contattiamo da', 'chiamo|chiamiamo da !parte', 'numero verde', 'google'),
    ...cues(2, 'enel|edison|plenitude|a2a|sorgenia|iren|acea|vodafone|fastweb|windtre|iliad'),
    ...cues(
      2,
      'vantaggios*',
      'scontat*',
      'conveniente|convenienti',
      'partita|partite iva',
      'linea fissa',
      'adsl',
    ),
    ...cues(1, 'sconto', 'discount', 'operatore', 'advisor', 'opportunit*', 'gratuit*', 'senza costi'),
    // selling patients, reviews and ads: "fifty new patients a month with our ads"
    ...cues(4, 'new patient* … month|week', 'nuovi pazienti … mese|settimana', 'patients a month'),
    ...cues(3, 'ads', 'leads', 'case study', 'recensioni', 'reviews', 'prezzi di fabbrica'),
    // today's scams: a parcel held, a bank's "suspicious access", a refund for the card's details
    ...cues(3, 'pacco … giacenza', 'accesso sospetto', 'dettare … codice', 'warrant', 'legal action'),
    ...cues(3, 'rimborso a suo favore', 'dati … carta', 'card details', 'guadagnare'),
  ],
};

/** The caller says it cannot wait: the call is high priority whatever it is about. */
export const URGENCY_CUES: Cue[] = negatable(
  1,
  'urgent*',
  // not "ho subito un intervento" (I underwent an operation), nor the caller's "vengo subito"
  '!ho !ha !hanno !abbiamo !hai !avete !aver !avere !essere !vengo !veniamo !passo !arrivo subito',
  // it cannot wait, said outright
  'non puo|posso|possiamo|possono aspettare|attendere',
  'cannot wait',
  'can t wait',
  'per forza',
  'oggi stesso',
  'entro oggi|stasera',
  // a medicine the patient cannot go a day without, run out
  '!quasi finit*|finisce|senza … insulin*|antiepilettic*|inhaler|epipen',
  'run|ran|running out … insulin|inhaler|epipen',
  'immediatamente',
  'right away',
  'right now',
  'immediately',
  // a deadline of today or tomorrow: a court hearing, a tax payment, an appeal
  'scade|scadono|scadenza … oggi|domani|stasera|domattina',
  'oggi|domani|domattina scade|scadono',
  'udienza … domani|domattina|stasera',
  'domani|domattina … udienza',
  'due|deadline … today|tomorrow',
  // a pharmacist with the patient at the counter, a medicine that cannot be dispensed as written
  'al banco',
  'signora|signore|paziente … aspetta|attende|sta aspettando',
  'non posso … dispensar*|consegnar*',
  'can t|cannot … dispense',
  'waiting … counter|pharmacy',
  // asked to be called back today, before the evening's dose, or with a bailiff at the door
  'richiamatemi|richiamami|richiamarmi|richiami|richiamate|chiamatemi … oggi|stamattina|stasera !o',
  'prima di stasera',
  'ufficiale giudiziario',
  'bailiff',
);

/** The caller asks to be called back. */
export const CALLBACK_CUES: Cue[] = cues(
  1,
  // "mi richiami", "richiamatemi", not the caller's own "richiamo io", "vi richiamerò"
  // not "mi ha detto di richiamare" (to call again)
  '!detto_di richiamat*|richiamar*|richiamam*|richiami|richiama|richiamino|richiamate|richiamera|richiamerebbe',
  'mi|ci chiami|chiamate|chiama|chiamerebbe',
  'chiamatemi|chiamami|chiamarmi',
  // the same in dialect: Rome and Naples' "chiamateme", Sicily's "chiamatimi", Venice's "ciamème"
  'chiamateme|chiammateme|chiamatime|chiamatimi|chiamamme|ciame|ciameme|ciamime|ciamaime',
  'telefonatemi|telefonateme|telefonami|telefonarmi',
  'ricontattat*|ricontattar*|ricontattam*|ricontatti|ricontattate|ricontattera',
  'call me|us back',
  'ring me|us back',
  'call me',
  'give me a call',
  'ring me',
  // not the caller's own "I'll call back"
  '!ll !will call back',
);

/** The caller asks for a written answer: a message, an email. */
export const WRITTEN_REPLY_CUES: Cue[] = cues(
  1,
  'mandatemi|mandami|mandate|mandarmi|mi manda|me li manda|me la manda|ce li manda|inviate … messaggio|mail|whatsapp',
  'scrivetemi|scrivimi|scriveteme|mi scriva|mi scrivete|scrivermi',
  'mandatemi un messaggio',
  'mi mandate un messaggio',
  'per|via mail|email|whatsapp',
  'text|email|message me',
  'con un messaggio',
  'by message|text',
  // asked to be told, not called: "mi fate sapere", "fatemi sapere"
  'mi fa|fate|faccia|fai sapere',
  'fatemi|fammi sapere',
);

/** In an answered call: the staff promised to do something after it. */
export const PENDING_CUES: Cue[] = cues(
  1,
  'le faccio sapere',
  'le facciamo sapere',
  'vi faccio sapere',
  'ti faccio sapere',
  'la richiam*',
  'la ricontatt*',
  'le mand*',
  'le invi*',
  'le scriv*',
  'gli mand*|invi*|scriv*',
  'la|lo chiedo|chiediamo al|alla dott*',
  // a note written after the call: "gli ho detto che glielo mandiamo", "la richiamiamo domani"
  'glielo|gliela|glieli|gliele … mand*|invi*|scriv*|faccio|facciamo',
  'gli … mandiamo|inviamo|scriviamo',
  'gli … faremo|facciamo sapere',
  'lo|la|li richiamiamo|ricontattiamo|richiameremo',
  'verifico e',
  'controllo e',
  'get back to you',
  'call you back',
  'let you know',
  'i ll send',
  'we ll send',
  'i ll check',
  'we ll check',
);

/**
 * In an answered call: the staff sends what was asked for there and then ("gliela mando adesso per
 * mail"): nothing is left to do, unlike an answer still to come ("appena è pronto").
 */
export const SENT_NOW_CUES: Cue[] = cues(
  1,
  'glielo|gliela|glieli|gliele|gliel|le|te … mando|rimando|mandiamo|invio|inviamo … adesso|subito|ora !appena',
  'glielo|gliela|glieli|gliele|gliel|le|te … mando|rimando|mandiamo|invio|inviamo … in_giornata',
  'i ll|we ll send … now|right away',
);

/** Greetings and fillers: a message of nothing else is empty. */
export const FILLERS = new Set(
  (
    'ehm eh mm uhm um uh pronto si no ok okay allora buongiorno buonasera salve ciao grazie arrivederci ' +
    'scusi inudibile incomprensibile hello hi hey yes yeah thanks thank you bye goodbye sorry inaudible'
  ).split(' '),
);
/** Fewer words than this besides fillers is an empty or unclear message. */
export const MIN_CONTENT_WORDS = 3;

/** The caller says outright that it can wait, or that it is nothing serious. */
export const NOT_URGENT_CUES: Cue[] = cues(
  1,
  'non e urgente',
  'non urgente',
  'niente di urgente',
  'nulla di urgente',
  'nessuna urgenza',
  'non e un emergenza',
  'con calma',
  'not urgent',
  'nothing urgent',
  'isn t urgent',
  'not an emergency',
  'no rush',
  // the caller's own reading of a symptom: it lowers a doubtful one, never a red flag
  'niente|nulla di grave',
  'non e grave',
  'nothing serious',
  'not serious',
  '!non !nun puo|posso|possiamo aspettare',
  'can wait',
);
