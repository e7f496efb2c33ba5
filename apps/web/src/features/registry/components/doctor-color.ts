/**
 * The colour a new doctor gets: the first of the palette no doctor has yet, else the one fewest
 * doctors have (the earliest on a tie), so that each doctor's column and chips stand apart.
 */
export function nextDoctorColor(palette: readonly string[], used: readonly string[]): string {
  const counts = new Map(palette.map((color) => [color, 0]));
  for (const color of used) {
    const key = color.toLowerCase();
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  let best = palette[0]!;
  for (const color of palette) if (counts.get(color)! < counts.get(best)!) best = color;
  return best;
}
