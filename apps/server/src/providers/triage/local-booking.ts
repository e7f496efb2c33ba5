import { cues, type Cue } from './local-match';

/**
 * Asking to be seen, as patients and clients ask it, and telling a visit from a table for two: the
 * words of a booking ("prenotare", "booking", "confermare") are the same for a pizzeria or a car
 * hire, so a call that names something other than the practice's work is not a booking.
 */

/** People the practice's callers ask to see. */
const PROFESSIONALS =
  'avvocat*|commercialist*|ragionier*|notaio|dottor*|dottoressa|dott|dentist*|pediatra|fisioterapist*';

export const BOOKING_CUES: Cue[] = [
  ...cues(3, 'prendere appuntamento', 'prenot*', 'book', 'booking', 'schedul*', 'make an appointment'),
  // "mi può ricevere", "ci potete vedere", and the Roman "me po' vede'"
  ...cues(3, 'mi|me|ci|lo|la puo|po|potete|potrebbe|potreste|riesce|riuscite vedere|visitare|ricevere'),
  ...cues(3, 'mi|me|ci|lo|la dovete|deve|dovrebbe vedere|visitare|ricevere'),
  // "devo assolutamente vederla", "vorrei vedere l'avvocato"
  ...cues(
    3,
    'devo|dovrei|vorrei|volevo|vorremmo|bisogno … vederla|vederlo|vedervi|vederci|incontrarla|incontrarlo|incontrarci',
  ),
  ...cues(2, 'mi dica|dia|ditemi … giorno|data|orario', 'slot|slots', 'sono libero|libera'),
  ...cues(3, `devo|dovrei|vorrei|volevo|vorremmo|bisogno … vedere|incontrare … ${PROFESSIONALS}`),
  ...cues(3, 'potete|puo|potrebbe|potreste vedermi|visitarmi|ricevermi|vederlo|vederla|visitarlo'),
  ...cues(3, 'avete posto', 'avete un buco', 'c e un buco', 'un buchino', 'ce|ci sta|stanno posto'),
  ...cues(3, `appuntamento|incontro|consulenza|colloquio con … ${PROFESSIONALS}`),
  ...cues(3, 'fit me|us|him|her in', 'squeeze me|us|him|her in', 'can you see me|us|him|her'),
  ...cues(3, 'doctor|dentist|nurse|physio … see me|him|her|us|them', 'seconda opinione', 'second opinion'),
  // bringing someone in: "vorrei portare mio figlio"
  ...cues(2, 'vorrei|volevo|posso|possiamo … portare … figli*|bambin*|bimb*|madre|padre|mamma|papa'),
  ...cues(3, 'set up … meeting|appointment|consultation', 'appointment with … dr|doctor|dentist'),
  ...cues(2, 'fissar*', 'far* vedere', 'essere visit*', 'essere vist*'),
  // "vorrei una seduta", "avrei bisogno di un controllo" (a cancel, results or bill cue wins over it)
  ...cues(2, 'vorrei|volevo|vorremmo|bisogno … visita|seduta|appuntamento|controllo|consulenza|pulizia'),
  ...cues(2, 'be seen', 'see the doctor', 'see a doctor', 'see the dentist', 'get … checked'),
  ...cues(2, 'see a|the gp|nurse|physio|hygienist|specialist', 'like to see', 'di persona', 'in person'),
  ...cues(2, 'fitted', 'looked at', 'pop in', 'come in', 'get in'),
  ...cues(1, 'quando sarebbe|e possibile', 'a domicilio'),
  // a home visit: "vorrei che il dottore passasse a vederlo a casa" (a hint: the visit may be urgent)
  ...cues(2, 'passasse|passare|venisse|venire … a casa', 'home visit'),
  // "quando posso veni'", "vorrei passà": coming in, unless for a paper (a results or billing cue wins)
  ...cues(2, 'quando posso|possiamo|potrei|potremmo venire|passare', 'vorrei|volevo venire|passare'),
  ...cues(2, 'passare in|allo studio', 'posto libero', 'meeting with', 'consultation with'),
  // a course of sessions to start: "quando posso iniziare la fisioterapia?"
  ...cues(2, 'quando posso|possiamo|potrei iniziare|cominciare', 'iniziare|cominciare … sedute|ciclo'),
  ...cues(1, 'appuntament*', 'visit*', 'seduta|sedute', 'controllo', 'incontro', 'consulenz*'),
  ...cues(1, 'disponibilita'),
  ...cues(1, 'appointment*', 'consultation', 'check up', 'cleaning', 'pulizia', 'confirm*', 'meeting'),
];

