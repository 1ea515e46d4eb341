import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK_KEY, type Database, type Db } from '../client';
import { articlePlaces, articles, banners, events, places, settings, tours } from '../schema';
import { nextOccurrence } from '../../lib/event-schedule';
import { seedBanners } from './banners';
import { placeArtUrl } from './place-art';
import { mainFactsSource, type SeedPlace, seedEvents, seedGuides, seedPlaces, seedTours } from './records';
import { BUNDLED_PLACES_SOURCE } from '../../providers/places-source';
import type { SourceTour } from '../../providers/tours';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * The bundled sample tours as the tours table holds them: what the seed loads and the offline provider
 * reports. A sample has no product page of its own, so its link is a Viator search for its title (the
 * card calls it 'Find on Viator', not 'Book Now').
 */
export function bundledTours(): SourceTour[] {
  return seedTours.map(({ sampleRating, ...tour }) => ({
    ...tour,
    rating: sampleRating,
    reviewCount: 0,
    productUrl: `https://www.viator.com/searchResults/all?text=${encodeURIComponent(tour.title)}`,
    trackingUrl: null,
  }));
}

export type BundledPlace = SeedPlace & { photos: string[] };

/** Places with their own picture (`place-art.ts`). */
export function withPhotos(records: SeedPlace[]): BundledPlace[] {
  return records.map((place) => ({ ...place, photos: [placeArtUrl(place.slug)] }));
}

/** The bundled places with their artwork: what the seed loads and what the offline places source reports. */
export function bundledPlaces(): BundledPlace[] {
  return withPhotos(seedPlaces);
}

/** Fills an empty database with the bundled Paphos demo data, in one transaction. Returns whether it did. */
export async function seedDemoData(database: Database, now = new Date()): Promise<boolean> {
  return database.transaction(async (tx) => {
    // Two instances starting on one empty database must not both load the demo data: the second waits
    // here until the first has committed, then finds places and loads nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(places)) as [
      { count: number },
    ];
    if (count > 0) return false;
    await insertDemoData(tx, now);
    return true;
  });
}

async function insertDemoData(tx: Db, now: Date): Promise<void> {
  const insertedPlaces = await tx
    .insert(places)
    .values(
      bundledPlaces().map((place) => {
        const createdAt = daysBefore(now, place.addedDaysAgo);
        const updatedAt =
          place.updatedDaysAgo === undefined ? createdAt : daysBefore(now, place.updatedDaysAgo);
        return {
          sourceId: place.sourceId,
          source: BUNDLED_PLACES_SOURCE,
          slug: place.slug,
          name: place.name,
          category: place.category,
          status: place.status,
          rating: place.sampleRating,
          reviewCount: 0,
          description: place.description,
          photos: place.photos,
          latitude: place.latitude,
          longitude: place.longitude,
          approximatePosition: place.approximatePosition,
          address: place.address,
          phoneNumber: place.phoneNumber,
          website: place.website,
          priceLevel: place.priceLevel,
          openingHours: place.openingHours,
          highlights: place.highlights,
          amenities: place.amenities,
          wheelchair: place.wheelchair,
          toiletsWheelchair: place.toiletsWheelchair,
          beachFacts: place.beachFacts,
          factsCheckedAt: new Date(`${place.checkedAt}T00:00:00Z`),
          factsCheckedSource: mainFactsSource(place.sources),
          createdAt,
          updatedAt,
        };
      }),
    )
    .returning({ id: places.id, slug: places.slug });
  const placeIdBySlug = new Map(insertedPlaces.map((place) => [place.slug, place.id]));

  await tx.insert(events).values(
    seedEvents.map((event) => ({
      name: event.name,
      description: event.description,
      venueName: event.venueName,
      venueAddress: event.venueAddress,
      category: event.category,
      isFree: event.isFree,
      timeToBeConfirmed: event.timeToBeConfirmed,
      ticketUrl: event.ticketUrl,
      imageUrl: `/images/events/${event.category}.svg`,
      schedule: event.schedule,
      sources: event.sources,
      ...nextOccurrence(event.schedule, now),
    })),
  );

  await tx.insert(tours).values(bundledTours().map((tour) => ({ ...tour, isSample: true, updatedAt: now })));

  for (const article of seedGuides) {
    const createdAt = daysBefore(now, article.publishedDaysAgo);
    const [inserted] = await tx
      .insert(articles)
      .values({
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        featuredImageUrl: article.featuredImageUrl,
        longtailKeywords: article.longtailKeywords,
        useAccordion: article.useAccordion,
        status: 'published',
        articleLength: 'medium',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: articles.id });
    const featured = article.placeSlugs.map((slug, position) => {
      const placeId = placeIdBySlug.get(slug);
      if (!placeId) throw new Error(`Guide '${article.slug}' features unknown place '${slug}'`);
      return { articleId: inserted!.id, placeId, position };
    });
    if (featured.length > 0) await tx.insert(articlePlaces).values(featured);
  }

  await tx
    .insert(banners)
    .values(seedBanners.map((banner) => ({ ...banner, isActive: true, createdAt: now })));
  await tx.insert(settings).values({ id: 1 }).onConflictDoNothing();
}
