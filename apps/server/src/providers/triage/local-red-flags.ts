import { cues, negatable, type Cue } from './local-match';

/**
 * The clinical vocabulary of the rule-based triage, grouped as telephone-triage protocols group red
 * flags (stroke, heart, breathing, allergy, infants, head injury, bleeding, fainting, headache,
 * after an operation, dental infection, self-harm), in the words callers use rather than the
 * textbook's. Weights add up over a call: 4 is a red flag on its own, 3 a sign that is urgent on
 * its own unless the caller says it is nothing serious, 2 a sign that needs another one or a
 * vulnerable patient, 1 a word that only tips the balance. A red flag is not negatable: "non so, ha
 * un dolore al petto" must not read as "no chest pain", and a call back too many is the cheap error.
 */

/** A clinical score from which the call is urgent whatever else the caller says. */
export const RED_FLAG = 4;
/** A clinical score from which the call is urgent, unless the caller clearly asks for a visit. */
export const URGENT_THRESHOLD = 3;
/** A clinical score that is urgent when the call asks for nothing else ("ha le gambe gonfie"). */
export const SYMPTOM_ONLY_THRESHOLD = 2;
/** How much "niente di grave", "non è urgente" takes off a score that is not a red flag. */
export const REASSURANCE_DISCOUNT = 2;

/** Face, speech or one side of the body: the FAST signs of a stroke. */
const STROKE = [
  ...cues(4, 'bocca|faccia|viso … storta|storto|cadente|paralizzat*', 'storta|storto … bocca|faccia|viso'),
  // not "non riesco a parlare con l'avvocato"
  ...cues(4, 'biascic*', 'non riesc* … parlare !con', 'difficolta … parlare !con', 'vedo|vede|vista doppi*'),
  ...cues(4, 'face … droop*', 'droop*', 'slurr*', 'can t speak', 'trouble|difficulty speaking'),
  // not a stroke of the past: "ha avuto un ictus due anni fa, vorrei il controllo"
  ...cues(4, 'double vision', '!avuto_un !avuto_l !avuto ictus', '!had_a stroke'),
  // not "parla male di me"
  ...cues(3, 'parla|parlava male !di', 'parla|parlava … strano|confuso|storto|impastat*'),
  ...cues(3, 'parole … confuse|impastate', 'speech … muddled|garbled|strange|weird|confused'),
  // words that will not come, or come without sense
  ...cues(4, 'trovare|trova le parole', 'senza senso', 'can t find … words', 'not making sense'),
  ...cues(4, 'non riesc* … alzare|muovere|sollevare … braccio|gamba|mano'),
  ...cues(3, 'braccio|gamba|mano … debole|addormentat*|intorpidit*|paralizzat*|insensibile'),
  ...cues(3, 'non muove … braccio|gamba|mano', 'non lo|la muove', 'non sente … braccio|gamba|mano'),
  ...cues(3, 'arm|leg|hand … weak|numb|dead|heavy', 'weakness … arm|leg|side', 'can t move'),
  // a mouth that drops on one side, a cup that slips from the hand
  ...cues(4, 'lato|angolo … bocca|faccia|viso', 'bocca|faccia|viso … scende|cade|pende|storce'),
  ...cues(
    3,
    'non riesc* … tenere … mano|tazza|bicchiere|penna|forchetta',
    'can t hold|grip',
    'dropping things',
  ),
];

