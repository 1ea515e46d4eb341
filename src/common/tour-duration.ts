/**
 * A tour's duration as the tours' answer writes it, in English ('4 hours', '2.5 hours', '1 day', '2 hours 30
 * minutes', '2 to 3 hours', '1 hour to 1 hour 30 minutes': the server's providers/tours/viator-mapping.ts and
 * the bundled samples), read back into numbers so the page says it in its language with its plurals. A
 * supplier's own words ('Flexible') are not read: the page shows them as written.
 */
import type { Translate } from './i18n';

/** One length: whole days, or hours ('2.5' alone) and minutes (either may be 0, not both). */
export type DurationLength = { days: number } | { hours: number; minutes: number };

export type TourDuration =
  | { kind: 'length'; length: DurationLength }
  /** '2 to 3 hours'. */
  | { kind: 'hoursRange'; from: number; to: number }
  | { kind: 'range'; from: DurationLength; to: DurationLength };

export type TourDurationMessage =
  | 'tours.duration.days'
  | 'tours.duration.hours'
  | 'tours.duration.minutes'
  | 'tours.duration.hoursMinutes'
  | 'tours.duration.hoursRange'
  | 'tours.duration.range'
  | 'tours.duration.rangeDays'
  | 'tours.duration.rangeHours'
  | 'tours.duration.rangeMinutes'
  | 'tours.duration.rangeHoursMinutes';

const UNIT = (unit: string) => `(\\d+) ${unit}s?`;
const DAYS = new RegExp(`^${UNIT('day')}$`);
const HOURS_MINUTES = new RegExp(`^(?:${UNIT('hour')})?(?: ?${UNIT('minute')})?$`);
/** The bundled samples' '2.5 hours'. */
const DECIMAL_HOURS = /^(\d+\.\d+) hours$/;
const HOURS_RANGE = /^(\d+) to (\d+) hours$/;

/** Matches a count as written: one is singular ('1 hour'), any other plural ('2 hours', '0 minutes'). */
function countsAgree(text: string): boolean {
  return [...text.matchAll(/(\d+(?:\.\d+)?) (day|hour|minute)(s?)\b/g)].every(
    ([, count, , plural]) => (Number(count) === 1) === (plural === ''),
  );
}

function parseLength(text: string): DurationLength | null {
  if (!countsAgree(text)) return null;
  const days = DAYS.exec(text);
  if (days) return Number(days[1]) > 0 ? { days: Number(days[1]) } : null;
  const decimal = DECIMAL_HOURS.exec(text);
  if (decimal) return Number(decimal[1]) > 0 ? { hours: Number(decimal[1]), minutes: 0 } : null;
  const match = HOURS_MINUTES.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const hours = Number(match[1] ?? 0);
  const minutes = Number(match[2] ?? 0);
  return hours + minutes > 0 && minutes < 60 ? { hours, minutes } : null;
}

/** The duration in the answer's words, read; null for words of another kind, shown as written. */
export function parseTourDuration(text: string): TourDuration | null {
  const words = text.trim();
  const hoursRange = HOURS_RANGE.exec(words);
  if (hoursRange) {
    const [from, to] = [Number(hoursRange[1]), Number(hoursRange[2])];
    return from > 0 && to > from ? { kind: 'hoursRange', from, to } : null;
  }
  const parts = words.split(' to ');
  if (parts.length === 2) {
    const [from, to] = parts.map(parseLength);
    return from && to ? { kind: 'range', from, to } : null;
  }
  const length = parseLength(words);
  return length ? { kind: 'length', length } : null;
}

/** A length alone ('2 hours') or as an end of a range, which some languages decline ('от 2 часов'). */
function lengthText(t: Translate<TourDurationMessage>, length: DurationLength, inRange = false): string {
  if ('days' in length) {
    return t(inRange ? 'tours.duration.rangeDays' : 'tours.duration.days', { count: length.days });
  }
  if (length.minutes === 0) {
    return t(inRange ? 'tours.duration.rangeHours' : 'tours.duration.hours', { count: length.hours });
  }
  if (length.hours === 0) {
    return t(inRange ? 'tours.duration.rangeMinutes' : 'tours.duration.minutes', { count: length.minutes });
  }
  return t(inRange ? 'tours.duration.rangeHoursMinutes' : 'tours.duration.hoursMinutes', {
    hours: length.hours,
    minutes: length.minutes,
  });
}

/** '3 hours', '3 ώρες', '3 часа', '3 שעות'; '2 to 3 hours'; null when the words are not a duration it reads. */
export function translatedTourDuration(t: Translate<TourDurationMessage>, text: string): string | null {
  const duration = parseTourDuration(text);
  if (!duration) return null;
  switch (duration.kind) {
    case 'length':
      return lengthText(t, duration.length);
    case 'hoursRange':
      return t('tours.duration.hoursRange', { from: duration.from, to: duration.to });
    case 'range':
      return t('tours.duration.range', {
        from: lengthText(t, duration.from, true),
        to: lengthText(t, duration.to, true),
      });
  }
}
