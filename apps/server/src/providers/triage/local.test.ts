import { CallTriage, type Locale } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { accuracy, triageAll } from './accuracy';
import { corpusSet, readCalls, trainingRounds, triageInput } from './corpus';
import { localTriage, triageLocally } from './local';
import { cues, find, negatable, prepare } from './local-match';
import type { TriageInput } from './port';

const TUNING_CALLS = trainingRounds().flatMap((round) => round.calls);
const HELD_OUT_CALLS = readCalls(corpusSet('held-out'));
/** Every labelled call but the blind sets': the tuning rounds and the held-out set. */
const LABELLED_CALLS = [...TUNING_CALLS, ...HELD_OUT_CALLS];

const triage = (transcript: string, more?: Partial<TriageInput>) =>
  triageLocally(triageInput(transcript, more));
const verdict = (transcript: string, more?: Partial<TriageInput>) => {
  const r = triage(transcript, more);
  return `${r.category} ${r.priority} ${r.suggestedAction}`;
};

describe('cue matching', () => {
  const hit = (text: string, pattern: string, negated = false) =>
    find(prepare(text), (negated ? negatable : cues)(1, pattern)[0]!)?.text ?? null;

  it('ignores case and accents, reads stems and short gaps, and quotes the caller’s words', () => {
    expect(hit('Vorrei PRENOTARE una visita', 'prenot*')).toBe('PRENOTARE');
    expect(hit('ha un dolore forte al petto', 'dolor* … petto')).toBe('dolore forte al petto');
    expect(hit('Ci vediamo martedì', 'martedi')).toBe('martedì');
    expect(hit('the bookkeeping', 'book')).toBeNull();
  });

  it('drops a negatable cue after a negation in the same sentence only', () => {
    expect(hit('Non è urgente, grazie', 'urgent*', true)).toBeNull();
    expect(hit('Nothing urgent at all', 'urgent*', true)).toBeNull();
    expect(hit('Non so cosa fare. È urgente!', 'urgent*', true)).toBe('urgente');
    expect(hit('non ho la febbre ma la tosse', 'febbre', true)).toBeNull();
  });

  it('keeps a word out after the words it must not follow, and before those it must not precede', () => {
    expect(hit('ho subito un intervento', '!ho subito')).toBeNull();
    expect(hit('mi richiami subito', '!ho subito')).toBe('subito');
    expect(hit('parla male di me', 'parla male !di')).toBeNull();
    expect(hit('parla male, aiuto', 'parla male !di')).toBe('parla male');
    expect(hit("ho l'impegnativa", '!ho_l impegnativ*')).toBeNull();
    expect(hit("mi serve l'impegnativa", '!ho_l impegnativ*')).toBe('impegnativa');
  });

  it('reads either word of an alternative', () => {
    expect(hit('ha le labbra gonfie', 'labbra|lingua … gonfi*')).toBe('labbra gonfie');
    expect(hit('la lingua un po gonfia', 'labbra|lingua … gonfi*')).toBe('lingua un po gonfia');
    expect(hit('la gola gonfia', 'labbra|lingua … gonfi*')).toBeNull();
  });

  it('reads the words as speech-to-text writes them and callers say them', () => {
    // a consonant single or doubled, in long enough words only
    expect(hit('il dotore', 'dottore')).toBe('dotore');
    expect(hit('mi serve subbito', 'subito')).toBe('subbito');
    expect(hit('la nota', 'notte')).toBeNull();
    // a compound split after its prefix
    expect(hit('una seduta di fisio terapia', 'fisioterapi*')).toBe('fisio terapia');
    expect(hit("l'elettro-cardiogramma", 'elettrocardiogramma')).toBe('elettro-cardiogramma');
    // an infinitive cut short, and the Roman "nun"
    expect(hit("er dottore me po' vede'?", 'me|mi po|puo vedere')).toBe("me po' vede");
    expect(hit('quando posso passà', 'passare')).toBe('passà');
    expect(hit('nun ce la faccio', 'non ce la faccio')).toBe('nun ce la faccio');
    expect(hit('nun è urgente', 'urgent*', true)).toBeNull();
  });
});