/** Chest pain in any phrasing, and what goes with a heart attack. */
const HEART = [
  // "toracico" only with a pain: a "radiografia toracica" is booked, not an emergency
  ...cues(4, 'dolor*|male|peso|oppressione|stretta|fitta|fitte|bruciore … petto|torace|sterno|toracic*'),
  // the South's "nu dulore 'o pietto", Sicily's "duluri o pettu … suda friddu"
  ...cues(4, 'dulor*|dolor*|dulur*|male … pietto|pettu'),
  ...cues(3, 'suda|sudava|sudu … friddu'),
  ...negatable(1, 'sudo|suda|sudava|sudato|sudata|sweaty|sweating'),
  ...cues(4, 'petto … stringe|schiaccia|pesa|brucia', '!avuto_un !avuto_l infarto', '!had_a heart attack'),
  ...cues(4, 'chest … pain|pains|tight*|pressure|hurts|heavy|discomfort', 'pain|pressure|tightness … chest'),
  ...cues(3, 'sudore|sudori … fredd*', 'suda|sudava|sudato|sudata … fredd*', 'sudorazione fredda'),
  ...cues(3, 'cold sweat*', 'dolor*|male … braccio sinistro', 'pain … left arm'),
  ...negatable(2, 'petto', 'chest', 'dolor*|male … mandibola|mascella', 'jaw pain'),
  ...negatable(2, 'affann*', 'fiato corto', 'manca … fiato|aria|respiro', 'senza fiato', 'out of breath'),
  ...negatable(2, 'breathless', 'palpitazion*', 'tachicardi*', 'cuore … impazzit*|mille', 'racing heart'),
];

/** Breathing, and a colour that shows too little oxygen. */
const BREATHING = [
  ...cues(4, 'non respir*', 'fatica|difficolta … respir*', 'respir* … fatica|difficolta|affanno'),
  ...cues(4, 'labbra … viola|blu|bluastr*|livid*', 'cianotic*', 'can t breathe', 'cannot breathe'),
  ...cues(4, 'short of breath'),
  ...cues(4, 'trouble|difficulty|struggling|hard … breath*', 'lips … blue|purple', 'blue lips'),
  ...cues(3, 'respir* male', 'breathing … fast|badly|strange*'),
  // too breathless to talk, grey lips, a child's ribs pulling in, a whistle on breathing in
  ...cues(4, 'non riesc* … finire … frase|frasi', 'can t finish … sentence', 'labbra … grigi*|grey|gray'),
  ...cues(4, 'sucking|pulling|drawing in … ribs|chest|tummy', 'ribs|chest|tummy … sucking|pulling in'),
  ...cues(3, 'ansim*', 'rientrament*', 'whistl* … breath*', 'breath* … whistl*|noisy|noise'),
  ...negatable(2, 'fischi*|sibil* … petto|respir*', 'wheez*', 'fiatone', 'croup', 'laringite'),
  // an asthma attack the reliever does not stop, a breath too short to talk
  ...cues(4, 'crisi … asma|asmatic*|respiratori*', 'attacco … asma', 'asthma attack'),
  ...cues(4, 'ventolin*|broncodilatator*|inhaler|puff* … non … miglior*|funziona|passa|effetto'),
  ...cues(4, 'fatica … parlare !con', 'can t talk … breath*'),
];

/** A reaction that can close the throat: swelling of lips, tongue or throat, hives after a drug. */
const ALLERGY = [
  ...cues(4, 'shock anafilattic*', 'anafilass*', 'anaphyla*', 'gola … chiude|chiusa|stringe'),
  ...cues(4, 'throat … closing|tight*'),
  ...cues(
    3,
    'gonfi* … labbra|lingua|gola|palpebre',
    'labbra|lingua|gola|palpebre|occhi|viso|faccia … gonfi*',
  ),
  ...cues(2, 'prude tutto', 'mi|gli|le prude … tutto|dappertutto|ovunque', 'itchy all over'),
  ...cues(3, 'swollen|swelling … lips|tongue|throat', 'lips|tongue|throat … swell*|swollen'),
  ...cues(3, 'reazione allergic*', 'allergic reaction', 'epipen'),
  // a tongue "thick", lips "puffy", a throat that "feels funny"
  ...cues(3, 'lingua … spessa|grossa|pesante', 'tongue … thick|heavy|big', 'lips|face|eyes … puffy'),
  ...cues(3, 'puffy … lips|face|eyes', 'throat … funny|strange|weird|scratchy', 'gola … strana'),
  ...cues(2, 'rash|blotch*|spots … all over', 'chiazze|macchie|puntini … dappertutto|ovunque'),
  ...cues(2, 'arachid*|noccioline|nocciol*|noci|peanut*|nuts', 'allergic*|allergico|allergica'),
  ...cues(2, 'voce rauca', 'hoarse', 'punt* … ape|vespa|calabrone', 'stung … bee|wasp'),
  ...cues(2, 'orticaria', 'ponfi', 'hives', 'bolle … dappertutto|ovunque', 'prurito … gonfi*'),
  ...cues(1, 'prurito', 'itch*', 'gonfi*', 'swollen', 'swelling'),
];

