import type { TabletDocument } from '@studiolo/contracts';

/** What the tablet's sign-in says for an answer (SPEC §8), as a key of the `tablet` namespace. */
export type LoginMessage = 'login.missing' | 'login.notTablet' | 'login.failed' | 'login.error';

export function loginMessage(status: number, code: string | undefined): LoginMessage {
  if (code === 'TABLET_NOT_AUTHORIZED' || status === 403) return 'login.notTablet';
  if (status === 400) return 'login.missing';
  if (status === 401) return 'login.failed';
  return 'login.error';
}

/** What a failed document call says (SPEC §8), as a key of the `tablet` namespace. */
export function documentErrorMessage(status: number, code: string | undefined) {
  if (status === 0) return 'errors.network' as const;
  if (code === 'DOCUMENT_NOT_FOUND' || status === 404) return 'errors.notFound' as const;
  if (code === 'DOCUMENT_NOT_OPENABLE') return 'errors.notOpenable' as const;
  if (code === 'DOCUMENT_CONTENT_CHANGED') return 'errors.changed' as const;
  if (code === 'DOCUMENT_NOT_PENDING') return 'errors.notPending' as const;
  // The server found no stroke in a signature: the same words as an empty box on the tablet.
  if (code === 'SIGNATURE_BLANK') return 'signing.missingSignature' as const;
  if (code === 'SIGNATURE_TOO_SHORT') return 'signing.tooShort' as const;
  return 'errors.signFailed' as const;
}

/** Whether a scrolled box shows its last line (a few pixels' slack for rounding and zoom). */
export function scrolledToEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - 8;
}

/**
 * The document to open by itself when auto-open is on: the oldest one that was not in the list
 * before (a document already listed, or left open and closed, is never reopened on its own).
 */
export function documentToAutoOpen(
  seen: ReadonlySet<string>,
  documents: readonly TabletDocument[],
): TabletDocument | undefined {
  return [...documents]
    .filter((document) => !seen.has(document.id))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))[0];
}

export type TextBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A document's text as blocks, as the sealed PDF lays it out: a blank line between paragraphs, a
 * line starting with '# ' a heading, one starting with '- ' an item of a list.
 */
export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
