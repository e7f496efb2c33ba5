export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

/**
 * Private file storage (recordings, signed documents, invoice PDFs). Keys are relative paths such
 * as `org/<id>/recordings/<id>.mp3`; `assertValidKey` is the rule every adapter applies.
 */
export interface StoragePort {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