/** Signs that matter in a baby: a baby "caldino", that does not feed, is floppy or will not wake. */
const INFANT = [
  ...cues(4, 'non si sveglia', 'won t wake', 'can t wake', 'not waking'),
  ...cues(3, 'fatica a svegliar*', 'hard to wake'),
  ...cues(2, 'non si attacca', 'sonnolent*', 'dorme sempre', 'molle|mollo|moscio|moscia', 'floppy'),
  ...cues(2, 'lethargic', 'not feeding', 'won t feed'),
  ...cues(1, 'caldino|caldina|calduccio', 'non mangia', 'non beve', 'confus*', 'piange … sempre|tanto'),
  // a baby who keeps nothing down and wets few nappies is drying out
  ...cues(3, 'vomit* … tutt* … poppat*|latte|biberon', 'poca|pochissima pipi', 'pannolin* asciutt*'),
  ...cues(3, 'dry nappies|diapers', 'not … wet … nappies|nappy|diapers|diaper'),
  ...cues(1, 'poppat*', 'biberon'),
];

/** A knock to the head, a fall, bleeding that does not stop. */
const INJURY = [
  ...cues(4, 'trauma cranic*', 'emorragi*', 'sangue … non si ferma|smette', 'non smett* di sanguinar*'),
  ...cues(4, 'won t stop bleeding', 'bleeding … won t stop', 'still bleeding', 'keeps|kept bleeding'),
  ...cues(4, 'continu* … sanguinare', 'continu* … perdere sangue', 'bocca … piena … sangue'),
  ...cues(3, 'battut*|sbattut*|picchiat*|colpit*|batte|sbatte|picchia … testa|fronte|nuca|capo'),
  ...cues(3, 'hit|banged|bumped|knocked … head', 'head injury', 'colpo … testa'),
  ...cues(3, 'sanguin*', 'perd* sangue', 'bleeding', 'tanto|molto sangue', 'lots of blood'),
  ...cues(2, 'non riesc* … alzarsi', 'can t get up', 'non si ferma'),
  ...cues(2, 'fatica|difficolta … camminare', 'non riesc* … camminare', 'can t walk'),
  // a deep cut, blood everywhere, a limb bent the wrong way
  ...cues(
    4,
    'sangue … dappertutto|ovunque',
    'blood everywhere',
    'osso … fuori|esce|sporge',
    'bone … sticking',
  ),
  ...cues(3, 'taglio profondo', 'deep cut', 'tagliat* … sega|flessibile|vetro|coltello'),
  ...cues(
    3,
    'wrong way',
    'storto|storta|piegat* … braccio|gamba|polso',
    '!dopo_la !dopo_una frattura|fratturat*',
  ),
  ...cues(3, 'broken … arm|leg|hip|wrist', 'rott* … braccio|gamba|femore|anca|polso'),
  ...cues(2, 'urla|piange … dolore', 'screaming'),
  ...cues(1, 'cadut*', 'fell', 'fall', 'trauma', 'incidente', 'accident', 'aiuto'),
  ...cues(1, 'vomit*', 'vertigin*', 'dizzy'),
];

/** Something swallowed or drunk that burns or poisons: a button battery, a magnet, bleach. */
const SWALLOWED = [
  ...cues(4, 'ingoiat*|inghiottit*|ingerit*|mangiat* … pila|pile|batteri*|magnet*|calamit*'),
  ...cues(4, 'ingoiat*|inghiottit*|bevut*|ingerit* … candeggina|varechina|detersiv*|ammoniaca'),
  ...cues(4, 'swallowed … battery|batteries|magnet*|bleach|detergent|pod', 'avvelenat*|intossicat*'),
  ...cues(4, 'poison*', 'overdose', 'troppe … pastiglie|pillole|compresse', 'too many … pills|tablets'),
];