describe('local triage rules', () => {
  it('puts a clinical emergency first, whatever else the caller asks', () => {
    expect(verdict('Vorrei un appuntamento oggi, mio marito ha un forte dolore al petto e suda freddo')).toBe(
      'urgent_clinical high call_back',
    );
    expect(verdict('My mother has chest pain and can’t breathe, please call')).toBe(
      'urgent_clinical high call_back',
    );
  });

  it('finds red flags said without the textbook words, in either language', () => {
    for (const emergency of [
      'mio marito parla strano e ha la bocca un po storta',
      'mia madre sente un peso sul petto e ha il sudore freddo',
      'respira male e ha le labbra viola',
      'dopo la pastiglia gli si sono gonfiate le labbra',
      'penso di farla finita',
      'il sangue non si ferma',
      'his speech is slurred and his arm feels numb',
      'she collapsed and won’t wake up',
    ]) {
      expect(verdict(emergency)).toBe('urgent_clinical high call_back');
    }
  });

  it('knows the red flags of pregnancy, the gut, the eye, asthma and a child’s poisoning, even played down', () => {
    for (const emergency of [
      'sono alla trentaquattresima settimana, niente di urgente, ma il bambino si muove molto meno',
      'sono incinta e ho delle perdite di sangue, niente di che',
      'ha vomitato sangue stamattina e le feci sono nere',
      'all’improvviso un dolore fortissimo al testicolo',
      'da un’ora non vedo più niente da un occhio, come una tenda nera',
      'ha la crisi d’asma, il ventolin non la fa migliorare',
      'la bambina ha preso le pastiglie del nonno',
      'my baby is moving much less today',
    ]) {
      expect([emergency, verdict(emergency)]).toEqual([emergency, 'urgent_clinical high call_back']);
    }
    // the same words without the danger
    expect(verdict('Il bambino si muove tanto, vorrei prenotare la visita dei sei mesi')).not.toMatch(
      /^urgent_clinical /,
    );
  });

  it('reads a visit cancelled because the patient is in hospital as the cancellation it is', () => {
    expect(
      verdict('Devo disdire la visita di giovedì, mio padre ha avuto un infarto, è ricoverato ed è stabile'),
    ).toBe('cancellation_or_change normal whatsapp_reply');
    // without the hospital, the same words are an emergency
    expect(verdict('Devo disdire la visita di giovedì, mio padre ha un infarto')).toBe(
      'urgent_clinical high call_back',
    );
  });

  it('answers in writing a request it cannot name when the caller asks for a message', () => {
    const r = triage('Sono del laboratorio, la protesi è pronta, la porto domani? Mandatemi un messaggio');
    expect([r.category, r.suggestedAction]).toEqual(['other', 'whatsapp_reply']);
    expect(r.draftReply).toMatch(/^Buongiorno, abbiamo ricevuto il suo messaggio/);
  });

  it('makes a deadline of today or tomorrow, or a pharmacist with the patient waiting, high priority', () => {
    expect(verdict('Avvocato, domani scade il termine per il ricorso, mi richiami')).toMatch(
      / high call_back$/,
    );
    expect(verdict('Sono la farmacia, la ricetta ha un errore e il paziente aspetta al banco')).toMatch(
      / high call_back$/,
    );
  });

  it('hears a request to be called back in dialect', () => {
    expect(verdict('Vorrei prenotare una visita col dottore, chiamateme vuje')).toBe(
      'appointment_booking normal call_back',
    );
    expect(verdict('Volevo prenotar na visita, ciamème al tre quattro sette')).toBe(
      'appointment_booking normal call_back',
    );
  });

  it('weighs a symptom with the patient and the way it began, and the caller’s reassurance', () => {
    // a fever is routine; in a baby of six weeks, or with "niente di grave" said, it is not or is
    expect(verdict('Mia figlia ha la febbre, vorrei prenotare una visita')).toMatch(/^appointment_booking /);
    expect(verdict('Mia figlia di sei settimane ha la febbre, niente di grave')).toMatch(/^urgent_clinical /);
    expect(verdict('Mia madre è caduta in casa')).not.toMatch(/^urgent_clinical /);
    expect(verdict('Mia madre è caduta in casa, prende il cumadin')).toMatch(/^urgent_clinical /);
    expect(verdict('Mia madre ha 85 anni, vorrei prenotare il controllo annuale')).toMatch(
      /^appointment_booking normal /,
    );
    expect(verdict('Ho la gola gonfia, niente di grave, vorrei una visita')).toMatch(
      /^appointment_booking normal /,
    );
  });

  it('books a patient who asks to be seen for a symptom, sooner when it is severe', () => {
    expect(verdict('ho un dente che mi fa male da tre giorni potete vedermi')).toBe(
      'appointment_booking normal whatsapp_reply',
    );
    expect(verdict('ho un mal di schiena fortissimo, mi può ricevere oggi?')).toBe(
      'appointment_booking high call_back',
    );
    expect(verdict('Vorrei una consulenza con il commercialista')).toMatch(/^appointment_booking /);
    expect(verdict('non riusciamo a venire alla visita, siamo ammalati')).toMatch(/^cancellation_or_change /);
  });

  it('leaves a personal call or another business’s booking alone', () => {
    expect(verdict('Ciao amore, stasera a cena da mia madre')).toBe('other low no_action');
    expect(verdict('Pronto è la Hertz? Vorrei confermare la prenotazione')).toBe('other low no_action');
    expect(verdict('Vorrei prenotare un tavolo per due')).toBe('other low no_action');
    expect(verdict('Vorrei prenotare una visita dal dentista, ciao')).toMatch(/^appointment_booking /);
  });

  it('reads a sales pitch as one whatever request it mentions, and what to bring as a question', () => {
    expect(verdict('Passi al nuovo fornitore e risparmi sulla bolletta, disdire il contratto è gratis')).toBe(
      'spam low no_action',
    );
    expect(verdict('Accettate nuovi pazienti?')).toBe('information low whatsapp_reply');
    expect(verdict('Quali documenti devo portare per il 730?')).toMatch(/^information /);
    expect(verdict('Mi serve la ricevuta del pagamento per il 730')).toMatch(/^billing /);
  });

  it('does not read routine words as symptoms', () => {
    expect(verdict('Volevo sapere se sono pronti gli esami del sangue')).toBe(
      'prescription_or_results normal whatsapp_reply',
    );
    expect(verdict('Vorrei prenotare una visita, non ho febbre ma tossisco da giorni')).toMatch(
      /^appointment_booking /,
    );
  });

  it('raises the priority when the caller says it cannot wait, and not when they say it can', () => {
    expect(verdict('Mi serve urgentemente la ricetta dell’insulina')).toBe(
      'prescription_or_results high call_back',
    );
    expect(verdict('Non è urgente, mi servirebbe la ricetta del collirio')).toBe(
      'prescription_or_results normal whatsapp_reply',
    );
    expect(triage('Niente di urgente, vorrei prenotare un controllo').reason).toContain('non è urgente');
    expect(verdict('Ho subito un intervento il mese scorso, volevo il referto')).toMatch(/ normal /);
  });

  it('reads a cancellation that asks for a new date as a change, and a price question as information', () => {
    expect(verdict('Devo disdire la visita di lunedì e prenotarne un’altra')).toMatch(
      /^cancellation_or_change /,
    );
    expect(verdict('Quanto costa una prima visita?')).toBe('information low whatsapp_reply');
  });

  it('ignores sales calls even when they ask to be called back', () => {
    expect(verdict('Le proponiamo un’offerta su luce e gas, mi richiami')).toBe('spam low no_action');
  });

  it('asks to call back an empty, unclear or bare call-me-back message, and ignores a wrong number', () => {
    for (const empty of ['', '   ', 'ehm... pronto? ... grazie']) {
      const r = triage(empty);
      expect(verdict(empty)).toBe('other normal call_back');
      expect(r.summary).toBe('Il messaggio è vuoto o incomprensibile.');
    }
    expect(triage('Sono Paolo, richiamatemi per favore').summary).toBe(
      'Paolo chiede di essere richiamato senza dirne il motivo.',
    );
    expect(verdict('Scusi, ho sbagliato numero')).toBe('other low no_action');
  });

  it('needs nothing more after an answered call the staff settled, unless the staff promised something', () => {
    const settled = 'Buongiorno, vorrei prenotare una visita. — Va bene giovedì alle 15? — Perfetto, grazie.';
    expect(verdict(settled, { outcome: 'answered' })).toBe('appointment_booking normal no_action');
    const pending = 'Volevo sapere se è pronto il referto. — Controllo e le faccio sapere.';
    expect(verdict(pending, { outcome: 'answered' })).toMatch(/ whatsapp_reply$/);
    expect(verdict('Mio figlio è svenuto. — Chiami il 118.', { outcome: 'answered' })).toMatch(/ call_back$/);
  });
});

