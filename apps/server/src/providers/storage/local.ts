import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type StoragePort } from './port';

/**
 * The default adapter: each object under DATA_DIR/files/objects/<key>, its content type in a
 * twin file under DATA_DIR/files/meta/<key>.json (two trees, so no key can collide with metadata).
 */
export function localStorage(rootDir: string): StoragePort {
  const pathsOf = (key: string) => {
    assertValidKey(key);
    const parts = key.split('/');
    return {
      file: path.join(rootDir, 'objects', ...parts),
      meta: `${path.join(rootDir, 'meta', ...parts)}.json`,
    };
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const { file, meta } = pathsOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.mkdir(path.dirname(meta), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.writeFile(meta, JSON.stringify({ contentType }));
      await fs.rename(temporary, file);
    },
    async get(key) {
      const { file, meta } = pathsOf(key);
      try {
        const [body, metadata] = await Promise.all([fs.readFile(file), fs.readFile(meta, 'utf8')]);
        const { contentType } = JSON.parse(metadata) as { contentType: string };
        return { body: new Uint8Array(body), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const { file, meta } = pathsOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(meta, { force: true })]);
    },
  };
}