/** Blood sugar too low in a diabetic: sweaty, confused, a reading of 40. */
const SUGAR = [
  ...cues(4, 'glicemia … bassa|bassissima|40|30|quaranta|trenta|venti', 'ipoglicemi*'),
  ...cues(4, 'blood sugar … low|40|30|2', 'hypo'),
];

/** A permanent tooth knocked out: it can be saved within the hour. */
const DENTAL_TRAUMA = [
  ...cues(3, 'dente|denti … saltat*|uscit*|cadut* … via', 'knocked out … tooth|teeth', 'avuls*'),
  ...cues(3, 'tooth|teeth … knocked out', 'saltat*|uscit* via … dente|denti|incisiv*'),
];

/** Fainting and loss of consciousness. */
const FAINTING = [
  ...cues(4, 'svenut*|svenimento|svenimenti', 'perso|persa i sensi', 'perso|persa conoscenza'),
  ...cues(4, 'privo|priva di sensi'),
  ...cues(4, 'incosciente', 'si e accasciat*', 'crollat* … terra', 'non reagisce'),
  ...cues(4, 'fainted|fainting', 'passed out', 'unconscious', 'unresponsive', 'collapsed'),
  ...cues(4, 'convulsion*', 'seizure*', 'had a fit', 'crisi convulsiv*', 'crisi epiletti*'),
  ...cues(2, 'faint'),
];

/** A sudden, severe or unlike-any-other headache, or one with a stiff neck. */
const HEADACHE = [
  ...cues(4, 'peggior* mal di testa', 'worst … headache', 'thunderclap'),
  ...cues(3, 'mal di testa|cefalea … improvvis*|terribil*|tremend*', 'improvvis* … mal di testa'),
  ...cues(3, 'sudden … headache', 'collo|nuca … rigid*', 'rigidita … collo|nucale', 'stiff neck'),
  ...cues(2, 'peggior* … vita', 'come non l ho mai avuto', 'never had … like'),
  ...cues(2, 'bad|terrible|awful|severe|pounding headache', 'forte mal di testa', 'mal di testa forte*'),
  // seeing lights or a blur: with a headache in pregnancy, the sign of pre-eclampsia
  ...cues(
    3,
    'vista|vedo|vede … offuscat*|annebbiat*|appannat*|sfocat*',
    'blurred|blurry vision',
    'flashing lights',
  ),
  ...cues(3, 'lampi|lucine', 'puntini luminosi', 'mosche volanti', 'seeing … lights|spots|stars'),
];

/** After an operation: a clot in the leg, an infected wound, a high fever. */
const AFTER_SURGERY = [
  ...cues(2, 'polpaccio … gonfi*|dolor*|duro|rosso|caldo', 'gonfi* … polpaccio'),
  ...cues(2, 'calf … swollen|painful|sore|hot', 'swollen … calf'),
  ...cues(2, 'ferita|cicatrice|punti … pus|arrossat*|infiammat*|apert*', 'pus', 'wound … pus|red|open*'),
  ...cues(3, 'febbre alta', 'febbre|temperature|temperatura … 39|40|41|trentanove|quaranta', 'high fever'),
  // a rash that does not fade under a glass: meningitis until shown otherwise
  ...cues(
    4,
    'doesn t fade',
    'don t fade',
    'not fading',
    'won t fade',
    'glass test',
    'non spariscono|scompaiono',
  ),
  // a red, painful eye; a needle found in the street
  ...cues(2, 'occhio … rosso|arrossato|dolorante', 'red eye', 'eye … red|painful'),
  ...cues(3, 'punt*|punge … siringa|ago', 'siringa|ago … trovat*|terra|abbandonat*', 'needle*'),
  ...negatable(1, 'febbre|febbricola|temperatura', 'fever', 'temperature', 'ho|ha 38|39|40|trentotto'),
  // a fever said number first ("trentanove e due di febbre"), shivers with it, a redness that
  // spreads from a wound (cellulitis): the signs of an infection becoming sepsis
  ...cues(3, '39|40|41|trentanove|quaranta … di febbre', 'brivid* … febbre', 'febbre … brivid*'),
  ...cues(3, 'fever … chills|shivering|rigors', 'chills|shivering … fever'),
  ...cues(3, 'ross*|arrossament* … allarga|estende|espande', 'redness … spreading', 'red … spreading'),
  ...cues(2, 'brivid*', 'chills', 'rigors', 'liquido|pus … ferita|cicatrice', 'ferita|cicatrice … liquido'),
  // spots that do not blanch, a belly gone hard, a pain low on the right with a fever
  ...cues(3, 'macchi*|puntin* … viola|violacee|violacei', 'purple|purplish … spots|rash', 'petecchi*'),
  ...cues(3, 'pancia|addome … dur*|rigid*', 'belly|abdomen|tummy … hard|rigid'),
  ...cues(2, 'basso a destra', 'lower right', 'fianco destro'),
  // a cheek swollen and hot after an implant
  ...cues(2, 'guancia|gengiva … gonfi*', 'gonfi* … calda|caldo|rossa|rosso', 'cheek|gum … swollen'),
];