describe('local triage texts', () => {
  it('writes the summary, reason and reply in the organization’s language, whatever the caller spoke', () => {
    const transcript = 'Buongiorno, sono Anna Greco, devo disdire l’appuntamento di domani alle 10. Grazie.';
    const italian = triage(transcript, { locale: 'it' });
    expect(italian.summary).toBe('Anna Greco vuole disdire un appuntamento e indica domani alle 10.');
    expect(italian.reason).toBe(
      'Riconosciuta come disdetta o cambio di appuntamento da: «disdire». ' +
        'Nessun segno di urgenza: priorità normale. Basta una risposta su WhatsApp.',
    );
    const english = triage(transcript, { locale: 'en' });
    expect(english.summary).toBe('Anna Greco wants to cancel an appointment, mentioning tomorrow at 10:00.');
    expect(english.reason).toMatch(/^Read as a cancellation or change of appointment because of: "disdire"/);
    expect(english.draftReply).toMatch(/^Dear Anna Greco, we have received your request to cancel/);

    const fromEnglish = triage('Hi, this is Tom, I need to reschedule Thursday at 3pm', { locale: 'it' });
    expect(fromEnglish.summary).toBe('Tom vuole spostare un appuntamento e indica giovedì alle 15.');
  });

  it('addresses the reply to the caller and signs it with the organization', () => {
    const booking = 'Salve, sono Mario Rossi, vorrei prenotare una visita martedì.';
    expect(triage(booking).draftReply).toBe(
      'Gentile Mario Rossi, abbiamo ricevuto il suo messaggio per prenotare un appuntamento (martedì): ' +
        'la ricontatteremo al più presto per fissare data e ora.\nStudio Bianchi',
    );
    // the name the practice knows the number by wins over the one heard
    expect(triage(booking, { callerName: 'Mario Rossi Jr.' }).draftReply).toMatch(
      /^Gentile Mario Rossi Jr\.,/,
    );
    const anonymous = triage('Vorrei la fattura della visita di ieri', {
      organizationName: 'Studio Legale Neri',
    });
    expect(anonymous.draftReply).toMatch(/^Buongiorno, abbiamo ricevuto .*\nStudio Legale Neri$/s);
    expect(triage('Mio padre ha un dolore al petto').draftReply).toBeNull();
  });

  it('answers the contract’s schema for every labelled call in both languages', async () => {
    for (const locale of ['it', 'en'] as Locale[]) {
      for (const c of LABELLED_CALLS) {
        const input = { ...c, locale, organizationName: 'Studio Bianchi' };
        const result = await localTriage().triage(input);
        expect(CallTriage.parse(result)).toEqual(result);
        expect(result.draftReply !== null).toBe(result.suggestedAction === 'whatsapp_reply');
      }
    }
    // some 1,400 triages: seconds alone, more on a machine shared with other work
  }, 90_000);
});

