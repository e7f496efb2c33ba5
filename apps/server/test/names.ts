/**
 * Names as people write them, beyond Italian letters: Romanian, Polish, Serbian, Icelandic,
 * Dutch, Greek and Russian. A PDF prints each of them exactly (#14 point 17).
 */
export const NAMES_AS_WRITTEN = [
  'Ștefan Łukasz',
  'Đorđe Šćepanović',
  'Ægir Þórsson',
  'Zoë Brontë',
  'Σωκράτης Παπαδόπουλος',
  'Пётр Чайковский',
] as const;
