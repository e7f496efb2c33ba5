import { describe, expect, it } from 'vitest';
import {
  AppSettings,
  SignDocumentInput,
  SigningSettings,
  fillPlaceholders,
  unknownPlaceholders,
} from './index';

describe('document templates', () => {
  it('fills the known placeholders and prints a missing value as a dash', () => {
    const text =
      'Io, {{patient.fullName}} ({{ patient.taxCode }}), presso {{organization.name}}: {{service.name}}';
    expect(
      fillPlaceholders(text, {
        'patient.fullName': 'Mario Rossi',
        'patient.taxCode': 'RSSMRA80A01H501U',
        'organization.name': 'Studio Bianchi',
        'service.name': null,
      }),
    ).toBe('Io, Mario Rossi (RSSMRA80A01H501U), presso Studio Bianchi: —');
  });

  it('names each unknown placeholder once', () => {
    expect(
      unknownPlaceholders('{{patient.fullName}} {{patient.shoeSize}} {{x}} {{patient.shoeSize}}'),
    ).toEqual(['patient.shoeSize', 'x']);
    expect(unknownPlaceholders('{{organization.name}} senza altro')).toEqual([]);
  });
});

describe('signing settings', () => {
  it('requires general and privacy consent for check-in, 7 days to sign, by default', () => {
    expect(AppSettings.parse({}).signing).toEqual({
      requiredForCheckIn: ['general_consent', 'privacy_consent'],
      lifetimeDays: 7,
      minorAlsoSigns: false,
      doctorCoSignsTreatment: false,
    });
    expect(SigningSettings.safeParse({ requiredForCheckIn: ['treatment_consent'] }).success).toBe(false);
    expect(
      SigningSettings.safeParse({ requiredForCheckIn: ['privacy_consent', 'privacy_consent'] }).success,
    ).toBe(false);
  });
});

describe('signatures', () => {
  const sha = 'a'.repeat(64);
  it('takes base64 PNGs, as data URLs too, one per signer', () => {
    const png = 'iVBORw0KGgo=';
    expect(
      SignDocumentInput.safeParse({ contentSha256: sha, signatures: [{ position: 0, imagePng: png }] })
        .success,
    ).toBe(true);
    expect(
      SignDocumentInput.safeParse({
        contentSha256: sha,
        signatures: [{ position: 0, imagePng: `data:image/png;base64,${png}` }],
      }).success,
    ).toBe(true);
    expect(
      SignDocumentInput.safeParse({
        contentSha256: sha,
        signatures: [
          { position: 0, imagePng: png },
          { position: 0, imagePng: png },
        ],
      }).success,
    ).toBe(false);
    expect(
      SignDocumentInput.safeParse({ contentSha256: sha, signatures: [{ position: 0, imagePng: 'not png!' }] })
        .success,
    ).toBe(false);
  });
});
