/**
 * Orthodox Easter Sunday of a Gregorian year, as { month, day } (1-based): Meeus's Julian computus, then the
 * 13 days by which the Julian calendar trails the Gregorian one from 1900 to 2099 (the years this site needs).
 */
export function orthodoxEaster(year: number): { month: number; day: number } {
  if (year < 1900 || year > 2099)
    throw new RangeError(`Orthodox Easter is computed for 1900-2099, not ${year}`);
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const julianMonth = Math.floor((d + e + 114) / 31);
  const julianDay = ((d + e + 114) % 31) + 1;
  const gregorian = new Date(Date.UTC(year, julianMonth - 1, julianDay + 13));
  return { month: gregorian.getUTCMonth() + 1, day: gregorian.getUTCDate() };
}
