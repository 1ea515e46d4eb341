/**
 * The parts of the Viator Partner API v2 answers we read, and how a product summary becomes one of our
 * tours. Formats from the Viator Partner API v2 reference (https://docs.viator.com/partner-api/technical/,
 * OpenAPI "Viator Partner API 2.0": ProductSearchResponse, ProductSummary, DestinationsResponse,
 * TagsResponse).
 */
import { z } from 'zod';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../../common/categories';
import { distanceKm } from '../../../common/distance';
import type { SourceTour } from './index';

const imageVariantSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** One ProductSummary of /products/search, as far as we use it. */
export const viatorProductSchema = z.object({
  productCode: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  images: z
    .array(z.object({ isCover: z.boolean().optional(), variants: z.array(imageVariantSchema) }))
    .optional(),
  reviews: z
    .object({
      totalReviews: z.number().int().min(0),
      combinedAverageRating: z.number().min(0).max(5).optional(),
    })
    .optional(),
  duration: z
    .object({
      fixedDurationInMinutes: z.number().int().min(0).optional(),
      variableDurationFromMinutes: z.number().int().min(0).optional(),
      variableDurationToMinutes: z.number().int().min(0).optional(),
      unstructuredDuration: z.string().optional(),
    })
    .optional(),
  pricing: z
    .object({
      summary: z.object({ fromPrice: z.number().min(0) }),
      // We ask for euro; a price in any other currency would be shown as euro, so it is refused.
      currency: z.literal('EUR', { error: 'prices must be in EUR, as asked' }),
    })
    .optional(),
  /** Only returned to affiliate partners; it carries their tracking parameters and must not be changed. */
  productUrl: z.string().optional(),
  destinations: z.array(z.object({ ref: z.string(), primary: z.boolean().optional() })),
  tags: z.array(z.number().int()),
});
export type ViatorProduct = z.infer<typeof viatorProductSchema>;

export const productSearchResponseSchema = z.object({
  products: z.array(viatorProductSchema),
  totalCount: z.number().int().min(0).optional(),
});

