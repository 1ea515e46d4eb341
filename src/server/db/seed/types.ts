import type { AmenityKey, PlaceCategory, PlaceStatus } from '../../../common/categories';
import type { EventSchedule } from '../../lib/event-schedule';

export interface SeedPlace {
  /** Stable id, as the places provider would give it (e.g. 'paphos-tombs-of-the-kings'). */
  sourceId: string;
  slug: string;
  name: string;
  category: PlaceCategory;
  /** 1.0-5.0; null where no rating was sourced. */
  rating: number | null;
  reviewCount: number;
  /** Two to four honest sentences, written by us; null leaves it to the writer at publishing. */
  description: string | null;
  latitude: number;
  longitude: number;
  address: string;
  phoneNumber: string | null;
  website: string | null;
  /** 1-4, or null where price makes no sense (a beach, a free landmark). */
  priceLevel: number | null;
  highlights: string[];
  amenities: AmenityKey[];
  /** Defaults to 'published'. A few 'pending' ones give the admin something to publish. */
  status?: PlaceStatus;
  /** How many days before the seed the place was added; small values show the 'New' badge. */
  addedDaysAgo: number;
  /** Days before the seed it was last updated, if ever after being added ('Updated' badge). */
  updatedDaysAgo?: number;
}

/** A one-off event this many days after the first start. */
export interface RelativeSchedule {
  kind: 'relative';
  dayOffset: number;
  hour: number;
  minute: number;
  durationMinutes: number;
}

export interface SeedEvent {
  name: string;
  description: string;
  venueName: string;
  venueAddress: string;
  category: string;
  isFree: boolean;
  ticketUrl: string | null;
  /** Path of a bundled image under /images/. */
  imageUrl: string;
  schedule: EventSchedule | RelativeSchedule;
}

export interface SeedTour {
  productCode: string;
  title: string;
  description: string;
  rating: number;
  reviewCount: number;
  duration: string;
  /** Euro. */
  priceFrom: number;
  /** Words that tie the tour to places (matched against a place's name and description). */
  keywords: string[];
  categories: PlaceCategory[];
  /** Where the tour starts or mostly happens. */
  latitude: number;
  longitude: number;
  imageUrl: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Markdown. With useAccordion, each '## ' section naming a featured place becomes one accordion panel. */
  content: string;
  featuredImageUrl: string;
  longtailKeywords: string[];
  useAccordion: boolean;
  placeSlugs: string[];
  publishedDaysAgo: number;
}

export interface SeedBanner {
  keyword: string | null;
  awinCode: string;
  isDefault: boolean;
}
