export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** Buongiorno until noon (from 5), Buon pomeriggio until 18, Buonasera otherwise. */
export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
