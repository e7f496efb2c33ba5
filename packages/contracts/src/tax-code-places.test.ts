import { describe, expect, it } from 'vitest';
import {
  findBirthPlace,
  findBirthPlaceByName,
  listBirthPlaces,
  repairMojibake,
  searchBirthPlaces,
} from './tax-code-places';

const labels = (places: { name: string; province: string | null }[]) =>
  places.map((place) => (place.province ? `${place.name} (${place.province})` : place.name));

describe('the birthplace table', () => {
  it('has no name misread from UTF-8 as Latin-1', async () => {
    const places = await listBirthPlaces();
    expect(places.length).toBeGreaterThan(10_000);
    expect(places.filter((place) => /[ÃÂ]/.test(place.name)).map((place) => place.name)).toEqual([]);
    const byCode = new Map(places.map((place) => [place.code, place.name]));
    expect(byCode.get('Z106')).toBe('Stato della Città del Vaticano');
    expect(byCode.get('C744')).toBe('Città della Pieve');
    expect(byCode.get('C294')).toBe('Châtillon');
    expect(byCode.get('M356')).toBe('Contà');
    expect(byCode.get('F436')).toBe('Monte Di Mezzodì');
  });

  it('decodes a code to the repaired name', async () => {
    expect((await findBirthPlace('Z106'))?.name).toBe('Stato della Città del Vaticano');
  });

  it('repairs only misread sequences', () => {
    expect(repairMojibake('MolliÃ¨res')).toBe('Mollières');
    expect(repairMojibake('Canicattì')).toBe('Canicattì');
    expect(repairMojibake("Sant'Agata de' Goti")).toBe("Sant'Agata de' Goti");
  });
});

describe('searchBirthPlaces', () => {
  it('proposes Roma (RM) for "Roma", the exact name first', async () => {
    const found = await searchBirthPlaces('Roma');
    expect(found[0]).toMatchObject({ code: 'H501', name: 'Roma', province: 'RM', country: null });
    expect(labels(found)).toContain('Romania');
  });

  it('ignores case, accents and apostrophes, and finds a word inside the name', async () => {
    expect(labels(await searchBirthPlaces('citta della pieve'))).toEqual(['Città della Pieve (PG)']);
    expect((await searchBirthPlaces('sant agata de goti'))[0]?.name).toBe("Sant'Agata de' Goti");
    expect(labels(await searchBirthPlaces('vaticano'))).toEqual(['Stato della Città del Vaticano']);
    expect((await searchBirthPlaces('birmania'))[0]).toMatchObject({ code: 'Z206', country: 'MM' });
  });

  it('proposes foreign states with their Z code and no province', async () => {
    expect((await searchBirthPlaces('Francia'))[0]).toMatchObject({
      code: 'Z110',
      province: null,
      country: 'FR',
    });
  });

  it('keeps the comuni in force on the birth date', async () => {
    const before = await searchBirthPlaces('Bellagio', { birthDate: '1980-05-01' });
    expect(before.map((place) => place.code)).toEqual(['A744']);
    expect(before[0]?.validTo).toBe('2014-02-04');
    const after = await searchBirthPlaces('Bellagio', { birthDate: '2015-05-01' });
    expect(after.map((place) => place.code)).toEqual(['M335']);
    // Without a date: today's first, then the former one.
    expect((await searchBirthPlaces('Bellagio')).map((place) => place.code)).toEqual(['M335', 'A744']);
    // A state that no longer exists, for someone born while it did.
    expect((await searchBirthPlaces('Unione Sovietica', { birthDate: '1970-01-01' }))[0]).toMatchObject({
      code: 'Z135',
      validTo: '1992-01-01',
    });
  });

  it('answers nothing under two letters and keeps to the limit', async () => {
    expect(await searchBirthPlaces('r')).toEqual([]);
    expect(await searchBirthPlaces('san', { limit: 5 })).toHaveLength(5);
  });
});

describe('findBirthPlaceByName', () => {
  it('finds the one place a stored birthplace names', async () => {
    expect((await findBirthPlaceByName('ROMA', { province: 'RM' }))?.code).toBe('H501');
    expect((await findBirthPlaceByName('Francia', { province: 'EE' }))?.code).toBe('Z110');
    expect((await findBirthPlaceByName('Bellagio', { birthDate: '1990-01-01' }))?.code).toBe('A744');
    expect((await findBirthPlaceByName('Bellagio'))?.code).toBe('M335');
    expect((await findBirthPlaceByName('Città della Pieve'))?.code).toBe('C744');
  });

  it('tells apart two comuni of one name by the province, and gives up when it cannot', async () => {
    // Armo: one in Imperia today, one in Trento until 1929.
    expect((await findBirthPlaceByName('Armo', { province: 'TN', birthDate: '1925-01-01' }))?.code).toBe(
      'A417',
    );
    expect((await findBirthPlaceByName('Armo', { province: 'IM' }))?.code).toBe('A418');
    expect(await findBirthPlaceByName('Nowhere at all')).toBeNull();
    expect(await findBirthPlaceByName('Francia', { province: 'RM' })).toMatchObject({ code: 'Z110' });
  });

  it('gives the code of the textbook codice fiscale (RSSMRA85T10A562S)', async () => {
    expect(await findBirthPlaceByName('San Giuliano Terme', { province: 'PI' })).toMatchObject({
      code: 'A562',
      validTo: null,
    });
  });
});
