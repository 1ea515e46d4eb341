import { CATEGORY_PLURALS, type PlaceCategory } from '../../../common/categories';
import type { EventRow } from '../../db/schema';
import { eventDescription, placeDescription } from '../../../common/page-meta';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../common/site';
import { priceLevelSymbols } from '../../../common/price-level';
import { nicosiaDate } from '../../../common/nicosia-time';

/** One schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** The schema.org type that says what kind of place each of our categories is. */
export const PLACE_SCHEMA_TYPES: Record<PlaceCategory, string> = {
  restaurant: 'Restaurant',
  bar: 'BarOrPub',
  cafe: 'CafeOrCoffeeShop',
  attraction: 'TouristAttraction',
  beach: 'Beach',
  hotel: 'Hotel',
  landmark: 'LandmarksOrHistoricalBuildings',
  spa: 'DaySpa',
  shopping: 'ShoppingCenter',
  entertainment: 'EntertainmentBusiness',
};

export interface PlaceFacts {
  slug: string;
  name: string;
  category: PlaceCategory;
  description: string | null;
  photos: readonly string[];
  latitude: number;
  longitude: number;
  approximatePosition: boolean;
  address: string | null;
  phoneNumber: string | null;
  website: string | null;
  priceLevel: number | null;
  rating: number | null;
  reviewCount: number;
  ratingIsSample: boolean;
}

/** A site-relative URL made absolute on the origin; absolute URLs unchanged. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function placeJsonLd(place: PlaceFacts, origin: string): JsonLd {
  const image = place.photos[0];
  return {
    '@context': 'https://schema.org',
    '@type': PLACE_SCHEMA_TYPES[place.category],
    name: place.name,
    description: placeDescription(place),
    url: `${origin}/places/${place.slug}`,
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(place.address ? { streetAddress: place.address } : {}),
      addressRegion: 'Paphos',
      addressCountry: 'CY',
    },
    // An estimated pin is shown to visitors with a warning; search engines, which give no warning, get none.
    ...(place.approximatePosition
      ? {}
      : { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }),
    ...(place.phoneNumber ? { telephone: place.phoneNumber } : {}),
    ...(place.website ? { sameAs: place.website } : {}),
    ...(place.priceLevel ? { priceRange: priceLevelSymbols(place.priceLevel) } : {}),
    // A sample figure of the bundled data is never offered to search engines as a real rating.
    ...(place.rating !== null && !place.ratingIsSample && place.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: place.rating,
            reviewCount: place.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** What an event's JSON-LD needs of its row. */
export type EventFacts = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'description'
  | 'startTime'
  | 'endTime'
  | 'venueName'
  | 'venueAddress'
  | 'imageUrl'
  | 'ticketUrl'
  | 'isFree'
  | 'timeToBeConfirmed'
> &
  Partial<Pick<EventRow, 'status'>>;

/** '2026-11-28': the day of an instant in Paphos, an ISO 8601 date as schema.org takes for a day. */
function paphosDay(at: Date): string {
  const { year, month, day } = nicosiaDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A schema.org Event: when (the day alone when no source gives the time), where (the venue and its address in Paphos), and how to get in. */
export function eventJsonLd(event: EventFacts, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: eventDescription(event),
    url: `${origin}/events/${event.id}`,
    ...(event.timeToBeConfirmed
      ? { startDate: paphosDay(event.startTime) }
      : {
          startDate: event.startTime.toISOString(),
          ...(event.endTime ? { endDate: event.endTime.toISOString() } : {}),
        }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.venueName ?? 'Paphos',
      address: {
        '@type': 'PostalAddress',
        ...(event.venueAddress ? { streetAddress: event.venueAddress } : {}),
        addressRegion: 'Paphos',
        addressCountry: 'CY',
      },
    },
    ...(event.imageUrl ? { image: absoluteUrl(origin, event.imageUrl) } : {}),
    isAccessibleForFree: event.isFree,
    ...(event.ticketUrl ? { offers: { '@type': 'Offer', url: event.ticketUrl } } : {}),
  };
}

export interface ArticleFacts {
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function articleJsonLd(article: ArticleFacts, origin: string): JsonLd {
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt || article.title,
    url: `${origin}/blog/${article.slug}`,
    mainEntityOfPage: `${origin}/blog/${article.slug}`,
    ...(article.featuredImageUrl ? { image: absoluteUrl(origin, article.featuredImageUrl) } : {}),
    datePublished: article.createdAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    author: publisher,
    publisher,
  };
}

/** A BreadcrumbList from the home page down to the page: [name, path] pairs after 'Home'. */
export function breadcrumbJsonLd(trail: readonly [name: string, path: string][], origin: string): JsonLd {
  const items = [['Home', '/'] as const, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

export function placeBreadcrumbs(
  place: Pick<PlaceFacts, 'name' | 'slug' | 'category'>,
  origin: string,
): JsonLd {
  return breadcrumbJsonLd(
    [
      ['Places', '/places'],
      [CATEGORY_PLURALS[place.category], `/places?category=${place.category}`],
      [place.name, `/places/${place.slug}`],
    ],
    origin,
  );
}

export function websiteJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
  };
}
