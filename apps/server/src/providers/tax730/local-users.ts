import {
  isSistemaTsTestIdentity,
  isValidTaxCode,
  type SistemaTsCredentials,
  type Tax730Environment,
} from '@studiolo/contracts';

/** A structure's codice ufficio (region, ASL, SSA), as in its credentials letter. */
export interface StructureCodes {
  regionCode: string;
  aslCode: string;
  ssaCode: string;
}

/**
 * A user of the local Sistema TS. A professional (no `structure`) sends for themself: cfProprietario
 * is the user. A structure sends with its codes, for its reference person (`ownerTaxCode`, when set).
 */
export interface LocalUser extends SistemaTsCredentials {
  structure?: StructureCodes & { ownerTaxCode?: string };
}

/**
 * The test users of the Sistema TS kit (kit730P of 2020-12-18, UtenzeTest*.txt), which the local
 * Sistema TS of the test environment knows as Sogei's test service does: the doctor of medico.xml,
 * the other professionals, and structures with their codice ufficio.
 */
export const KIT_TEST_USERS: readonly LocalUser[] = [
  { username: 'PROVAX00X00X000Y', password: 'Salve123', pincode: '1234567890' },
  { username: 'MTOMRA66A41G224M', password: 'Salve123', pincode: '3489543096' },
  { username: 'PPRPLT00A01H501I', password: 'Salve123', pincode: '1792525399' },
  { username: 'PPRPRN99A41H501N', password: 'Salve123', pincode: '2755553951' },
  { username: 'QUIQQU98A01H501H', password: 'Salve123', pincode: '3167676525' },
  { username: 'PNIMRA70A01H501P', password: 'Salve123', pincode: '1492034195' },
  {
    username: 'UXN6VMDD',
    password: 'P2SPDVF4',
    pincode: '1426073406',
    structure: { regionCode: '020', aslCode: '101', ssaCode: '888888', ownerTaxCode: 'CCSRMO77A09H501E' },
  },
  {
    username: 'ASC7Y72S',
    password: 'Salve123',
    pincode: '6879239056',
    structure: { regionCode: '601', aslCode: '120', ssaCode: '010008', ownerTaxCode: 'PROVAX00X00X000Y' },
  },
  {
    username: 'A9AZOS61',
    password: 'Salve123',
    pincode: '5485370458',
    structure: { regionCode: '604', aslCode: '120', ssaCode: '010011', ownerTaxCode: 'PROVAX00X00X000Y' },
  },
];

/**
 * A person's code with its check character, or a company's 11 digits; in the test environment also
 * the kit's identities whose codes fail the check (PROVAX00X00X000Y).
 */
export const isOwnerTaxCode = (value: string | null, environment: Tax730Environment) =>
  !!value &&
  (/^[0-9]{11}$/.test(value) ||
    isValidTaxCode(value) ||
    (environment === 'test' && isSistemaTsTestIdentity('taxCodes', value)));
