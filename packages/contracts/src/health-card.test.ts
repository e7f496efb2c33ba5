import { describe, expect, it } from 'vitest';
import { healthCardScans as scans } from './__fixtures__/health-card-scans';
import { parseHealthCardScan, type HealthCard } from './health-card';

const TODAY = '2026-05-01';
const read = (raw: string) => parseHealthCardScan(raw, TODAY);
const card = (expected: HealthCard) => ({ ok: true, card: expected });

// What each invented holder's codice fiscale says, and the name on the card.
const rossi = { taxCode: 'RSSMRA85T10A562S', birthDate: '1985-12-10', gender: 'male' } as const;
const rossiNamed = { ...rossi, lastName: 'Rossi', firstName: 'Mario' };
const rossiCard = { cardNumber: '80380001000001234564', expiry: '2029-12' };
const bianchi = { taxCode: 'BNCMRA90C65F205C', birthDate: '1990-03-25', gender: 'female' } as const;
const smith = { taxCode: 'SMTJHN78L04Z404C', birthDate: '1978-07-04', gender: 'male' } as const;
const deLuca = { taxCode: 'DLCMGR62D55F839B', birthDate: '1962-04-15', gender: 'female' } as const;
const verdi = { taxCode: 'VRDLCU10A01H501N', birthDate: '2010-01-01', gender: 'male' } as const;
const dAngelo = { taxCode: 'DNGGLI75M12H501P', birthDate: '1975-08-12', gender: 'male' } as const;
const weiss = { taxCode: 'WSSHNS80B14Z112B', birthDate: '1980-02-14', gender: 'male' } as const;

describe('parseHealthCardScan: magnetic stripe', () => {
  it('reads code, name, card number and expiry from both tracks', () => {
    expect(read(scans.stripeGlued)).toEqual(card({ ...rossiNamed, ...rossiCard }));
    expect(read(scans.stripeCaret)).toEqual(
      card({
        ...bianchi,
        lastName: 'Bianchi',
        firstName: 'Maria',
        cardNumber: '80380002000012345671',
        expiry: '2030-03',
      }),
    );
    expect(read(scans.stripeMrzName)).toEqual(
      card({
        ...smith,
        lastName: 'Smith',
        firstName: 'John',
        cardNumber: '80380003000045678907',
        expiry: '2028-11',
      }),
    );
  });

  it('splits a many-word name where the codice fiscale says', () => {
    expect(read(scans.stripeSingleSpaced)).toEqual(
      card({ ...deLuca, lastName: 'De Luca', firstName: 'Maria Grazia' }),
    );
  });

  it('leaves the name out rather than guess it', () => {
    expect(read('%RSSMRA85T10A562S^BIANCHI^?')).toEqual(card(rossi));
  });

  it('ignores a card number whose check digit is wrong', () => {
    expect(read('%RSSMRA85T10A562S?;80380001000001234565=2912?')).toEqual(card(rossi));
  });
});

describe('parseHealthCardScan: barcode', () => {
  it('reads the bare code, with or without the Code 39 stars, in either case', () => {
    expect(read(scans.barcode)).toEqual(card(verdi));
    expect(read(scans.barcodeWithStars)).toEqual(card(verdi));
    expect(read(scans.barcodeCapsLock)).toEqual(card(rossi));
  });
});

describe('parseHealthCardScan: keyboard layout noise', () => {
  it('reads a stripe typed with US key codes on an Italian layout', () => {
    expect(read(scans.usLayoutOnItalian)).toEqual(card({ ...rossiNamed, ...rossiCard }));
    expect(read(scans.usLayoutApostrophe)).toEqual(
      card({ ...dAngelo, lastName: "D'Angelo", firstName: 'Giulio' }),
    );
  });

  it('undoes the Y/Z swap of a German layout', () => {
    expect(read(scans.germanLayout)).toEqual(card({ ...weiss, lastName: 'Weiss', firstName: 'Hans' }));
  });
});

describe('parseHealthCardScan: failures the UI reports', () => {
  it('tells a misread from another card and from an empty read', () => {
    expect(read(scans.wrongCheckCharacter)).toEqual({ ok: false, reason: 'invalidTaxCode' });
    expect(read(scans.garbage)).toEqual({ ok: false, reason: 'noTaxCode' });
    expect(read(scans.blank)).toEqual({ ok: false, reason: 'empty' });
    expect(read('')).toEqual({ ok: false, reason: 'empty' });
  });
});
