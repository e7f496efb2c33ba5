import { describe, expect, it } from 'vitest';
import {
  dialEndedTwiml,
  incomingCallTwiml,
  keyPressedTwiml,
  NO_RECORDING_DIGIT,
  type VoiceTexts,
} from './twiml';
import { queryOf, readTwiml, type TwimlVerb } from './twiml-reader';

/**
 * What a caller hears and what is recorded (GDPR art. 13; docs/decisions/026): the clinic named,
 * the notice before anything is recorded, a key for no recording where the conversation would be
 * recorded, and no recording at all when the clinic has it off.
 */
const base = 'https://studio.example/api/v1/telephony';
const texts: VoiceTexts = {
  locale: 'it',
  greeting: 'Ha chiamato Studio Rossi.',
  recorded:
    'La chiamata sarà registrata, trascritta e analizzata automaticamente. Prema 1 per non registrare.',
  notRecorded: 'La chiamata non sarà registrata.',
  voicemail: 'Lasci un messaggio: sarà registrato, trascritto e analizzato.',
  callBack: 'La richiameremo.',
};
const number = '+390294750001';
const call = (recordConversations: boolean, forwardTo: string | null = '+393339998877') => ({
  number,
  forwardTo,
  recordConversations,
});
const names = (verbs: TwimlVerb[]) => verbs.map((verb) => verb.name);
const find = (verbs: TwimlVerb[], name: string) => verbs.find((verb) => verb.name === name)!;
const said = (verbs: TwimlVerb[]): string =>
  verbs
    .flatMap((verb) => (verb.name === 'Say' ? [verb.text] : [said(verb.children)]))
    .filter(Boolean)
    .join(' ');

describe('the answer to a call', () => {
  it('with recording on, names the clinic and gives the notice while a key can refuse, then rings recorded', () => {
    const verbs = readTwiml(incomingCallTwiml(base, call(true), texts));
    expect(names(verbs)).toEqual(['Gather', 'Dial']);
    const gather = find(verbs, 'Gather');
    expect(gather.attributes).toMatchObject({ input: 'dtmf', numDigits: '1' });
    expect(queryOf(gather.attributes.action)).toEqual({ number });
    expect(gather.attributes.action).toMatch(/\/gather\?/);
    expect(said([gather])).toBe(`${texts.greeting} ${texts.recorded}`);
    const dial = find(verbs, 'Dial');
    expect(dial.attributes.record).toBe('record-from-answer-dual');
    expect(queryOf(dial.attributes.recordingStatusCallback)).toEqual({ number, kind: 'recording' });
  });

  it('with the key pressed, says so and rings unrecorded; unanswered, promises a call-back instead of a voicemail', () => {
    const verbs = readTwiml(keyPressedTwiml(base, call(true), NO_RECORDING_DIGIT, texts));
    expect(names(verbs)).toEqual(['Say', 'Dial']);
    expect(said(verbs)).toBe(texts.notRecorded);
    const dial = find(verbs, 'Dial');
    expect(dial.attributes.record).toBeUndefined();
    expect(dial.attributes.recordingStatusCallback).toBeUndefined();
    const query = queryOf(dial.attributes.action);
    expect(query).toEqual({ number, recording: 'off' });
    const ended = readTwiml(dialEndedTwiml(base, number, { DialCallStatus: 'no-answer' }, query, texts));
    expect(names(ended)).toEqual(['Say', 'Hangup']);
    expect(said(ended)).toBe(texts.callBack);
  });

  it('with another key, goes on recorded as if none was pressed', () => {
    const verbs = readTwiml(keyPressedTwiml(base, call(true), '5', texts));
    expect(names(verbs)).toEqual(['Dial']);
    expect(find(verbs, 'Dial').attributes.record).toBe('record-from-answer-dual');
  });

  it('with recording off, says the call is not recorded, offers no key, and rings unrecorded', () => {
    const verbs = readTwiml(incomingCallTwiml(base, call(false), texts));
    expect(names(verbs)).toEqual(['Say', 'Dial']);
    expect(said(verbs)).toBe(`${texts.greeting} ${texts.notRecorded}`);
    const dial = find(verbs, 'Dial');
    expect(dial.attributes.record).toBeUndefined();
    // Unanswered, the caller may leave a message: the invitation says it is recorded and analysed.
    const ended = readTwiml(
      dialEndedTwiml(base, number, { DialCallStatus: 'no-answer' }, queryOf(dial.attributes.action), texts),
    );
    expect(names(ended)).toEqual(['Say', 'Record']);
    expect(said(ended)).toBe(texts.voicemail);
    expect(queryOf(find(ended, 'Record').attributes.recordingStatusCallback)).toEqual({
      number,
      kind: 'voicemail',
    });
  });

  it('without a phone to ring, names the clinic and takes a message after saying what becomes of it', () => {
    for (const recording of [true, false]) {
      const verbs = readTwiml(incomingCallTwiml(base, call(recording, null), texts));
      expect(names(verbs)).toEqual(['Say', 'Say', 'Record']);
      expect(said(verbs)).toBe(`${texts.greeting} ${texts.voicemail}`);
    }
  });

  it('hangs up after a conversation or a message', () => {
    expect(
      names(readTwiml(dialEndedTwiml(base, number, { DialCallStatus: 'completed' }, { number }, texts))),
    ).toEqual(['Hangup']);
    expect(names(readTwiml(dialEndedTwiml(base, number, {}, { number, step: 'voicemail' }, texts)))).toEqual([
      'Hangup',
    ]);
  });
});
