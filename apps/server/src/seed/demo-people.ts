import { computeTaxCode, type PatientInput } from '@studiolo/contracts';
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './demo-data';

/** A small seeded generator (mulberry32): the same demo on every machine. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof random>;

const FEMALE = new Set(['Giulia', 'Sofia', 'Aurora', 'Ginevra', 'Beatrice', 'Alice', 'Emma', 'Giorgia']);
['Martina', 'Chiara', 'Anna', 'Vittoria', 'Noemi', 'Matilde', 'Elisa'].forEach((name) => FEMALE.add(name));
const MOBILE_PREFIXES = [
  '320',
  '328',
  '329',
  '333',
  '334',
  '335',
  '338',
  '339',
  '340',
  '347',
  '348',
  '349',
  '366',
  '389',
];

const letters = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
/** The codice fiscale of a person born in Milano (F205), as the Agenzia delle Entrate computes it. */
export const taxCodeFor = (firstName: string, lastName: string, birthDate: string, female: boolean) =>
  computeTaxCode({
    firstName,
    lastName,
    birthDate,
    gender: female ? 'female' : 'male',
    birthPlaceCode: 'F205',
  });

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The `index`th patient: an adult (born 1940–2000) or, when `minor`, a child (born 2012–2021). Birth
 * dates differ by index, so codici fiscali never collide.
 */
export function demoPatient(rnd: Random, index: number, minor: boolean): PatientInput {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length + index) % LAST_NAMES.length]!;
  const year = minor ? 2012 + (index % 10) : 1940 + (index % 61);
  const birthDate = `${year}-${pad(1 + (index % 12))}-${pad(1 + (Math.floor(index / 12) % 28))}`;
  const female = FEMALE.has(firstName);
  const place = rnd.pick(CITIES);
  return {
    firstName,
    lastName,
    gender: female ? 'female' : 'male',
    birthDate,
    taxCode: taxCodeFor(firstName, lastName, birthDate, female),
    mobile: `+39 ${rnd.pick(MOBILE_PREFIXES)} ${String(1_000_000 + ((index * 7919) % 8_999_999))}`,
    email: minor
      ? null
      : `${letters(firstName).toLowerCase()}.${letters(lastName).toLowerCase()}${index}@example.it`,
    address: `${rnd.pick(STREETS)} ${1 + rnd.int(120)}`,
    city: place.city,
    province: place.province,
    postalCode: place.postalCode,
  } as PatientInput;
}
