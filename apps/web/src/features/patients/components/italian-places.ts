/**
 * 'in Francia', 'negli Stati Uniti d'America', 'a Cipro': a foreign country of birth after 'nato',
 * as Italian says it. Most countries take a bare 'in'; names that open with a noun take its article
 * (Stati, Regno, Repubblica, Isole…); island and city states take 'a' ('ad' before an A), as comuni do.
 */
const ARTICLE_BY_FIRST_WORD: Record<string, string> = {
  stati: 'negli ',
  emirati: 'negli ',
  paesi: 'nei ',
  regno: 'nel ',
  sahara: 'nel ',
  stato: 'nello ',
  repubblica: 'nella ',
  federazione: 'nella ',
  polinesia: 'nella ',
  unione: "nell'",
  isola: "nell'",
  isole: 'nelle ',
};

const PLURAL_FEMININE = new Set([
  'filippine',
  'maldive',
  'comore',
  'seychelles',
  'bahamas',
  'bermuda',
  'figi',
]);

const WITH_A = new Set(
  [
    'Anguilla',
    'Antigua e Barbuda',
    'Aruba',
    'Barbados',
    'Capo Verde',
    'Cipro',
    'Cuba',
    'Dominica',
    'Gibilterra',
    'Gibuti',
    'Grenada',
    'Haiti',
    'Kiribati',
    'Malta',
    'Maurizio',
    'Monaco',
    'Montserrat',
    'Nauru',
    'Palau',
    'Saint Kitts e Nevis',
    'Saint Pierre e Miquelon',
    'Saint Vincent e Grenadine',
    'Samoa',
    'San Marino',
    "Sant'Elena",
    'Santa Lucia',
    'Sao Tomé e Principe',
    'Singapore',
    'Taiwan',
    'Timor Leste',
    'Tonga',
    'Trinidad e Tobago',
    'Tuvalu',
  ].map((name) => name.toLowerCase()),
);

export function inItalianCountry(name: string): string {
  const key = name.trim().toLowerCase();
  if (WITH_A.has(key)) return `${key.startsWith('a') ? 'ad' : 'a'} ${name}`;
  if (PLURAL_FEMININE.has(key)) return `nelle ${name}`;
  const article = ARTICLE_BY_FIRST_WORD[key.split(/\s+/)[0] ?? ''];
  return article ? `${article}${name}` : `in ${name}`;
}

/** 'a Roma', 'ad Ancona': a comune after 'nato'. */
export function atItalianComune(name: string): string {
  return `${/^a/i.test(name.trim()) ? 'ad' : 'a'} ${name}`;
}
