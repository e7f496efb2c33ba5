import { describe, expect, it } from 'vitest';
import type { TabletDocument } from '@studiolo/contracts';
import { documentErrorMessage, documentToAutoOpen, loginMessage, scrolledToEnd, textBlocks } from './logic';

const document = (id: string, sentAt: string): TabletDocument => ({
  id,
  type: 'privacy_consent',
  language: 'it',
  title: 'Privacy',
  patientLabel: 'Mario R.',
  status: 'sent',
  sentAt,
  expiresAt: '2026-12-01T10:00:00.000Z',
  openedAt: null,
});

describe('tablet sign-in messages', () => {
  it('names each refusal as SPEC §8 does', () => {
    expect(loginMessage(400, 'VALIDATION')).toBe('login.missing');
    expect(loginMessage(401, 'UNAUTHENTICATED')).toBe('login.failed');
    expect(loginMessage(403, 'TABLET_NOT_AUTHORIZED')).toBe('login.notTablet');
    expect(loginMessage(0, undefined)).toBe('login.error');
    expect(loginMessage(500, 'INTERNAL')).toBe('login.error');
  });
});

describe('document errors', () => {
  it('tells not found, not openable, network and changed apart', () => {
    expect(documentErrorMessage(404, 'DOCUMENT_NOT_FOUND')).toBe('errors.notFound');
    expect(documentErrorMessage(409, 'DOCUMENT_NOT_OPENABLE')).toBe('errors.notOpenable');
    expect(documentErrorMessage(0, undefined)).toBe('errors.network');
    expect(documentErrorMessage(409, 'DOCUMENT_CONTENT_CHANGED')).toBe('errors.changed');
    expect(documentErrorMessage(409, 'DOCUMENT_NOT_PENDING')).toBe('errors.notPending');
    expect(documentErrorMessage(422, 'SIGNATURE_INVALID')).toBe('errors.signFailed');
    expect(documentErrorMessage(422, 'SIGNATURE_BLANK')).toBe('signing.missingSignature');
    expect(documentErrorMessage(422, 'SIGNATURE_TOO_SHORT')).toBe('signing.tooShort');
  });
});

describe('scrolledToEnd', () => {
  it('is true only once the last line shows', () => {
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
    expect(scrolledToEnd({ scrollTop: 1495, clientHeight: 500, scrollHeight: 2000 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 400 })).toBe(true);
  });
});

describe('documentToAutoOpen', () => {
  it('opens the oldest document not seen before, never one already listed', () => {
    const list = [document('b', '2026-11-25T10:02:00Z'), document('a', '2026-11-25T10:01:00Z')];
    expect(documentToAutoOpen(new Set(), list)?.id).toBe('a');
    expect(documentToAutoOpen(new Set(['a']), list)?.id).toBe('b');
    expect(documentToAutoOpen(new Set(['a', 'b']), list)).toBeUndefined();
  });
});

describe('textBlocks', () => {
  it('reads headings, paragraphs and lists as the PDF lays them out', () => {
    const body = '# Informativa\n\nIl titolare tratta\ni dati.\n- nome\n- codice fiscale\n\nFine.';
    expect(textBlocks(body)).toEqual([
      { kind: 'heading', text: 'Informativa' },
      { kind: 'paragraph', text: 'Il titolare tratta i dati.' },
      { kind: 'list', items: ['nome', 'codice fiscale'] },
      { kind: 'paragraph', text: 'Fine.' },
    ]);
  });
});