describe('local triage on the labelled calls', () => {
  const measure = async (calls: typeof LABELLED_CALLS) =>
    accuracy(await triageAll(localTriage(), calls, { locale: 'it', organizationName: 'Studio Bianchi' }));

  it('gets at least 95% of the categories right overall, and 70% of the held-out calls', async () => {
    expect((await measure(LABELLED_CALLS)).category).toBeGreaterThanOrEqual(0.95);
    // Calls no rule was written for (56% when they were added, 75% after the red flags and the
    // third and fourth rounds, 100% after the families of round 6, whose rules its misses helped
    // to find): a floor against regressions.
    expect((await measure(HELD_OUT_CALLS)).category).toBeGreaterThanOrEqual(0.7);
    // About 800 calls at a few milliseconds each: seconds on a quiet machine, far more on a busy one.
  }, 90_000);

  it('makes every clinical emergency of the tuning calls high priority, to be called back', async () => {
    const urgent = TUNING_CALLS.filter((c) => c.expected.category === 'urgent_clinical');
    expect(urgent.length).toBeGreaterThanOrEqual(30);
    const results = await triageAll(localTriage(), urgent, {
      locale: 'it',
      organizationName: 'Studio Bianchi',
    });
    for (const { call, got } of results) {
      expect([call.id, got.priority, got.suggestedAction]).toEqual([call.id, 'high', 'call_back']);
    }
  });
});
