import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 9 (2026-11-25): written after the rules for round 8 — a lawyer's client with a
 * deadline, a colleague's secretary, complaints, charities, children's illnesses that can wait and
 * ones that cannot, dialect — and run once before any rule was changed for it: 60% of the
 * categories, 80% of the priorities and 80% of the actions right. Unseen calls keep finding words
 * the rules lack (a baby's feeds and nappies, a wound turning black, "nu dulore 'o pietto", a
 * charity, a supplier's promotion, "a second opinion", "move my daughter's vaccination").
 */
export const TUNING_CALLS_9: LabelledCall[] = [
  call(
    't9-01',
    'Buongiorno avvocato, sono Tiziana Moro, mi è arrivata la notifica di un decreto ingiuntivo, ho quaranta giorni per fare opposizione, vorrei fissare un incontro per capire cosa fare.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-02',
    'Hi, it’s Emma Stone, I’ve got a nasty chest infection, coughing up green stuff, could I get an appointment today or tomorrow?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-03',
    'Hi, this is Grace, I stepped on a rusty nail yesterday, it’s not too bad, do I need a tetanus shot? Can I book in?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-04',
    'Sono Elena, mi hanno dato il vostro numero, vorrei portare mio figlio per una seconda opinione, ha un problema al ginocchio.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-05',
    'Hi, it’s Zoe, my little one has had diarrhoea for two days but she’s drinking fine and playing, could the doctor see her this week?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call('t9-06', 'Salve, volevo confermare l’appuntamento di domani alle 10 per mia madre. Grazie.', [
    'appointment_booking',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't9-07',
    'Buongiorno, vorrei spostare la seduta dalla psicologa da martedì a mercoledì stessa ora, se si può.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-08',
    'Ciao, sono Marco, oggi non riesco proprio a passare per la seduta delle sei, scusate il poco preavviso.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-09',
    'Good morning, Hannah Lee here, I’d like to move my daughter’s vaccination from Monday to later in the week if possible.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-10',
    'Buongiorno, è pronto il certificato di malattia per mio marito? Il datore di lavoro lo chiede entro domani.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't9-11',
    'Buongiorno, la chiamo dallo studio del dottor Neri, il cardiologo, per una paziente in comune, la signora Landi: può richiamarci per l’ecocardiogramma?',
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't9-12',
    'Salve, volevo sapere se la seduta di ieri la posso scaricare nel 730, mi serve una fattura col codice fiscale.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('t9-13', 'Hi, I paid a deposit for the whitening and then cancelled, when will I get it back?', [
    'billing',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't9-14',
    'Salve, sono Ugo, devo rinnovare la patente, fate anche i certificati per la patente e quanto costa?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't9-15',
    'Salve, vi chiamo dalla Vodafone Business per la nuova offerta fibra e mobile pensata per gli studi medici.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't9-16',
    'Hello, this is Lisa from Medical Supplies Direct, we’re running a promotion on gloves and masks this month.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't9-17',
    'Buongiorno, sono Franco dell’associazione Amici del Cuore, stiamo raccogliendo fondi per la ricerca, posso lasciarle il nostro IBAN per una donazione?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't9-18',
    'Hello, I’m calling about my dad, Peter Jones, he’s 84 and he’s been really confused since this morning and his speech is a bit off.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't9-19',
    'Buongiorno, sono Rita, mi esce sangue dal naso da mezz’ora e non si ferma, prendo la cardioaspirina.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t9-20', 'buonasera so antonio tengo nu dulore o pietto ca nun me passa e sudo', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't9-21',
    'Salve sono Chiara, il mio bimbo di quattro mesi ha vomitato tutte le poppate di oggi e fa pochissima pipì.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't9-22',
    'Buongiorno, mia figlia di quindici anni ha un mal di pancia fortissimo in basso a destra da stamattina e ha vomitato.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't9-23',
    'Buongiorno, mio marito è diabetico e ha una ferita al piede che non guarisce, è diventata nera ai bordi.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't9-24',
    'Buongiorno, sono un vostro paziente, volevo lamentarmi perché ieri ho aspettato un’ora in sala d’attesa, vorrei parlare con il titolare.',
    ['other', 'normal', 'call_back'],
  ),
  call('t9-25', 'Oh scusate, cercavo lo studio del dottor Ricci, il pediatra, ho sbagliato.', [
    'other',
    'low',
    'no_action',
  ]),
];
