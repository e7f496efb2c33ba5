import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import type { StoragePort } from './port';
import { s3Storage } from './s3';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

function storageContract(name: string, port: () => StoragePort) {
  describe(`storage port: ${name}`, () => {
    it('stores, reads back and deletes an object with its content type', async () => {
      const storage = port();
      await storage.put('org/1/recordings/call.mp3', bytes('ID3 audio'), 'audio/mpeg');
      const stored = await storage.get('org/1/recordings/call.mp3');
      expect(stored && text(stored.body)).toBe('ID3 audio');
      expect(stored?.contentType).toBe('audio/mpeg');
      await storage.delete('org/1/recordings/call.mp3');
      expect(await storage.get('org/1/recordings/call.mp3')).toBeNull();
    });

    it('replaces an object written twice under the same key', async () => {
      const storage = port();
      await storage.put('org/1/doc.pdf', bytes('first'), 'application/pdf');
      await storage.put('org/1/doc.pdf', bytes('second'), 'application/pdf');
      expect(text((await storage.get('org/1/doc.pdf'))!.body)).toBe('second');
    });

    it('answers null for a missing key and ignores deleting one', async () => {
      const storage = port();
      expect(await storage.get('org/2/nothing.txt')).toBeNull();
      await expect(storage.delete('org/2/nothing.txt')).resolves.toBeUndefined();
    });

    it('refuses keys that could escape their folder', async () => {
      const storage = port();
      for (const key of ['../etc/passwd', 'org/../../x', '/abs', 'a//b', '']) {
        await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-storage-'));
let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'studiolo', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

storageContract('local', () => localStorage(path.join(root, 'local')));
storageContract('s3 (against a local S3 server)', () =>
  s3Storage({
    bucket: 'studiolo',
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);
