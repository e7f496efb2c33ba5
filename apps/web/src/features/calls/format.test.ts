import { describe, expect, it } from 'vitest';
import { callerLabel, callerNumber } from './format';

const UNKNOWN = 'Numero sconosciuto';

describe('callerLabel', () => {
  it("names the patient, else writes the number for people, else says it's unknown", () => {
    expect(
      callerLabel({ number: '+393331112222', patientId: null, name: ' Luca Neri ', patients: [] }, UNKNOWN),
    ).toBe('Luca Neri');
    expect(callerLabel({ number: '+393331112222', patientId: null, name: null, patients: [] }, UNKNOWN)).toBe(
      '+39 333 111 2222',
    );
    expect(callerLabel({ number: '', patientId: null, name: null, patients: [] }, UNKNOWN)).toBe(UNKNOWN);
    expect(callerLabel({ number: 'anonymous', patientId: null, name: '  ', patients: [] }, UNKNOWN)).toBe(
      UNKNOWN,
    );
  });

  it('says a hidden number is unknown even beside a name', () => {
    expect(callerNumber('anonymous', UNKNOWN)).toBe(UNKNOWN);
    expect(callerNumber('+393331112222', UNKNOWN)).toBe('+39 333 111 2222');
  });
});
