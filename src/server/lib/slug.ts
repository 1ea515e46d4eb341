import slugify from '@sindresorhus/slugify';

const MAX_SLUG_LENGTH = 80;

/** A URL slug from any name, Greek letters and accents transliterated: 'Κτήμα Café' -> 'ktima-cafe'. */
export function slugFrom(text: string): string {
  const slug = slugify(text).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return slug || 'untitled';
}

/** The first of 'base', 'base-2', 'base-3'... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
