/**
 * Visitors' suggested edits of places (issue 33): kept for the operator, who accepts one (the place takes
 * the corrected value, and the field is locked so the place sync keeps it) or dismisses it.
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { LockablePlaceField, PlaceSuggestionKind } from '../../../common/schemas/places';
import {
  correctedFieldValue,
  formatPosition,
  kindHasValue,
  parsePosition,
  SUGGESTION_MESSAGES,
  type adminSuggestionsQuerySchema,
  type PlaceSuggestionValues,
} from '../../../common/schemas/suggestions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places, placeSuggestions } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { PLACES_CACHE_PREFIXES } from '../places/service';

type Place = typeof places.$inferSelect;
type Suggestion = typeof placeSuggestions.$inferSelect;
type AdminSuggestionsQuery = z.output<typeof adminSuggestionsQuerySchema>;

/** The place field each kind corrects, and the lock that keeps the correction from the place sync. */
const LOCK_OF_KIND: Record<Exclude<PlaceSuggestionKind, 'other'>, LockablePlaceField> = {
  closed: 'status',
  hours: 'openingHours',
  position: 'position',
  phone: 'phoneNumber',
  website: 'website',
};

/** The place's value of the field a kind of suggestion is about, as the dashboard shows it; null for none. */
function currentValueOf(
  kind: PlaceSuggestionKind,
  place: Pick<Place, 'status' | 'openingHours' | 'latitude' | 'longitude' | 'phoneNumber' | 'website'>,
): string | null {
  if (kind === 'closed') return place.status;
  return kindHasValue(kind) ? correctedFieldValue(kind, place) : null;
}

/** The corrected value as it is kept: a position written the one way ('34.7554, 32.4067'), others as typed. */
function storedValue(body: PlaceSuggestionValues): string | null {
  if (!kindHasValue(body.kind)) return null;
  const value = body.proposedValue ?? '';
  if (body.kind !== 'position') return value;
  const position = parsePosition(value)!;
  return formatPosition(position.latitude, position.longitude);
}

/**
 * Keeps a visitor's suggestion about the published place with this slug. A filled honeypot is answered the
 * same and kept nowhere. 404 for a place that is not published; 400 for a value the page already shows.
 */
export async function saveSuggestion(
  db: Db,
  slug: string,
  body: PlaceSuggestionValues,
  ipAddress: string,
): Promise<void> {
  if (body.homepage) return;
  const [place] = await db
    .select()
    .from(places)
    .where(and(eq(places.slug, slug), eq(places.status, 'published')));
  if (!place) throw notFound('Place not found');
  const proposedValue = storedValue(body);
  if (proposedValue !== null && proposedValue === currentValueOf(body.kind, place)) {
    throw fieldError(400, 'proposedValue', SUGGESTION_MESSAGES.sameAsNow);
  }
  await db.insert(placeSuggestions).values({
    placeId: place.id,
    kind: body.kind,
    proposedValue,
    note: body.note || null,
    email: body.email || null,
    ipAddress,
  });
}

const listColumns = {
  suggestion: placeSuggestions,
  place: {
    id: places.id,
    name: places.name,
    slug: places.slug,
    status: places.status,
    openingHours: places.openingHours,
    latitude: places.latitude,
    longitude: places.longitude,
    phoneNumber: places.phoneNumber,
    website: places.website,
  },
};

type ListedPlace = Pick<Place, keyof typeof listColumns.place>;

function adminSuggestion({ suggestion, place }: { suggestion: Suggestion; place: ListedPlace }) {
  const { id, kind, proposedValue, note, email, status, ipAddress, createdAt, decidedAt } = suggestion;
  return {
    id,
    kind,
    proposedValue,
    note,
    email,
    status,
    ipAddress,
    createdAt,
    decidedAt,
    place: { id: place.id, name: place.name, slug: place.slug, status: place.status },
    currentValue: currentValueOf(kind, place),
  };
}