/** A dental infection that spreads towards the eye or the neck, or makes swallowing hard. */
const DENTAL = [
  ...cues(3, 'gonfi* … occhio|occhi|collo|mento', 'occhio|collo … gonfi*', 'swelling … eye|neck'),
  ...cues(3, 'fatica|difficolta|riesc* … deglutir*|ingoiar*|inghiottir*', 'can t swallow*'),
  ...cues(3, 'cannot swallow*', 'trouble|difficulty|hard … swallow*'),
  // "fino all'occhio" after a swelling; alone it may be "nei debiti fino al collo"
  ...cues(2, 'fino … occhio|occhi|collo|uocchio|uocchie'),
  // Naples' "nun pozzo mannà giù", "'a vocca", "'a freva"
  ...cues(3, 'mannare|manna giu', 'aprire|apri … vocca'),
  ...negatable(1, 'freva|frevi'),
  ...cues(2, 'ascess*', 'abscess', 'riesc* … aprire la bocca'),
];

/** A wound that turns black or will not heal, in a diabetic foot above all. */
const WOUND = [
  ...cues(4, 'cancrena', 'gangrene', 'diventat* … nera|nero|scura|viola'),
  ...cues(3, 'nera|nero|annerit* … bordi|dito|piede', 'turn* … black'),
  ...cues(
    2,
    'ferita|piaga|ulcera … non guarisc*',
    'ferita|piaga|ulcera … non si chiude',
    'won t heal',
    'not healing',
  ),
];

/** Blood pressure at a crisis level. */
const PRESSURE = [
  ...cues(3, 'pressione … 180|190|200|210|220|230|duecento|centottanta|centonovanta'),
  ...cues(3, 'blood pressure … 180|190|200|210|220'),
  ...cues(
    1,
    'gira la testa',
    'giramenti di testa',
    'mi sento|sente strano|strana',
    'si sente strano|strana',
    'feel* strange|weird',
  ),
];

/**
 * In pregnancy: a baby that moves less than usual (the sign obstetric triage never sends home
 * unseen), bleeding, waters breaking, contractions too early. Pre-eclampsia's headache and lights
 * are with the headaches, and "incinta" adds to any sign as a context.
 */
const PREGNANCY = [
  ...cues(4, 'bambin*|bimb*|pancia … muove|muoversi|muovere|scalcia … meno|poco|niente'),
  ...cues(4, 'non … sento … muovere|muoversi|scalciare', 'movimenti fetali', 'muove molto meno'),
  ...cues(4, 'baby … moving|moves|kicking … less|much|any', 'reduced … movements'),
  ...cues(4, 'felt … baby … move|moving|kick*', 'baby … not … moving|kicking', 'non … sentit* … muover*'),
  ...cues(3, 'perdit* … sangue', 'rott* … acque', 'waters … broke|broken', 'bleeding … pregnan*'),
  ...cues(2, 'contrazion*', 'contractions'),
];