/** What the practices do and whom they are: a call that names one of these is for the practice. */
export const CARE_CONTEXT_CUES: Cue[] = cues(
  1,
  PROFESSIONALS,
  'doctor|dr|lawyer|attorney|solicitor|accountant|dentist|physio*|therapist|hygienist',
  'visit*|seduta|sedute|session*|controllo|consulenz*|consultation',
  'check up',
  'studio|ambulatorio|clinic*|practice|paziente|pazienti|patient*|igienist*|specialist*',
  'fisioterapi*|osteopat*|logoped*|psicolog*|terapi*|medic*|esam*|analisi|ecografi*|vaccin*',
  'dente|denti|tooth|teeth|pulizia|cleaning|ricett*|refert*|certificat*|dichiarazione|tax',
  'fattur*|ricevut*|documenti|pratica|730|udienza|causa|parcell*',
);

/**
 * Things no practice books or sells: another business, a personal message. Without a word of the
 * practice's work the call is for someone else, whatever it books or changes.
 */
export const ELSEWHERE_CUES: Cue[] = cues(
  1,
  'pizza|pizze|pizzeria|ristorante|trattoria|tavolo|restaurant|takeaway',
  'vet|veterinari*',
  'hertz|avis|europcar|sixt|noleggio|autonoleggio|rental',
  'hire car',
  'car hire',
  'hotel|albergo|volo|flight|taxi',
  'parrocchia|chiesa|messa|oratorio|officina|meccanico|gommista|carrozzeria',
  'ciao amore|tesoro|amo|ciccio|bella|mamma|ma|papa|pa',
  'amore mio',
  'amore|tesoro|amo sono io',
  'sono io amore|tesoro',
  'un bacio|bacione|bacioni',
  'ti voglio bene',
  'ti amo',
  'love you',
  'hi honey|babe|love|mum|mom|dad',
  'passo a prendere',
  'a|per cena',
  'stasera … cena',
  'cena … stasera',
  'for dinner',
  'golf|calcetto|tennis|pub|birra|beers|vino',
  'baci|bacio',
  'idraulico|elettricista|lavandino|caldaia|condominio',
  'still on for',
);

/** The caller says they dialled the wrong number: nothing else they say is for the practice. */
export const WRONG_NUMBER_CUES: Cue[] = cues(
  1,
  'numero sbagliato',
  'wrong people|place|office|clinic|practice',
  'sbagliato numero',
  'wrong number',
  'misdialed|misdialled',
  'sbagliato a comporre|digitare|chiamare',
);

/** A call only to say thank you asks for nothing: no reply needed. */
export const GRATITUDE_CUES: Cue[] = cues(
  1,
  'volevo|voleva|volevamo|vorrei|solo … ringraziar*',
  'per ringraziar*',
  'to say thanks',
  'to say thank you',
  'wanted|want … to thank',
  'calling to thank',
  'grazie di cuore',
  'grazie infinite',
  'thank you so much for',
);

/** "Ho sbagliato": a wrong number only when nothing in the call is for the practice. */
export const MISTAKE_CUES: Cue[] = cues(1, 'ho sbagliato', 'sorry wrong', 'scusate ho sbagliato');
