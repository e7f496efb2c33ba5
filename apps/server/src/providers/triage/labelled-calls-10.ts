import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 10 (2026-11-25): written after the rules for round 9, half in English (a hygienist,
 * an inhaler, a lab, a tech-support scam, a rash that does not fade) and half in Italian (a
 * pharmacist, a red eye, a needle found in a park, a survey), and run once before any rule was
 * changed for it: 58% of the categories, 71% of the priorities and 75% of the actions right.
 */
export const TUNING_CALLS_10: LabelledCall[] = [
  call(
    't10-01',
    'Hi, this is Daniel Moore, I’d like to get in for a hygiene appointment, ideally a Friday morning. Thanks.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-02',
    'Hello, Sophie Turner here, I’ve got a wedding on Saturday and I really need the crown fitted before then, it can’t wait, please call me.',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    't10-03',
    'Hi, I’m afraid I’ll have to give Thursday a miss, my car’s broken down. I’ll ring to rebook.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-04',
    'Hello, could you send me a copy of my last invoice? I need it for my insurance claim. It’s Paul Green.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-05',
    'Hi, I’m phoning to ask whether you do Saturday appointments and whether you’re on the Bupa list.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t10-06', 'Hi, this is Nina, I need a repeat of my asthma inhaler, I’ve got about a week left.', [
    'prescription_or_results',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't10-07',
    'Hello, I’m calling for my mum, she’s had a fall, she’s conscious but there’s a big cut on her forehead and it’s bleeding a lot.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't10-08',
    'Hi, my son’s temperature is 39.8 and he’s got a rash that doesn’t fade when I press a glass on it.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t10-09', 'Hey, sorry, I was trying to reach the vet, got the wrong people.', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    't10-10',
    'Hi, this is a message for Dr Russo from Helen at the lab, the sample for patient Ward was haemolysed, we need a repeat draw, please call us back.',
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't10-11',
    'Hello, this is Global Tech Support, we have detected a virus on your computer, please stay on the line to speak with a technician.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't10-12',
    'Hi, it’s Jacob, I had a filling yesterday and my bite feels a bit high, no pain really, can I pop in sometime this week to get it adjusted?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-13',
    'Salve, sono Lidia, mi hanno chiamato da questo numero stamattina ma non ho fatto in tempo a rispondere, chi mi cercava?',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't10-14',
    'Buongiorno, sono la dottoressa Galli della farmacia Comunale, il signor Pace ha una ricetta di un farmaco che interagisce con il warfarin, può richiamarmi il dottore?',
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't10-15',
    'Buongiorno, avrei bisogno di un certificato anamnestico per il porto d’armi, come funziona e quanto costa?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't10-16',
    'Salve sono Gianna, da stamattina ho un occhio tutto rosso e dolorante e ci vedo annebbiato.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't10-17',
    'Buonasera, mia nonna ha 88 anni, non mangia da due giorni e stamattina non si alzava dal letto, è molto debole.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t10-18', 'Buongiorno, mio figlio si è punto con una siringa trovata al parco, cosa dobbiamo fare?', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't10-19',
    'Buongiorno, chiamo per la signora Bruno, devo disdire la visita di lunedì e anche quella del 20, si è trasferita a Milano.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call('t10-20', 'Salve, sono Pietro, potrei venire mezz’ora prima giovedì? Alle 17:30 invece che alle 18.', [
    'cancellation_or_change',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't10-21',
    'Buongiorno, sono Erika, vorrei sapere se l’apparecchio si può pagare a rate e se c’è un anticipo da versare.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-22',
    'Salve, la chiamo per un breve questionario sulla soddisfazione dei servizi sanitari, ci vorranno tre minuti.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't10-23',
    'Salve, sono Bruno Costa, il dentista mi ha detto di richiamare per fissare la seconda seduta della devitalizzazione.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't10-24',
    'Pronto, sono Ines, ho la nausea e le gambe gonfie, sono incinta di 34 settimane e ho la pressione a 150.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
];
