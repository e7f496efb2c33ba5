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
  /** The regulatory bundle and address the fake account has approved. */
  bundleSid: string;
  addressSid: string;
  /** The numbers for sale (AvailablePhoneNumbers/IT/Local), E.164. */
  available: string[];
  /** Numbers bought (IncomingPhoneNumbers), by SID, as posted. */
  owned: Map<string, URLSearchParams>;
  /** Messages sent through the REST API, as posted. */
  messages: URLSearchParams[];
  /** A recording the fake holds, with its RecordingUrl as Twilio gives it (the account's API). */
  addRecording(): { sid: string; url: string };
  close(): Promise<void>;
}

/**
 * Twilio's REST API as far as we use it: recordings served as .wav and deleted, calls and messages created,
 * everything behind the account's basic authentication (401 otherwise).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = 'AC' + randomBytes(16).toString('hex');
  const authToken = randomBytes(16).toString('hex');
  const recordings = new Set<string>();
  const calls: URLSearchParams[] = [];
  const bundleSid = 'BU' + randomBytes(16).toString('hex');
  const addressSid = 'AD' + randomBytes(16).toString('hex');
  const available = ['+390287654321', '+390212345678', '+390612345678', '+393331234567'];
  const owned = new Map<string, URLSearchParams>();
  /** Twilio's error answer. */
  const fail = (res: http.ServerResponse, status: number, code: number, message: string) =>
    void res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code, message, status }));
  const messages: URLSearchParams[] = [];
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
      const url = new URL(path, 'http://fake');
      if (req.method === 'GET' && url.pathname === `${account}/AvailablePhoneNumbers/IT/Local.json`) {
        // Like Twilio, 'Contains' matches anywhere in the number.
        const contains = url.searchParams.get('Contains') ?? '';
        const found = available.filter((n) => n.includes(contains));
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ available_phone_numbers: found.map((phone_number) => ({ phone_number })) }));
      }
      if (req.method === 'POST' && path === `${account}/IncomingPhoneNumbers.json`) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const number = form.get('PhoneNumber') ?? '';
        if (form.get('BundleSid') !== bundleSid) return fail(res, 400, 21649, 'Bundle required');
        if (form.get('AddressSid') !== addressSid) {
          return fail(res, 400, 21651, 'Address not contained in bundle');
        }
        if (!available.includes(number)) return fail(res, 400, 21422, 'PhoneNumber is not available');
        available.splice(available.indexOf(number), 1);
        const sid = 'PN' + randomBytes(16).toString('hex');
        owned.set(sid, form);
        return void res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ sid, phone_number: number }));
      }
      const release = path.match(new RegExp(`^${account}/IncomingPhoneNumbers/(PN[0-9a-f]{32})\\.json$`));
      if (req.method === 'DELETE' && release) {
        return void res.writeHead(owned.delete(release[1]!) ? 204 : 404).end();
      }
      if (req.method === 'POST' && path === `${account}/Messages.json`) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        // Twilio refuses a message without a recipient or a body (21604, 21602).
        if (!form.get('To') || !form.get('From') || !form.get('Body')) {
          return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":21604}');
        }
        messages.push(form);
        const sid = 'SM' + randomBytes(16).toString('hex');
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
    bundleSid,
    addressSid,
    available,
    owned,
    messages,
    addRecording() {
      const sid = 'RE' + randomBytes(16).toString('hex');
      recordings.add(sid);
      return { sid, url: `${url}${account}/Recordings/${sid}` };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
