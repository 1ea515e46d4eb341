/** Texts the Banners tab shows about a banner (SPEC 2 and 9, Admin). */
import type { BannerMatches } from '../../../../common/schemas/banners';

/** How much of an advert's code the dashboard list shows. */
export const ADVERT_CODE_PREVIEW_LENGTH = 150;

/**
 * The first 150 characters of an advert's code, then '...' when there is more; code of 150 characters
 * or fewer is shown whole. Counts characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function advertCodePreview(code: string, length: number = ADVERT_CODE_PREVIEW_LENGTH): string {
  const characters = Array.from(code);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : code;
}

/** How the dashboard names a banner in buttons and confirmations: its keyword, or its number when it has none. */
export function bannerName(banner: { id: number; keyword: string | null }): string {
  const keyword = banner.keyword?.trim();
  return keyword ? `'${keyword}'` : `#${banner.id} (no keyword)`;
}

/**
 * What a keyword field matches, as the dashboard says it: 'Matches 9 published places: A, B, C, D, E and 4
 * more'; 'Matches no published places' when none.
 */
export function matchSummary({ total, places }: BannerMatches): string {
  if (total === 0) return 'Matches no published places';
  const names = places.map((place) => place.name);
  const more = total - names.length;
  const listed =
    more > 0
      ? `${names.join(', ')} and ${more} more`
      : names.length > 1
        ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
        : names.join('');
  return `Matches ${total} published ${total === 1 ? 'place' : 'places'}: ${listed}`;
}