export const viatorDestinationSchema = z.object({
  destinationId: z.number().int(),
  name: z.string(),
  type: z.string(),
  lookupId: z.string().optional(),
  center: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export type ViatorDestination = z.infer<typeof viatorDestinationSchema>;

export const destinationsResponseSchema = z.object({ destinations: z.array(viatorDestinationSchema) });

export const tagsResponseSchema = z.object({
  tags: z.array(
    z.object({
      tagId: z.number().int(),
      parentTagIds: z.array(z.number().int()).optional(),
      allNamesByLocale: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type ViatorTags = z.infer<typeof tagsResponseSchema>['tags'];

/** English tag names by tag id, each with the names of its parent tags (Viator tags form a hierarchy). */
export function tagNamesById(tags: ViatorTags): Map<number, string[]> {
  const own = new Map(tags.map((tag) => [tag.tagId, tag.allNamesByLocale?.en] as const));
  return new Map(
    tags.map((tag) => [
      tag.tagId,
      [tag.tagId, ...(tag.parentTagIds ?? [])]
        .map((id) => own.get(id))
        .filter((name): name is string => Boolean(name)),
    ]),
  );
}

const PAPHOS_NAMES = /^(paphos|pafos)$/i;
const PAPHOS_CENTRE = { lat: 34.7667, lng: 32.4167 };
/** How far from Paphos a destination named Paphos may lie and still be ours (Viator gives its centre). */
const PAPHOS_RADIUS_KM = 30;

/**
 * Viator's destination for Paphos: the destination named Paphos (or Pafos) whose centre lies near Paphos,
 * a city or town before a wider area of the same name; undefined when the list has none.
 */
export function findPaphosDestination(destinations: ViatorDestination[]): ViatorDestination | undefined {
  const nearPaphos = (destination: ViatorDestination) =>
    !destination.center ||
    distanceKm({ lat: destination.center.latitude, lng: destination.center.longitude }, PAPHOS_CENTRE) <=
      PAPHOS_RADIUS_KM;
  const candidates = destinations.filter(
    (destination) => PAPHOS_NAMES.test(destination.name.trim()) && nearPaphos(destination),
  );
  const settlement = (destination: ViatorDestination) => /^(city|town)$/i.test(destination.type);
  return candidates.find(settlement) ?? candidates[0];
}

function durationPart(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day');
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** '4 hours', '1 day', '2 hours 30 minutes', '2 to 3 hours'; the supplier's own words when that is all. */
export function formatDuration(duration: ViatorProduct['duration']): string | null {
  if (!duration) return null;
  const { fixedDurationInMinutes: fixed, variableDurationFromMinutes: from } = duration;
  const to = duration.variableDurationToMinutes;
  if (fixed !== undefined && fixed > 0) return durationPart(fixed);
  if (from !== undefined && to !== undefined && to > from && from > 0) {
    if (from % 60 === 0 && to % 60 === 0 && to < 24 * 60) return `${from / 60} to ${to / 60} hours`;
    return `${durationPart(from)} to ${durationPart(to)}`;
  }
  if (from !== undefined && from > 0) return durationPart(from);
  const words = duration.unstructuredDuration?.trim();
  return words ? words.slice(0, 100) : null;
}

/** Wide enough for a card at twice the pixel density. */
const CARD_IMAGE_WIDTH = 720;

/** The cover image (else the first) in the smallest variant at least a card wide, else its widest. */
export function coverImageUrl(images: ViatorProduct['images']): string | null {
  const image = images?.find((candidate) => candidate.isCover) ?? images?.[0];
  const variants = (image?.variants ?? [])
    .filter((variant) => variant.url.startsWith('https://'))
    .sort((a, b) => a.width - b.width);
  const chosen = variants.find((variant) => variant.width >= CARD_IMAGE_WIDTH) ?? variants.at(-1);
  return chosen?.url ?? null;
}

/** Which of our place categories a tour relates to, from words in its tag names and title. */
const CATEGORY_PATTERNS: Record<PlaceCategory, RegExp> = {
  restaurant: /\b(food|dining|dinner|lunch|culinary|cooking|meze|gastronom\w*)\b/i,
  bar: /\b(wine|wineries|winery|bars?|pubs?|beer|brewery|cocktails?|nightlife)\b/i,
  cafe: /\b(coffee|caf[eé]s?)\b/i,
  attraction:
    /\b(sightseeing|day trips?|excursions?|safari|jeep|4wd|nature|wildlife|hiking|outdoor activities|zoo|parks?)\b/i,
  beach:
    /\b(beach(es)?|boat|cruises?|sailing|snorkel\w*|scuba|diving|water sports|kayak\w*|lagoon|swim\w*)\b/i,
  hotel: /\b(hotels?|resorts?)\b/i,
  landmark:
    /\b(histor\w*|archaeolog\w*|heritage|unesco|monaster\w*|churches|church|castles?|ruins|mosaics|museums?|cultural)\b/i,
  spa: /\b(spas?|wellness|massages?|hammam|thermal)\b/i,
  shopping: /\b(shopping|markets?|souvenirs?)\b/i,
  entertainment:
    /\b(shows?|concerts?|theat(er|re)s?|entertainment|water parks?|theme parks?|nightlife|dinner cruises?)\b/i,
};

export function tourCategories(texts: string[]): PlaceCategory[] {
  return PLACE_CATEGORIES.filter((category) => texts.some((text) => CATEGORY_PATTERNS[category].test(text)));
}

/** Words of a title that say nothing about which place a tour is about. */
const GENERIC_WORDS = new Set(
  `tour tours trip trips day days half full from with and the for into your our private small group shared
  experience experiences excursion excursions guided guide ticket tickets admission entry including included
  includes pickup transfer hotel hour hours minute minutes paphos pafos cyprus island best top visit visiting
  explore discover adventure morning afternoon evening night sunset`.split(/\s+/),
);
const MAX_KEYWORDS = 30;

/**
 * The words our ranking matches against a place's name and description: the distinctive words of the
 * title and the name of the product's own destination when that is not Paphos itself (every Paphos place
 * mentions Paphos).
 */
export function tourKeywords(title: string, destinationName: string | undefined): string[] {
  const words = (title.toLowerCase().match(/\p{L}[\p{L}']*/gu) ?? []).filter(
    (word) => word.length >= 4 && !GENERIC_WORDS.has(word),
  );
  const place = destinationName?.trim().toLowerCase();
  const named = place && !PAPHOS_NAMES.test(place) ? [place] : [];
  return [...new Set([...named, ...words])].slice(0, MAX_KEYWORDS).map((word) => word.slice(0, 100));
}

/** What the API gives besides the product itself: its tag names and the destinations by id. */
export interface ViatorReferences {
  tagNames: Map<number, string[]>;
  destinations: Map<string, ViatorDestination>;
}

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 5000;

/** A product summary as one of our tours; prices are euro (the request asks for EUR). */
export function toSourceTour(product: ViatorProduct, references: ViatorReferences): SourceTour {
  const primary = product.destinations.find((destination) => destination.primary) ?? product.destinations[0];
  const destination = primary ? references.destinations.get(primary.ref) : undefined;
  const tagNames = product.tags.flatMap((tag) => references.tagNames.get(tag) ?? []);
  const reviewCount = product.reviews?.totalReviews ?? 0;
  const rating = product.reviews?.combinedAverageRating;
  const productUrl = product.productUrl?.startsWith('https://') ? product.productUrl : null;
  return {
    productCode: product.productCode.slice(0, 100),
    title: product.title.trim().slice(0, MAX_TITLE),
    description: product.description?.trim().slice(0, MAX_DESCRIPTION) || null,
    imageUrl: coverImageUrl(product.images),
    rating: reviewCount > 0 && rating !== undefined ? rating : null,
    reviewCount,
    duration: formatDuration(product.duration),
    priceFrom: product.pricing?.summary.fromPrice ?? null,
    // Viator's productUrl already carries the partner's tracking parameters: it is the tracking link.
    trackingUrl: null,
    productUrl,
    keywords: tourKeywords(product.title, destination?.name),
    categories: tourCategories([...tagNames, product.title]),
    latitude: destination?.center?.latitude ?? null,
    longitude: destination?.center?.longitude ?? null,
  };
}
