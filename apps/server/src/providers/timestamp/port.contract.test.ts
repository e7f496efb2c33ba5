import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDS } from '../../signing/cms';
import { createInstallationP12, sealKeyFromP12 } from '../../signing/keys';
import { checkSignedData } from '../../signing/verify';
import { httpTimestampAuthority } from './http';
import { LOCAL_TIMESTAMP_POLICY, localTimestampAuthority, type LocalTimestampAuthority } from './local';
import { TimestampError, type TimestampPort } from './port';
import { readTimestampToken, timestampRequest } from './rfc3161';

/**
 * The timestamp port's contract, run against the installation's own authority and against the
 * HTTP adapter talking to a small RFC 3161 server (the same authority behind HTTP, Basic
 * authentication as the Italian TSAs ask). openssl's `ts` command checks the tokens.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-tsa-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const openssl = (...args: string[]) => execFileSync('openssl', args, { encoding: 'utf8', stdio: 'pipe' });
const write = (name: string, data: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
};

const NOW = new Date('2026-11-29T08:15:42Z');
const installationKey = sealKeyFromP12(createInstallationP12('studio.example'), null, 'installation');
const authority: LocalTimestampAuthority = localTimestampAuthority({
  installation: 'studio.example',
  installationKey: async () => installationKey,
  now: () => NOW,
});
let authorityPem: string;

let server: Server;
let url: string;
/** What the server answers instead of the authority, when a test sets it. */
let misbehave: ((body: Buffer) => { status: number; body: Buffer }) | null = null;
beforeAll(async () => {
  authorityPem = write('tsa.pem', forge.pki.certificateToPem(await authority.certificate()));
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const expected = `Basic ${Buffer.from('studio:s3gr3to').toString('base64')}`;
        if (request.headers.authorization !== expected) return response.writeHead(401).end();
        if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query')
          return response.writeHead(415).end();
        const body = Buffer.concat(chunks);
        const answer = misbehave?.(body) ?? { status: 200, body: await authority.respond(body) };
        response.writeHead(answer.status, { 'content-type': 'application/timestamp-reply' }).end(answer.body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://studio:s3gr3to@127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

const digestOf = (text: string) => createHash('sha256').update(text).digest();

describe.each([
  ['local', () => authority],
  ['http', () => httpTimestampAuthority({ url })],
] as [string, () => TimestampPort][])('the %s time-stamping authority', (kind, make) => {
  it('answers a token over the digest that openssl verifies against the authority', async () => {
    const port = make();
    expect(port.kind).toBe(kind);
    const digest = digestOf(`signature value ${kind}`);
    const token = await port.timestamp(digest);

    const { info, signedData, content } = readTimestampToken(token);
    expect(info).toMatchObject({ policy: LOCAL_TIMESTAMP_POLICY, hashAlgorithm: OIDS.sha256, time: NOW });
    expect(info.digest.equals(digest)).toBe(true);
    if (kind === 'http') expect(info.nonce).toBeTypeOf('bigint');
    const checked = checkSignedData(signedData, content, { contentType: OIDS.tstInfo, pades: false });
    expect(checked.valid).toBe(true);

    const file = write(`${kind}.tst`, token);
    const printed = openssl('ts', '-reply', '-in', file, '-token_in', '-text');
    expect(printed).toContain(`Policy OID: ${LOCAL_TIMESTAMP_POLICY}`);
    expect(printed).toContain('Hash Algorithm: sha256');
    expect(printed).toContain('Time stamp: Nov 29 08:15:42 2026 GMT');
    expect(printed).toContain('TSA: unspecified');
    const hex = digest.toString('hex');
    expect(
      openssl('ts', '-verify', '-digest', hex, '-token_in', '-in', file, '-CAfile', authorityPem),
    ).toContain('Verification: OK');
    // Over another digest it does not verify.
    expect(() =>
      openssl(
        'ts',
        '-verify',
        '-digest',
        digestOf('else').toString('hex'),
        '-token_in',
        '-in',
        file,
        '-CAfile',
        authorityPem,
      ),
    ).toThrow(/message imprint mismatch/);
  });
});

describe('the local authority behind HTTP (RFC 3161 §3.4)', () => {
  it("answers openssl's own query with a response openssl verifies, and refuses what is not one", async () => {
    const data = write('data.bin', 'the signature value');
    const query = write('query.tsq', '');
    openssl('ts', '-query', '-data', data, '-sha256', '-cert', '-out', query);
    const response = write('reply.tsr', await authority.respond(fs.readFileSync(query)));
    expect(openssl('ts', '-reply', '-in', response, '-text')).toContain('Status: Granted.');
    expect(openssl('ts', '-verify', '-queryfile', query, '-in', response, '-CAfile', authorityPem)).toContain(
      'Verification: OK',
    );

    const sha1 = write('sha1.tsq', '');
    openssl('ts', '-query', '-data', data, '-sha1', '-out', sha1);
    const refused = write('refused.tsr', await authority.respond(fs.readFileSync(sha1)));
    const text = openssl('ts', '-reply', '-in', refused, '-text');
    expect(text).toContain('Status: Rejected.');
    expect(text).toContain('unrecognized or unsupported algorithm identifier');
    const garbage = write('garbage.tsr', await authority.respond(Buffer.from('not a request')));
    expect(openssl('ts', '-reply', '-in', garbage, '-text')).toContain(
      'the data submitted has the wrong format',
    );
  });

  it('the http adapter refuses a refusal, an HTTP error, a token for another digest, no credentials', async () => {
    const port = httpTimestampAuthority({ url });
    const digest = digestOf('x');
    try {
      misbehave = () => ({ status: 503, body: Buffer.alloc(0) });
      await expect(port.timestamp(digest)).rejects.toThrow(/answered HTTP 503/);
      // A token for another request (another digest, no nonce): a replayed or mixed-up answer.
      const other = await authority.respond(timestampRequest({ digest: digestOf('y'), certReq: true }));
      misbehave = () => ({ status: 200, body: other });
      await expect(port.timestamp(digest)).rejects.toThrow(/answered for another request/);
      misbehave = (body) => ({ status: 200, body: Buffer.from(body.subarray(0, 10)) });
      await expect(port.timestamp(digest)).rejects.toBeInstanceOf(TimestampError);
    } finally {
      misbehave = null;
    }
    const refused = await authority.respond(Buffer.from('nonsense'));
    misbehave = () => ({ status: 200, body: refused });
    try {
      await expect(port.timestamp(digest)).rejects.toThrow(/refused \(status 2: not a TimeStampReq/);
    } finally {
      misbehave = null;
    }
    const anonymous = httpTimestampAuthority({ url: url.replace('studio:s3gr3to@', '') });
    await expect(anonymous.timestamp(digest)).rejects.toThrow(/answered HTTP 401/);
  });
});
