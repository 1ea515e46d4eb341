/**
 * A place's 'know before you go' facts as the place page words them: wheelchair access, a beach's facts and
 * when and where the facts were last checked. Every unknown is said as 'Not known', never left out or guessed.
 */
import { formatLongDate } from './dates';
import type { AccessLevel, BeachFacts } from './schemas/places';

export const NOT_KNOWN = 'Not known';

const ACCESS_LABELS: Record<AccessLevel, string> = { yes: 'Yes', limited: 'Limited', no: 'No' };

/** 'Yes', 'Limited', 'No' or 'Not known'. */
export function accessLabel(level: AccessLevel | null | undefined): string {
  return level ? ACCESS_LABELS[level] : NOT_KNOWN;
}

/** 'Yes', 'No' or 'Not known'. */
export function yesNoLabel(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return NOT_KNOWN;
  return value ? 'Yes' : 'No';
}

const SURFACE_LABELS: Record<NonNullable<BeachFacts['surface']>, string> = {
  sand: 'Sand',
  pebble: 'Pebbles',
  'sand and pebble': 'Sand and pebbles',
  rock: 'Rock',
};

/**
 * The Blue Flag row: the year when the list is this season's or last season's ('2025'), otherwise the
 * year with a warning that no newer list was found, so an old award never reads as a current one.
 */
export function blueFlagLabel(blueFlag: BeachFacts['blueFlag'], currentYear: number): string {
  if (!blueFlag) return NOT_KNOWN;
  if (blueFlag.year >= currentYear - 1) return `Yes, ${blueFlag.year}`;
  return `Listed in ${blueFlag.year}; no newer list found`;
}

export interface FactRow {
  label: string;
  value: string;
}

/** A beach's facts, one row each, in the order a swimmer asks about them. */
export function beachFactRows(facts: BeachFacts, currentYear: number): FactRow[] {
  return [
    { label: 'Blue Flag', value: blueFlagLabel(facts.blueFlag, currentYear) },
    { label: 'Surface', value: facts.surface ? SURFACE_LABELS[facts.surface] : NOT_KNOWN },
    { label: 'Lifeguards', value: facts.lifeguardSeason ?? NOT_KNOWN },
    { label: 'Sunbeds', value: yesNoLabel(facts.sunbeds) },
    { label: 'Showers', value: yesNoLabel(facts.showers) },
    { label: 'Toilets', value: yesNoLabel(facts.toilets) },
    { label: 'Shade', value: yesNoLabel(facts.shade) },
  ];
}

/** A source as a reader sees it: a web address by its site's name ('visitcyprus.com'), anything else as written. */
export function sourceLink(source: string): { label: string; href: string | null } {
  const address = /^https?:\/\/\S+/.exec(source.trim())?.[0];
  if (!address) return { label: source.trim(), href: null };
  try {
    return { label: new URL(address).hostname.replace(/^www\./, ''), href: address };
  } catch {
    return { label: source.trim(), href: null };
  }
}

/** 'Facts last checked 12 March 2026', with where from when known; null when the facts were never checked. */
export function factsChecked(
  at: string | Date | null | undefined,
  source: string | null | undefined,
): { text: string; source: { label: string; href: string | null } | null } | null {
  if (!at) return null;
  return {
    text: `Facts last checked ${formatLongDate(at)}`,
    source: source?.trim() ? sourceLink(source) : null,
  };
}
