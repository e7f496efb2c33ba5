import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 6 (2026-11-25): calls written to check whole families of phrasing the rules missed
 * on unseen calls — billing words, information requests, cancellations said without the word,
 * lawyers' and accountants' clients and colleagues, sales pitches, red flags in the caller's words
 * (a pain that spreads to the jaw, a swallowed button battery, a throat that swells, bleeding after
 * an extraction, a child who struggles to breathe) — and priorities as the label rules set them.
 * Written before the rules for these families: unseen, the rules got 38% of the categories, 63% of
 * the priorities and 63% of the actions right.
 */
export const TUNING_CALLS_6: LabelledCall[] = [
  // billing
  call(
    't6-01',
    'Buongiorno, sono Teresa Gatti, mi è arrivato un doppio addebito sulla carta per la pulizia di venerdì, potete stornarne uno?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-02',
    'Buonasera, sono Davide Colombo, nella nota spese che mi avete mandato c’è una voce che non capisco, un supplemento di quaranta euro, mi spiegate a cosa si riferisce?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-03',
    'Hi, it’s Laura Bennett, I was charged twice for my physio session on Monday, could someone look into it? Thanks.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-04',
    'Buongiorno dottoressa, sono Gianni Ferraro, mi è arrivato un sollecito ma avevo già saldato tutto a settembre, me lo può controllare?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  // information
  call(
    't6-05',
    'Salve, volevo chiedere se lo studio resta aperto anche il sabato mattina e fino a che ora.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't6-06',
    'Buongiorno, sono Nadia Fabbri, vorrei capire se la visita dall’osteopata è coperta dalla mia assicurazione sanitaria, la Unisalute.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't6-07',
    'Hello, is the clinic wheelchair accessible, and is there a lift up to your floor? My dad uses a wheelchair.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t6-08', 'Buongiorno, il dentista fa anche gli sbiancamenti? E più o meno quanto viene?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  // cancellations and changes said without the word
  call(
    't6-09',
    'Buongiorno, sono Piero Conti, per domattina alle nove non contate su di me, mi è venuta la febbre. Vi faccio sapere io quando sto meglio.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-10',
    'Hi, this is Rachel Green, I’m afraid something’s come up at work and I won’t make it to my cleaning tomorrow at two. Sorry for the short notice.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-11',
    'Salve sono Martina Leone, la seduta di giovedì con la logopedista purtroppo salta, mio figlio ha la gita con la scuola. Possiamo recuperarla lunedì?',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-12',
    'Hey, it’s Sam Patel, any chance we could make Thursday’s appointment a bit later, like after five? Text me.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  // a lawyer's and an accountant's callers
  call(
    't6-13',
    'Buongiorno, sono l’avvocato Cattaneo dello studio Rinaldi, chiamo per la causa Bellini contro Moretti, dovrei parlare con il collega per la memoria da depositare. Mi richiami per cortesia.',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't6-14',
    'Buongiorno ragioniere, sono Elena Marchi della pasticceria, l’Agenzia delle Entrate mi ha mandato un avviso di accertamento che scade venerdì, devo assolutamente vederla prima, non può aspettare.',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    't6-15',
    'Buongiorno, sono Sandro Villa, vorrei fissare un colloquio con l’avvocata per una separazione consensuale, preferibilmente in settimana di sera.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  // sales pitches
  call(
    't6-16',
    'Buongiorno, sono Chiara di Edison Energia, stiamo aggiornando le tariffe per le partite IVA della sua zona, posso rubarle due minuti?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't6-17',
    'This is a courtesy call about your business’s card processing fees. We can lower your rates by up to thirty percent, call us back on 0800 555 010.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't6-18',
    'Salve dottore, la contatto da Pagine Professionisti, il suo profilo non è ancora verificato e rischia di non comparire nelle ricerche, mi richiami al numero verde.',
    ['spam', 'low', 'no_action'],
  ),
  // red flags in the caller's words
  call(
    't6-19',
    'Pronto, sono la moglie di Franco Serra, ha un dolore che dal braccio sinistro gli sale fino alla mascella e si sente strano, cosa faccio?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-20',
    'Buonasera, mio figlio di tre anni ha ingoiato una pila di quelle piatte, del telecomando, mi chiami!',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-21',
    'Hi, my husband ate something with peanuts at lunch, he’s come out in a rash and says his tongue feels thick, and he’s a bit wheezy.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-22',
    'Buongiorno, sono Ivo Bassi, ieri mi avete tolto il dente del giudizio e continuo a perdere sangue, ho cambiato la garza dieci volte, ho la bocca piena.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-23',
    'mia madre ha la bronchite da stamattina ansima e non riesce a finire una frase ha le labbra un po grigie',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-24',
    'Hi, my little boy has croup, he’s making a whistling noise when he breathes in and his tummy is sucking in under the ribs. Can the doctor ring me?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't6-25',
    'Buonasera, papà è diabetico, gli ho misurato la glicemia ed è a quaranta, è tutto sudato e confuso.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  // priority: cannot wait, can wait, and not for the practice
  call(
    't6-26',
    'Buongiorno, sono Luisa Riva, ho finito la pillola anticoncezionale e devo cominciare il blister nuovo stasera, mi serve la ricetta oggi stesso, non può aspettare.',
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't6-27',
    'Salve, sono Paola, mi si è staccata la corona del dente davanti e sabato mi sposo, mi dovete ricevere entro venerdì per forza!',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call('t6-28', 'Hi, this is Mark Lewis, just checking whether my MRI report has come back yet. No rush.', [
    'prescription_or_results',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't6-29',
    'Salve, sono Ornella Pace, ho un neo sulla schiena che mi sembra cambiato, vorrei farlo vedere al dermatologo, anche tra un paio di settimane.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't6-30',
    'buongiorno so anna cozzolino vulevo sape se ce sta posto pe na pulizia de denti venerdi pomeriggio',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call('t6-31', 'Pronto, è la parrocchia di San Marco? Volevo sapere l’orario della messa di domenica.', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    't6-32',
    'Buonasera, sono la signora Galli, volevo solo ringraziare il dottore per la pazienza con mio papà ieri, è andato tutto bene. Buona serata.',
    ['other', 'low', 'no_action'],
  ),
];
