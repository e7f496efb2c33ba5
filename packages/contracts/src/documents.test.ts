import { describe, expect, it } from 'vitest';
import {
  AppSettings,
  SignDocumentInput,
  SigningSettings,
  agreementForm,
  fillPlaceholders,
  requiredPlaceholders,
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

describe("a template's words agree with its signers", () => {
  it('chooses the form by gender and number, both when unknown', () => {
    const four = 'signers:stato informato|stata informata|stati informati|state informate';
    expect(agreementForm(four, 'm')).toBe('stato informato');
    expect(agreementForm(four, 'f')).toBe('stata informata');
    expect(agreementForm(four, 'mp')).toBe('stati informati');
    expect(agreementForm(four, 'fp')).toBe('state informate');
    expect(agreementForm(four, null)).toBe('stato informato/stata informata');
    expect(agreementForm('signers:dichiara|dichiarano', 'f')).toBe('dichiara');
    expect(agreementForm('signers:dichiara|dichiarano', 'fp')).toBe('dichiarano');
    expect(agreementForm('signers:dichiara|dichiarano', null)).toBe('dichiara');
    expect(agreementForm('patient.fullName', 'm')).toBeNull();
    expect(agreementForm('signers:a|b|c', 'm')).toBeNull();
  });

  it('fills agreements, accepts them as known, and drops an empty agreement paragraph', () => {
    const text =
      '{{signers:Il sottoscritto|La sottoscritta|I sottoscritti|Le sottoscritte}} {{patient.fullName}}\n\n{{signers.agreement}}\n\nData';
    expect(unknownPlaceholders(text)).toEqual([]);
    expect(fillPlaceholders(text, { 'patient.fullName': 'Anna Neri' }, 'f')).toBe(
      'La sottoscritta Anna Neri\n\nData',
    );
  });
});

describe('what a template needs', () => {
  it("is its type's needs and every placeholder it uses but the optional ones", () => {
    expect(requiredPlaceholders('treatment_consent', 'Io')).toEqual([
      'doctor.fullName',
      'service.name',
      'appointment.date',
      'appointment.time',
    ]);
    expect(requiredPlaceholders('privacy_consent', 'scrivendo a {{organization.email}}')).toEqual([
      'organization.legalName',
      'organization.address',
      'organization.email',
    ]);
    expect(
      requiredPlaceholders(
        'general_consent',
        '{{patient.taxCode}} {{patient.address}} {{guardian.fullName}} {{signers:a|b}} {{patient.born}}',
      ),
    ).toEqual(['patient.taxCode', 'patient.born']);
  });
});

describe('signing settings', () => {
  it('requires general and privacy consent for check-in, 7 days to sign, by default', () => {
    expect(AppSettings.parse({}).signing).toEqual({
      requiredForCheckIn: ['general_consent', 'privacy_consent'],
      lifetimeDays: 7,
      minorAlsoSigns: false,
      parentsSign: 'both',
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
