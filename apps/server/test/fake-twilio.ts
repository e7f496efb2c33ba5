import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const AUDIO = new URL('../src/providers/telephony/assets/voicemail-it.wav', import.meta.url);

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** Calls placed through the REST API, as posted. */
  calls: URLSearchParams[];
  /** A recording the fake holds, with its RecordingUrl as Twilio gives it (the account's API). */
  addRecording(): { sid: string; url: string };
  close(): Promise<void>;
}

/**
 * Twilio's REST API as far as we use it: recordings served as .wav and deleted, calls created,
 * everything behind the account's basic authentication (401 otherwise).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = 'AC' + randomBytes(16).toString('hex');
  const authToken = randomBytes(16).toString('hex');
  const recordings = new Set<string>();
  const calls: URLSearchParams[] = [];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const audio = await readFile(AUDIO);
  const account = `/2010-04-01/Accounts/${accountSid}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003}');
        return;
      }
      const path = req.url ?? '';
      const recording = path.match(new RegExp(`^${account}/Recordings/(RE[0-9a-f]{32})\\.wav$`));
      if (req.method === 'GET' && recording) {
        if (!recordings.has(recording[1]!)) return void res.writeHead(404).end();
        return void res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(audio);
      }
      const deletion = path.match(new RegExp(`^${account}/Recordings/(RE[0-9a-f]{32})\\.json$`));
      if (req.method === 'DELETE' && deletion) {
        const existed = recordings.delete(deletion[1]!);
        return void res.writeHead(existed ? 204 : 404).end();
      }
      if (req.method === 'POST' && path === `${account}/Calls.json`) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        if (!form.get('To') || !form.get('From') || !form.get('Url')) {
          return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":21201}');
        }
        calls.push(form);
        const sid = 'CA' + randomBytes(16).toString('hex');
        return void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid }));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    accountSid,
    authToken,
    calls,
    addRecording() {
      const sid = 'RE' + randomBytes(16).toString('hex');
      recordings.add(sid);
      return { sid, url: `${url}${account}/Recordings/${sid}` };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
