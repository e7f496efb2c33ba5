import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARACTERS_PER_SECOND, localTranscription, sentences } from './local';
import { selectTranscription } from './select';
import { wavDurationSeconds } from './wav';

const voicemail = new Uint8Array(
  readFileSync(new URL('../telephony/assets/voicemail-it.wav', import.meta.url)),
);

/** A PCM WAV header (and silence) for `seconds` at 8 kHz mono 16-bit, with a LIST chunk before data. */
function wav(seconds: number, dataSize?: number): Uint8Array {
  const samples = Math.round(seconds * 8000);
  const bytes = new Uint8Array(12 + 24 + 12 + 8 + samples * 2);
  const view = new DataView(bytes.buffer);
  const write = (at: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true); // sample rate
  view.setUint32(28, 16000, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  write(36, 'LIST');
  view.setUint32(40, 4, true);
  write(44, 'INFO');
  write(48, 'data');
  view.setUint32(52, dataSize ?? samples * 2, true);
  return bytes;
}

describe('local transcription', () => {
  const port = localTranscription();

  it('replays a scripted call sentence by sentence, spread over the recording', async () => {
    const transcript = await port.transcribe({
      audio: wav(10),
      contentType: 'audio/wav',
      language: 'it',
      scriptedTranscript: 'Salve. Ho la febbre alta da ieri sera!\nPosso venire oggi?',
    });
    expect(transcript).toEqual({
      text: 'Salve. Ho la febbre alta da ieri sera! Posso venire oggi?',
      confidence: 1,
      language: 'it',
      // 6 + 31 + 18 = 55 characters over 10 s: ends at 6/55 (1.09 s), 37/55 (6.73 s) and 55/55.
      segments: [
        { startSeconds: 0, endSeconds: 1.09, text: 'Salve.', confidence: 1, flagged: false },
        {
          startSeconds: 1.09,
          endSeconds: 6.73,
          text: 'Ho la febbre alta da ieri sera!',
          confidence: 1,
          flagged: false,
        },
        { startSeconds: 6.73, endSeconds: 10, text: 'Posso venire oggi?', confidence: 1, flagged: false },
      ],
    });
  });

  it('estimates the length from the text when the audio is not a WAV it can read', async () => {
    const script = 'Vorrei spostare la visita di giovedì.';
    const transcript = await port.transcribe({
      audio: new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
      contentType: 'audio/mpeg',
      language: 'it',
      scriptedTranscript: script,
    });
    const end = transcript!.segments.at(-1)!.endSeconds;
    expect(end).toBeCloseTo(script.length / CHARACTERS_PER_SECOND, 2);
  });

  it('answers null without a script: a real recording is "not configured" here', async () => {
    for (const scriptedTranscript of [null, '', '  \n ']) {
      const input = { audio: voicemail, contentType: 'audio/wav', language: 'it', scriptedTranscript };
      expect(await port.transcribe(input)).toBeNull();
    }
  });

  it('is what selectTranscription gives without TRANSCRIPTION_URL', () => {
    expect(selectTranscription({ transcription: undefined }).kind).toBe('local');
    const transcription = {
      url: 'http://127.0.0.1:9',
      apiKey: undefined,
      model: 'whisper-1',
      language: 'it',
    };
    expect(selectTranscription({ transcription }).kind).toBe('openai');
  });
});

describe('sentences', () => {
  it('splits after . ! ? … and at line breaks (naively: "dott." ends one too)', () => {
    expect(sentences('Buongiorno dott. Rossi... sono io! Va bene?  Sì…\n\nGrazie')).toEqual([
      'Buongiorno dott.',
      'Rossi...',
      'sono io!',
      'Va bene?',
      'Sì…',
      'Grazie',
    ]);
  });
});

describe('wavDurationSeconds', () => {
  it('reads the length of the bundled voicemail: 3 to 6 seconds of 8 kHz mono 16-bit', () => {
    expect(voicemail.length).toBeLessThan(100_000);
    const seconds = wavDurationSeconds(voicemail)!;
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(6);
    expect(seconds).toBeCloseTo((voicemail.length - 44) / 16000, 3);
  });

  it('walks past other chunks, and counts what is there when the data size is unknown', () => {
    expect(wavDurationSeconds(wav(2.5))).toBe(2.5);
    expect(wavDurationSeconds(wav(1.5, 0xffffffff))).toBe(1.5);
    expect(wavDurationSeconds(wav(1.5, 0))).toBe(1.5);
  });

  it('answers null for what is not a WAV', () => {
    expect(wavDurationSeconds(new TextEncoder().encode('ID3 not a wave file'))).toBeNull();
    expect(wavDurationSeconds(wav(1).subarray(0, 30))).toBeNull();
  });
});