/** One page of the suggestions, newest first, and how many match in all. */
export async function listSuggestions(db: Db, query: AdminSuggestionsQuery) {
  const where = query.status ? eq(placeSuggestions.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(placeSuggestions)
      .innerJoin(places, eq(places.id, placeSuggestions.placeId))
      .where(where)
      .orderBy(desc(placeSuggestions.createdAt), desc(placeSuggestions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(placeSuggestions).where(where),
  ]);
  return { suggestions: rows.map(adminSuggestion), total: total!.n };
}

/** How many suggestions wait for the operator. */
export async function countNewSuggestions(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(placeSuggestions)
    .where(eq(placeSuggestions.status, 'new'));
  return row!.n;
}

/** The change accepting a suggestion makes to its place, and the sentence that says so. */
function acceptedChange(suggestion: Suggestion, place: Place): { set: Partial<Place>; message: string } {
  const value = suggestion.proposedValue ?? '';
  const keep = 'The place sync will keep it.';
  switch (suggestion.kind) {
    case 'closed':
      return {
        set: { status: 'archived' },
        message: `${place.name} is archived as closed for good. The place sync will not bring it back.`,
      };
    case 'hours':
      return {
        set: { openingHours: value },
        message: `${place.name}'s opening hours are now ${value}. ${keep}`,
      };
    case 'position': {
      const position = parsePosition(value);
      if (!position) throw new AppError(409, 'This suggestion holds no position that can be applied');
      return {
        set: { ...position, approximatePosition: false },
        message: `${place.name}'s pin is now at ${value}. ${keep}`,
      };
    }
    case 'phone':
      return {
        set: { phoneNumber: value },
        message: `${place.name}'s phone number is now ${value}. ${keep}`,
      };
    case 'website':
      return { set: { website: value }, message: `${place.name}'s website is now ${value}. ${keep}` };
    case 'other':
      return {
        set: {},
        message: `Noted. Nothing on ${place.name}'s page changed: make the change yourself if one is needed.`,
      };
  }
}

type Decision = 'accepted' | 'dismissed';

/**
 * Accepts or dismisses a new suggestion in one transaction. Accepting applies the corrected value to the
 * place and locks that field against the place sync ('other' has nothing to apply: it is only noted).
 * 404 for an unknown suggestion, 409 for one already decided. Clears the public place answers when the place changed.
 */
export async function decideSuggestion(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock'>,
  id: number,
  decision: Decision,
) {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [suggestion] = await tx
      .select()
      .from(placeSuggestions)
      .where(eq(placeSuggestions.id, id))
      .for('update');
    if (!suggestion) throw notFound('Suggestion not found');
    if (suggestion.status !== 'new') {
      throw new AppError(409, `This suggestion was already ${suggestion.status}`);
    }
    const [place] = await tx.select().from(places).where(eq(places.id, suggestion.placeId)).for('update');
    if (!place) throw notFound('Place not found');

    let message = `Dismissed. Nothing on ${place.name}'s page changed.`;
    let placeChanged = false;
    if (decision === 'accepted') {
      const change = acceptedChange(suggestion, place);
      message = change.message;
      if (suggestion.kind !== 'other') {
        const lockedFields = new Set(place.lockedFields);
        lockedFields.add(LOCK_OF_KIND[suggestion.kind]);
        await tx
          .update(places)
          .set({ ...change.set, lockedFields: [...lockedFields], updatedAt: now })
          .where(eq(places.id, place.id));
        placeChanged = true;
      }
    }
    const [decided] = await tx
      .update(placeSuggestions)
      .set({ status: decision, decidedAt: now })
      .where(eq(placeSuggestions.id, id))
      .returning();
    const [row] = await tx
      .select(listColumns)
      .from(placeSuggestions)
      .innerJoin(places, eq(places.id, placeSuggestions.placeId))
      .where(eq(placeSuggestions.id, decided!.id));
    return { suggestion: adminSuggestion(row!), message, placeChanged };
  });
  if (outcome.placeChanged) ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return { suggestion: outcome.suggestion, message: outcome.message };
}

/** How long a decided suggestion is kept (the privacy policy says so). */
const DECIDED_SUGGESTION_DAYS = 365;

/** Deletes the suggestions decided more than a year ago; returns how many went. */
export async function deleteOldSuggestions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DECIDED_SUGGESTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(placeSuggestions)
    .where(lt(placeSuggestions.decidedAt, cutoff))
    .returning({ id: placeSuggestions.id });
  return deleted.length;
}