/** Bleeding from the gut, a testicle's sudden pain, an eye that suddenly stops seeing. */
const ORGANS = [
  ...cues(4, 'vomit* … sangue', 'feci|cacca|scariche … nere|nera|catrame', 'vomiting|vomited … blood'),
  ...cues(4, 'black|tarry … stool*|poo', 'blood … stool*|poo'),
  ...cues(3, 'dolor*|male … testicol*', 'testicol* … dolor*|gonfi*', 'testic* … pain|swollen'),
  ...cues(4, 'non vedo|vede … piu … occhio', 'non vedo|vede piu niente', 'tenda|velo … nera|nero|scura'),
  ...cues(4, 'perso|persa … vista', 'lost … sight|vision', 'sudden* … blind*|vision loss'),
  // a patient who no longer knows where he is or who is with him: sepsis, a stroke, low sugar
  ...cues(3, 'non mi|ci riconosce', 'non sa dove', 'doesn t recognise|recognize'),
  ...cues(3, 'respir* … veloce|velocemente|in fretta'),
  // a diabetic's sugar far too high, a burn or a chemical in the eye, a bite
  ...cues(3, 'glicemia … 400|450|500|600|quattrocento|cinquecento|seicento', 'chetoni', 'ketones'),
  ...cues(3, 'ustion*|scottat*|bruciat* … acqua bollente|olio|fuoco', 'burn* … boiling|oil|fire'),
  ...cues(4, 'candeggina|varechina|acido|calce … occhio|occhi', 'bleach|chemical … eye|eyes'),
  ...cues(2, 'morso|morsicat* … cane|gatto|vipera', 'bitten … dog|snake', 'vipera', 'snake bite'),
  // a child who swallowed someone's pills
  ...cues(4, 'preso|presa|mangiat*|ingoiat* … pastiglie|pillole|compresse|medicine … nonn*|mamma|papa|zi*'),
  ...cues(4, 'ingoiat*|inghiottit*|ingerit* … pastigli*|pillol*|compress*|farmac*|medicin*'),
];

/** Thoughts of suicide or self-harm. */
const SELF_HARM = [
  ...cues(4, 'farla finita', 'togliermi|togliersi la vita', 'uccidermi|uccidersi|ammazzarmi|ammazzarsi'),
  ...cues(4, 'suicid*', 'voglio|vuole morire', 'non voglio più vivere', 'kill myself|himself|herself'),
  ...cues(4, 'end my life', 'end it all', 'want|wants to die'),
  ...cues(4, 'non voglio|vuole|vuoi piu vivere', 'doesn t|don t want to live'),
  ...cues(3, 'farmi|farsi del male', 'hurt myself|himself|herself', 'self harm'),
  // "ho pensato di prendere tutte le pastiglie insieme"
  ...cues(4, 'tutte … pastiglie|pillole|compresse|medicine … insieme', 'take|taking all … pills|tablets'),
  ...cues(3, 'pensat*|pensando|penso … morire|sparire', 'can t go on', 'non ce la faccio piu … vivere'),
];

/**
 * Words for a pain the caller cannot bear: a sign on their own, and what makes a visit the caller
 * asks for high priority when the call is not an emergency ("mal di schiena fortissimo").
 */
export const SEVERE_CUES: Cue[] = [
  ...cues(2, 'fortissim*|insopportabil*|atroc*|lancinant*|malissimo', 'dolor* forte|fort*'),
  ...cues(2, 'forte dolore|dolori', 'severe|terrible|excruciating pain', 'unbearable', 'agony'),
  // the pain of a sleepless night, and the idioms for the worst pain: "un male cane", "da morire"
  ...cues(2, 'male cane', 'da morire|matti', 'non dormo', 'non ci dormo', 'non riesc* … dormire'),
  ...cues(2, 'can t sleep'),
  // not "a number for emergencies"
  ...cues(2, '!for !per !le !delle !numero emergenz*|emergency|emergencies'),
].map((cue) => ({ ...cue, negatable: true }));

