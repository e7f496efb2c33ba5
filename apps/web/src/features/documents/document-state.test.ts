import { describe, expect, it } from 'vitest';
import type { PatientDocuments, SigningDocument } from '@studiolo/contracts';
import { documentRows, isSendable, isWaiting, LIVE_REFRESH_MS, liveRefreshInterval } from './document-state';

function document(overrides: Partial<SigningDocument>): SigningDocument {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    patientId: '00000000-0000-4000-8000-0000000000aa',
    patientName: 'Mario Rossi',
    type: 'privacy_consent',
    language: 'it',
    status: 'sent',
    title: 'Informativa privacy',
    templateVersion: 0,
    templateEdition: 2,
    appointmentId: null,
    serviceId: null,
    tabletId: null,
    tabletName: null,
    signers: [],
    sentAt: '2026-11-25T10:00:00.000Z',
    sentByName: null,
    expiresAt: '2026-12-02T10:00:00.000Z',
    openedAt: null,
    openOnTablet: false,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
    revokedAt: null,
    voidedAt: null,
    replacedById: null,
    seal: null,
    pdfAvailable: false,
    ...overrides,
  };
}

describe('liveRefreshInterval', () => {
  it('asks again while a document waits on the tablet or its PDF is being sealed', () => {
    expect(liveRefreshInterval([document({ status: 'sent' })])).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshInterval([document({ status: 'partially_signed' })])).toBe(LIVE_REFRESH_MS);
    const sealing = { status: 'pending' as const, attempts: 0, lastError: null, sealedAt: null };
    expect(liveRefreshInterval([document({ status: 'signed', seal: sealing })])).toBe(LIVE_REFRESH_MS);
  });

  it('stops once nothing can change by itself', () => {
    const sealed = {
      status: 'sealed' as const,
      attempts: 1,
      lastError: null,
      sealedAt: '2026-11-25T10:01:00.000Z',
    };
    expect(
      liveRefreshInterval([document({ status: 'signed', seal: sealed }), document({ status: 'voided' })]),
    ).toBe(false);
    expect(liveRefreshInterval([])).toBe(false);
    expect(liveRefreshInterval(undefined)).toBe(false);
  });
});

describe('isSendable and isWaiting', () => {
  it('offers sending when nothing waits and nothing is signed, resending while one waits', () => {
    expect(
      ['not_sent', 'declined', 'revoked', 'expired', 'voided'].every((s) => isSendable(s as never)),
    ).toBe(true);
    expect(isSendable('signed')).toBe(false);
    expect(isSendable('sent')).toBe(false);
    expect(isWaiting('sent')).toBe(true);
    expect(isWaiting('partially_signed')).toBe(true);
    expect(isWaiting('not_sent')).toBe(false);
    expect(isWaiting('declined')).toBe(false);
  });
});

describe('documentRows', () => {
  it('puts the required types first with the server’s state, the others from their newest live document', () => {
    const signedPrivacy = document({ id: '00000000-0000-4000-8000-000000000002', status: 'signed' });
    const oldTreatment = document({
      id: '00000000-0000-4000-8000-000000000003',
      type: 'treatment_consent',
      status: 'declined',
      sentAt: '2026-11-20T10:00:00.000Z',
    });
    const voidedTreatment = document({
      id: '00000000-0000-4000-8000-000000000004',
      type: 'treatment_consent',
      status: 'voided',
      sentAt: '2026-11-26T10:00:00.000Z',
    });
    const panel: PatientDocuments = {
      checkInGate: true,
      required: [
        { type: 'privacy_consent', status: 'signed', documentId: signedPrivacy.id },
        { type: 'general_consent', status: 'not_sent', documentId: null },
      ],
      missing: ['general_consent'],
      documents: [signedPrivacy, oldTreatment, voidedTreatment],
    };
    expect(
      documentRows(panel).map((row) => [row.type, row.status, row.required, row.document?.id ?? null]),
    ).toEqual([
      ['general_consent', 'not_sent', true, null],
      ['privacy_consent', 'signed', true, signedPrivacy.id],
      ['treatment_consent', 'declined', false, oldTreatment.id],
    ]);
  });
});
