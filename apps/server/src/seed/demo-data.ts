/** The demo clinic's people, hours, services and calls: plain data, the seed decides what to do with it. */
import type { OpeningRange } from '@studiolo/contracts';

export const DEMO_DOCTORS = [
  {
    title: 'Dott.',
    firstName: 'Marco',
    lastName: 'Bianchi',
    specialty: 'Medicina generale',
    color: '#2563eb',
  },
  { title: 'Dott.ssa', firstName: 'Elena', lastName: 'Conti', specialty: 'Pediatria', color: '#db2777' },
  { title: 'Dott.', firstName: 'Luca', lastName: 'Ferri', specialty: 'Cardiologia', color: '#16a34a' },
  { title: 'Dott.ssa', firstName: 'Sara', lastName: 'Galli', specialty: 'Fisioterapia', color: '#ea580c' },
] as const;

export const DEMO_SERVICES = [
  { name: 'Prima visita', durationMinutes: 45, priceCents: 12000 },
  { name: 'Visita di controllo', durationMinutes: 30, priceCents: 8000 },
  { name: 'Visita pediatrica', durationMinutes: 30, priceCents: 9000 },
  { name: 'Elettrocardiogramma', durationMinutes: 30, priceCents: 7000 },
  { name: 'Seduta di fisioterapia', durationMinutes: 45, priceCents: 6000 },
  { name: 'Certificato medico', durationMinutes: 15, priceCents: 5000 },
] as const;

/** Which services each doctor offers (indexes into DEMO_SERVICES), the first at a price of their own. */
export const DEMO_DOCTOR_SERVICES: readonly (readonly number[])[] = [
  [0, 1, 5],
  [2, 1, 5],
  [0, 3, 1],
  [4, 1],
];

const days = (weekdays: readonly number[], start: string, end: string) =>
  weekdays.map((weekday) => ({ weekday, start, end }));

/**
 * Each doctor's weekly opening hours ('Orari settimanali', 1 = Monday), in DEMO_DOCTORS' order: the
 * GP every weekday morning and afternoon, the paediatrician mornings and two afternoons after school,
 * the cardiologist two full days, the physiotherapist early mornings and two evenings.
 */
export const DEMO_OPENING_HOURS: readonly (readonly OpeningRange[])[] = [
  [...days([1, 2, 3, 4, 5], '09:00', '13:00'), ...days([1, 2, 3, 4, 5], '14:00', '18:00')],
  [...days([1, 3, 5], '09:00', '13:00'), ...days([2, 4], '14:00', '18:00')],
  [...days([2, 4], '09:00', '13:00'), ...days([2, 4], '14:00', '17:00')],
  [...days([1, 2, 3, 4, 5], '08:30', '12:30'), ...days([1, 3], '15:00', '19:00')],
];

export const FIRST_NAMES = [
  'Giulia',
  'Francesco',
  'Sofia',
  'Alessandro',
  'Aurora',
  'Leonardo',
  'Ginevra',
  'Lorenzo',
  'Beatrice',
  'Mattia',
  'Alice',
  'Tommaso',
  'Emma',
  'Riccardo',
  'Giorgia',
  'Edoardo',
  'Martina',
  'Gabriele',
  'Chiara',
  'Andrea',
  'Anna',
  'Davide',
  'Vittoria',
  'Federico',
  'Noemi',
  'Pietro',
  'Matilde',
  'Giovanni',
  'Elisa',
  'Nicolò',
];
export const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Fabbri',
  'Villa',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Serra',
  'Coppola',
  'De Luca',
  'Marchetti',
  'Parisi',
];
export const CITIES = [
  { city: 'Milano', province: 'MI', postalCode: '20121' },
  { city: 'Monza', province: 'MB', postalCode: '20900' },
  { city: 'Bergamo', province: 'BG', postalCode: '24121' },
  { city: 'Sesto San Giovanni', province: 'MI', postalCode: '20099' },
  { city: 'Lodi', province: 'LO', postalCode: '26900' },
] as const;
export const STREETS = [
  'Via Roma',
  'Via Garibaldi',
  'Corso Venezia',
  'Via Manzoni',
  'Viale Monza',
  'Via Verdi',
];

/** A dozen calls as the simulator plays them: who called, what happened, what they said. */
export const DEMO_CALLS: readonly {
  caller: string;
  outcome: 'answered' | 'voicemail' | 'missed';
  durationSeconds: number;
  transcript?: string;
}[] = [
  {
    caller: '+393471112233',
    outcome: 'voicemail',
    durationSeconds: 38,
    transcript:
      'Buongiorno, sono Anna Verdi, vorrei prenotare una prima visita con il dottor Bianchi, possibilmente la settimana prossima di mattina. Il mio numero è questo. Grazie.',
  },
  {
    caller: '+393355554444',
    outcome: 'voicemail',
    durationSeconds: 52,
    transcript:
      'Salve, chiamo per mio figlio Tommaso, ha la febbre a trentanove da ieri sera e non riesce a mangiare. Vorrei sapere se la dottoressa Conti può vederlo oggi. Richiamatemi per favore.',
  },
  {
    caller: '+393482223344',
    outcome: 'voicemail',
    durationSeconds: 27,
    transcript:
      'Buonasera, sono Marco Ricci, devo disdire l’appuntamento di giovedì alle dieci perché sono fuori per lavoro. Grazie, arrivederci.',
  },
  {
    caller: '+393389998877',
    outcome: 'voicemail',
    durationSeconds: 44,
    transcript:
      'Buongiorno, mio padre ha un forte dolore al petto che si irradia al braccio sinistro da mezz’ora e fa fatica a respirare. Cosa dobbiamo fare?',
  },
  {
    caller: '+393201234987',
    outcome: 'voicemail',
    durationSeconds: 31,
    transcript:
      'Salve, vorrei sapere se è pronta la fattura della visita di martedì, mi serve per la dichiarazione dei redditi. Grazie mille.',
  },
  {
    caller: '+393407776655',
    outcome: 'voicemail',
    durationSeconds: 35,
    transcript:
      'Buongiorno, sono Giorgia Lombardi, posso spostare la seduta di fisioterapia di lunedì a mercoledì pomeriggio? Fatemi sapere, grazie.',
  },
  {
    caller: '+393292345678',
    outcome: 'voicemail',
    durationSeconds: 40,
    transcript:
      'Buongiorno, chiamo dalla ditta Forniture Mediche Srl per presentarvi la nostra nuova offerta sui materiali di consumo per ambulatori.',
  },
  {
    caller: '+393391112200',
    outcome: 'voicemail',
    durationSeconds: 29,
    transcript:
      'Salve, avrei bisogno di un certificato medico per l’attività sportiva non agonistica per mia figlia. Quando posso passare?',
  },
  {
    caller: '+393474445566',
    outcome: 'voicemail',
    durationSeconds: 33,
    transcript:
      'Buongiorno, volevo chiedere il risultato dell’elettrocardiogramma fatto la settimana scorsa, il dottore mi aveva detto di chiamare. Grazie.',
  },
  { caller: '+393356667788', outcome: 'missed', durationSeconds: 5 },
  { caller: '+390212345678', outcome: 'answered', durationSeconds: 180 },
  {
    caller: '+393288889900',
    outcome: 'voicemail',
    durationSeconds: 26,
    transcript:
      'Buonasera, sono Pietro Greco, ho prenotato online per venerdì ma non ho ricevuto la conferma. Potete verificare? Grazie.',
  },
];
