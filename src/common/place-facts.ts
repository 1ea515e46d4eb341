/**
 * A place's 'know before you go' facts as the place page words them: wheelchair access, a beach's facts and
 * when and where the facts were last checked. Every unknown is said as 'Not known', never left out or guessed.
 * The place page's words come from the message catalogues ('place.beach.*', 'place.access.*').
 */
import type { Translate } from './i18n';
import { translatedLongDate, type DateMessage } from './translated-dates';
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

/** The messages the beach's facts and the 'last checked' line are worded with (the place page's part). */
export type PlaceFactMessage =
  | 'place.beach.blueFlag'
  | 'place.beach.blueFlagYes'
  | 'place.beach.blueFlagOld'
  | 'place.beach.surface'
  | 'place.beach.surface.sand'
  | 'place.beach.surface.pebble'
  | 'place.beach.surface.sandAndPebble'
  | 'place.beach.surface.rock'
  | 'place.beach.lifeguards'
  | 'place.beach.lifeguardsNoSeason'
  | 'place.beach.sunbeds'
  | 'place.beach.showers'
  | 'place.beach.toilets'
  | 'place.beach.shade'
  | 'place.access.yes'
  | 'place.access.no'
  | 'place.access.unknown'
  | 'place.factsChecked'
  | DateMessage;

const SURFACE_MESSAGES: Record<NonNullable<BeachFacts['surface']>, PlaceFactMessage> = {
  sand: 'place.beach.surface.sand',
  pebble: 'place.beach.surface.pebble',
  'sand and pebble': 'place.beach.surface.sandAndPebble',
  rock: 'place.beach.surface.rock',
};

/** What the bundled guide says of lifeguards whose season no source gives. */
const LIFEGUARDS_NO_SEASON = 'Yes (season not given)';

/**
 * The Blue Flag row: the year when the list is this season's or last season's ('Yes, 2025'), otherwise the
 * year with a warning that no newer list was found, so an old award never reads as a current one.
 */
export function blueFlagLabel(
  blueFlag: BeachFacts['blueFlag'],
  currentYear: number,
  t: Translate<PlaceFactMessage>,
): string {
  if (!blueFlag) return t('place.access.unknown');
  const year = String(blueFlag.year);
  return t(blueFlag.year >= currentYear - 1 ? 'place.beach.blueFlagYes' : 'place.beach.blueFlagOld', {
    year,
  });
}

export interface FactRow {
  label: string;
  value: string;
}

/**
 * A beach's facts in the page's language, one row each, in the order a swimmer asks about them. The
 * lifeguards' season is the source's words.
 */
export function beachFactRows(
  facts: BeachFacts,
  currentYear: number,
  t: Translate<PlaceFactMessage>,
): FactRow[] {
  const yesNo = (value: boolean | null) =>
    t(value === null ? 'place.access.unknown' : value ? 'place.access.yes' : 'place.access.no');
  const lifeguards =
    facts.lifeguardSeason === LIFEGUARDS_NO_SEASON
      ? t('place.beach.lifeguardsNoSeason')
      : (facts.lifeguardSeason ?? t('place.access.unknown'));
  return [
    { label: t('place.beach.blueFlag'), value: blueFlagLabel(facts.blueFlag, currentYear, t) },
    {
      label: t('place.beach.surface'),
      value: t(facts.surface ? SURFACE_MESSAGES[facts.surface] : 'place.access.unknown'),
    },
    { label: t('place.beach.lifeguards'), value: lifeguards },
    { label: t('place.beach.sunbeds'), value: yesNo(facts.sunbeds) },
    { label: t('place.beach.showers'), value: yesNo(facts.showers) },
    { label: t('place.beach.toilets'), value: yesNo(facts.toilets) },
    { label: t('place.beach.shade'), value: yesNo(facts.shade) },
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
  t: Translate<PlaceFactMessage>,
): { text: string; source: { label: string; href: string | null } | null } | null {
  if (!at) return null;
  return {
    text: t('place.factsChecked', { date: translatedLongDate(t, at) }),
    source: source?.trim() ? sourceLink(source) : null,
  };
}