/**
 * A patient already in a hospital's care: "è ricoverato in terapia intensiva, è stabile". A caller who
 * says so while cancelling a visit is calling about the visit, not for help (the hospital has it).
 */
export const CARED_FOR_CUES: Cue[] = cues(
  1,
  'ricoverat*',
  'terapia intensiva',
  'rianimazione',
  'hanno operato|operata|operati',
  'e stabile',
  'gesso|ingessat*',
  'dimess*',
  'hospitalised|hospitalized',
  'in hospital',
  'intensive care',
);

/** What a caller says that points to a clinical problem. */
export const SYMPTOM_CUES: Cue[] = [
  ...STROKE,
  ...HEART,
  ...BREATHING,
  ...ALLERGY,
  ...INFANT,
  ...INJURY,
  ...FAINTING,
  ...HEADACHE,
  ...AFTER_SURGERY,
  ...DENTAL,
  ...SWALLOWED,
  ...PRESSURE,
  ...WOUND,
  ...SUGAR,
  ...DENTAL_TRAUMA,
  ...PREGNANCY,
  ...ORGANS,
  ...SELF_HARM,
  ...SEVERE_CUES,
  ...negatable(1, 'dolore', 'pain'),
];

const OLD_AGE = Array.from({ length: 35 }, (_, i) => String(65 + i)).join('|');
const FEW =
  'un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|1|2|3|4|5|6|7|8|9|10|11|12';

/**
 * Who the patient is and how it began: they add to symptoms (a fever is routine, a fever in a
 * baby of six weeks is not) and count for nothing without one ("mia madre ha 85 anni, vorrei
 * prenotare"). A baby under three months weighs as much as a sign, as a pediatric triage does.
 */
export const CLINICAL_CONTEXT_CUES: Cue[] = [
  ...cues(3, 'neonat*', 'appena nat*', 'lattant*', 'newborn', 'weeks|week old'),
  // a baby's age: not "da più di tre giorni", "ha tre giorni di febbre"
  ...cues(3, '!piu ha|di un|uno|due|tre|1|2|3 mese|mesi', `!piu ha|di ${FEW} settimane|giorni !di`),
  ...cues(3, 'giorni|settimane di vita'),
  ...cues(3, 'one|two|three|1|2|3 month|months old'),
  ...cues(2, 'incinta', 'gravidanza', 'gravida', 'pregnant'),
  // "prende il sangue fluido", and the anticoagulants' names as they are misheard
  ...cues(2, 'coumadin*|cumadin*|comadin*|warfarin*|varfarin*|eliquis|elichis|xarelto|sarelto|zarelto'),
  ...cues(2, 'pradaxa|lixiana|sintrom|anticoagulant*', 'sangue fluido', 'fluidific* … sangue'),
  ...cues(2, 'blood thinner*'),
  ...cues(1, 'anzian*', 'ottant*|novant*', `${OLD_AGE} anni`, `is|s ${OLD_AGE}`, 'elderly'),
  ...cues(1, 'chemio*', 'chemotherapy', 'trapiantat*', 'immunodepress*', 'diabetic*'),
  ...cues(1, 'all improvviso', 'improvvisamente', 'di colpo', 'di botto', 'da mezz ora', 'da un ora'),
  ...cues(1, 'sta peggiorando', 'peggiora', 'sempre peggio', 'suddenly', 'all of a sudden'),
  ...cues(1, 'getting worse', 'minutes ago', 'an hour ago'),
  ...cues(1, 'dopo|da … intervento|operazione|estrazione', 'operato|operata', 'post operatori*'),
  ...cues(1, 'after … surgery|operation|extraction', 'tolto|tolta|estratto|estratta … dente|denti'),
  ...cues(1, 'impianto', 'implant'),
  ...cues(1, 'dopo … farmaco|medicina|antibiotic*|pastigli*|compress*|puntura|iniezione|vaccin*'),
  ...cues(1, 'after … taking|took|tablet*|medication|antibiotic*|injection|vaccin*'),
  ...cues(1, 'preso|presa … antidolorific*|antibiotic*|farmac*|pastiglia|compressa|antinfiammatori*'),
];
