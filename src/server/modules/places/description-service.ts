/**
 * A place's descriptions as the operator manages them: the writer's text is a draft shown beside the
 * current one until the operator accepts (as it is or edited) or discards it; every text a new one
 * replaces is kept, newest first, and can be restored.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLACE_DESCRIPTION_VERSIONS_KEPT } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { placeDescriptionVersions, places } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { PLACES_CACHE_PREFIXES } from './service';

type PlaceRow = typeof places.$inferSelect;
type DescriptionCtx = Pick<AppContext, 'db' | 'clock' | 'cache'>;

const versionColumns = {
  id: placeDescriptionVersions.id,
  description: placeDescriptionVersions.description,
  writer: placeDescriptionVersions.writer,
  reviewedAt: placeDescriptionVersions.reviewedAt,
  createdAt: placeDescriptionVersions.createdAt,
};

async function placeOrNotFound(db: Db, id: number): Promise<PlaceRow> {
  const [place] = await db.select().from(places).where(eq(places.id, id));
  if (!place) throw notFound('Place not found');
  return place;
}

/** The current text, the draft and the earlier texts of a place. */
export async function placeDescriptions(db: Db, placeId: number) {
  const place = await placeOrNotFound(db, placeId);
  const versions = await db
    .select({ ...versionColumns, kind: placeDescriptionVersions.kind })
    .from(placeDescriptionVersions)
    .where(eq(placeDescriptionVersions.placeId, placeId))
    .orderBy(desc(placeDescriptionVersions.createdAt), desc(placeDescriptionVersions.id));
  const withoutKind = ({ kind: _kind, ...version }: (typeof versions)[number]) => version;
  const draft = versions.find((version) => version.kind === 'draft');
  return {
    placeId: place.id,
    name: place.name,
    current: {
      description: place.description,
      writer: place.descriptionWriter,
      reviewedAt: place.descriptionReviewedAt,
    },
    draft: draft ? withoutKind(draft) : null,
    earlier: versions.filter((version) => version.kind === 'earlier').map(withoutKind),
  };
}

/** Keeps the writer's text as the place's one draft (replacing an older draft); the public page is unchanged. */
export async function saveDescriptionDraft(
  db: Db,
  placeId: number,
  description: string,
  writer: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(placeDescriptionVersions)
      .where(and(eq(placeDescriptionVersions.placeId, placeId), eq(placeDescriptionVersions.kind, 'draft')));
    const [draft] = await tx
      .insert(placeDescriptionVersions)
      .values({ placeId, kind: 'draft', description, writer, createdAt: now })
      .returning(versionColumns);
    return draft!;
  });
}

/**
 * Makes `next` the place's description inside a transaction: the text it replaces is kept as an earlier
 * version (the oldest beyond the kept number go), the description is locked against the place sync.
 */
async function replaceDescription(
  tx: Db,
  place: PlaceRow,
  next: { description: string; writer: string | null; reviewedAt: Date | null },
  now: Date,
) {
  if (place.description) {
    await tx.insert(placeDescriptionVersions).values({
      placeId: place.id,
      kind: 'earlier',
      description: place.description,
      writer: place.descriptionWriter,
      reviewedAt: place.descriptionReviewedAt,
      createdAt: now,
    });
  }
  const kept = await tx
    .select({ id: placeDescriptionVersions.id })
    .from(placeDescriptionVersions)
    .where(and(eq(placeDescriptionVersions.placeId, place.id), eq(placeDescriptionVersions.kind, 'earlier')))
    .orderBy(desc(placeDescriptionVersions.createdAt), desc(placeDescriptionVersions.id));
  const beyond = kept.slice(PLACE_DESCRIPTION_VERSIONS_KEPT).map((version) => version.id);
  if (beyond.length > 0) {
    await tx.delete(placeDescriptionVersions).where(inArray(placeDescriptionVersions.id, beyond));
  }
  const locked = new Set(place.lockedFields);
  locked.add('description');
  await tx
    .update(places)
    .set({
      description: next.description,
      descriptionWriter: next.writer,
      descriptionReviewedAt: next.reviewedAt,
      lockedFields: [...locked],
      updatedAt: now,
    })
    .where(eq(places.id, place.id));
}

/**
 * The draft becomes the description. Accepted as it is, it stays the writer's text (labelled until
 * reviewed); edited by the operator, it is theirs. 404 without a draft.
 */
export async function acceptDescriptionDraft(ctx: DescriptionCtx, placeId: number, edited?: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const place = await placeOrNotFound(tx, placeId);
    const [draft] = await tx
      .select()
      .from(placeDescriptionVersions)
      .where(and(eq(placeDescriptionVersions.placeId, placeId), eq(placeDescriptionVersions.kind, 'draft')));
    if (!draft) throw notFound('This place has no draft description');
    const byOperator = edited !== undefined && edited !== draft.description.trim();
    await replaceDescription(
      tx,
      place,
      byOperator
        ? { description: edited, writer: null, reviewedAt: null }
        : { description: draft.description, writer: draft.writer, reviewedAt: null },
      now,
    );
    await tx.delete(placeDescriptionVersions).where(eq(placeDescriptionVersions.id, draft.id));
  });
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return placeDescriptions(ctx.db, placeId);
}

/** Throws the draft away; 404 when there is none. */
export async function discardDescriptionDraft(db: Db, placeId: number) {
  await placeOrNotFound(db, placeId);
  const deleted = await db
    .delete(placeDescriptionVersions)
    .where(and(eq(placeDescriptionVersions.placeId, placeId), eq(placeDescriptionVersions.kind, 'draft')))
    .returning({ id: placeDescriptionVersions.id });
  if (deleted.length === 0) throw notFound('This place has no draft description');
  return placeDescriptions(db, placeId);
}

/** The operator has checked the writer's current text: the page's label says so. 409 for a person's text. */
export async function markDescriptionReviewed(ctx: DescriptionCtx, placeId: number) {
  const place = await placeOrNotFound(ctx.db, placeId);
  if (!place.description || place.descriptionWriter === null) {
    throw new AppError(409, 'Only a description written by a writer needs reviewing');
  }
  const now = ctx.clock.now();
  await ctx.db
    .update(places)
    .set({ descriptionReviewedAt: now, updatedAt: now })
    .where(eq(places.id, placeId));
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return placeDescriptions(ctx.db, placeId);
}

/** An earlier text becomes the description again; the one it replaces is kept in its turn. */
export async function restoreDescription(ctx: DescriptionCtx, placeId: number, versionId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const place = await placeOrNotFound(tx, placeId);
    const [version] = await tx
      .select()
      .from(placeDescriptionVersions)
      .where(
        and(
          eq(placeDescriptionVersions.id, versionId),
          eq(placeDescriptionVersions.placeId, placeId),
          eq(placeDescriptionVersions.kind, 'earlier'),
        ),
      );
    if (!version) throw notFound('No such earlier description of this place');
    await tx.delete(placeDescriptionVersions).where(eq(placeDescriptionVersions.id, version.id));
    await replaceDescription(
      tx,
      place,
      { description: version.description, writer: version.writer, reviewedAt: version.reviewedAt },
      now,
    );
  });
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return placeDescriptions(ctx.db, placeId);
}
