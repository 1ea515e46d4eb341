import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AmenityKey,
  ArticleLength,
  ArticleStatus,
  PlaceCategory,
  PlaceStatus,
} from '../../common/categories';
import type { EventStatus } from '../../common/schemas/events';
import type {
  AccessLevel,
  BeachFacts,
  LockablePlaceField,
  PhotoCredit,
  PlaceSuggestionKind,
  PlaceSuggestionStatus,
} from '../../common/schemas/places';
import type { EventSchedule } from '../lib/event-schedule';
import type { TranslationFields, TranslationLanguage } from '../../common/schemas/translations';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, so a leaked table cannot be replayed. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<PlaceCategory>().notNull(),
    status: text('status').$type<PlaceStatus>().notNull().default('pending'),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    description: text('description'),
    /** Who wrote the description: null for a person or the places source, else the writer ('gpt-4o', 'offline writer'). */
    descriptionWriter: text('description_writer'),
    /** When the operator marked a writer's description as checked; the public page labels it until then. */
    descriptionReviewedAt: timestamp('description_reviewed_at', { withTimezone: true }),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Credits the places provider requires shown with its photos; empty for our own photos. */
    photoCredits: jsonb('photo_credits')
      .$type<PhotoCredit[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The pin is an estimate, not a checked position: the place page tells the visitor. */
    approximatePosition: boolean('approximate_position').notNull().default(false),
    address: text('address'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    priceLevel: integer('price_level'),
    /** In the subset of OpenStreetMap's opening_hours syntax that src/common/opening-hours.ts reads. */
    openingHours: text('opening_hours'),
    highlights: text('highlights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .$type<AmenityKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The places provider's id; null for places entered by hand. */
    sourceId: text('source_id'),
    /** Which places source reported it ('bundled', 'google-places'); null for places entered by hand. */
    source: text('source'),
    /** Fields the operator changed by hand ('category', 'description'); the place sync leaves them alone. */
    lockedFields: text('locked_fields')
      .array()
      .$type<LockablePlaceField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The place's name in other languages, by language code ('el', 'de'), as the source gives them (OSM name:xx). */
    nameTranslations: jsonb('name_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Step-free entrance as a source says it: 'yes', 'limited' or 'no'; null is unknown, and said so. */
    wheelchair: text('wheelchair').$type<AccessLevel>(),
    /** An accessible toilet as a source says it: 'yes', 'limited' or 'no'; null is unknown. */
    toiletsWheelchair: text('toilets_wheelchair').$type<AccessLevel>(),
    /** A beach's facts (Blue Flag, lifeguards, surface, facilities) with their sources; null for other places. */
    beachFacts: jsonb('beach_facts').$type<BeachFacts>(),
    /** When the place's facts were last confirmed: the bundled check date, or the last sync that saw the place. */
    factsCheckedAt: timestamp('facts_checked_at', { withTimezone: true }),
    /** Where they were confirmed: a source's address or name ('OpenStreetMap', 'Google Places'). */
    factsCheckedSource: text('facts_checked_source'),
    /**
     * What the places search reads (places/search-service.ts): the name with its translations, and the
     * address, highlights and description, lower case without accents (' kato paphos '). A trigger of
     * migration 0014 writes them on every insert and on each change to those fields; the app never does.
     */
    searchName: text('search_name').notNull().default(''),
    searchDetails: text('search_details').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('places_slug_idx').on(table.slug),
    uniqueIndex('places_source_id_idx').on(table.sourceId),
    index('places_status_category_idx').on(table.status, table.category),
    index('places_status_created_idx').on(table.status, table.createdAt),
    index('places_status_updated_idx').on(table.status, table.updatedAt),
    /** The box a distance filter keeps to (places/service.ts listPlacesPage). */
    index('places_position_idx').on(table.latitude, table.longitude),
    /**
     * The search's word starts and typos (LIKE and regular expressions), answered by pg_trgm's trigrams.
     * Written straight into the index (no fastupdate list): PGlite runs no autovacuum to empty that list,
     * and each search would read all of it.
     */
    index('places_search_name_idx')
      .using('gin', table.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('places_search_details_idx')
      .using('gin', table.searchDetails.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** Binary data (an encoded image): a Buffer in, a Buffer out. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The operator's own photos of a place, in the order the place shows them (position); each one's encoded
 * sizes are in place_photo_variants. The upload itself is not kept: only its metadata-free re-encodings.
 */
export const placePhotos = pgTable(
  'place_photos',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** What the photo shows, for people who cannot see it; required. */
    alt: text('alt').notNull(),
    /** Who took it, shown with it; null when none is given. */
    credit: text('credit'),
    /** SHA-256 (hex, first 32 characters) of the uploaded bytes: the photo's public URLs are named by it. */
    contentHash: text('content_hash').notNull(),
    /** The photo's size upright (after its EXIF orientation is applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('place_photos_place_idx').on(table.placeId, table.position),
    uniqueIndex('place_photos_place_hash_idx').on(table.placeId, table.contentHash),
    index('place_photos_hash_idx').on(table.contentHash),
  ],
);

/** One encoded size of an operator's photo (AVIF or WebP at one width), served under its content hash. */
export const placePhotoVariants = pgTable(
  'place_photo_variants',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => placePhotos.id, { onDelete: 'cascade' }),
    format: text('format').$type<'avif' | 'webp'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.format, table.width] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.placeId] })],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    venueName: text('venue_name'),
    venueAddress: text('venue_address'),
    imageUrl: text('image_url'),
    ticketUrl: text('ticket_url'),
    isFree: boolean('is_free').notNull().default(false),
    /** No source gives the time: the site shows the day and 'time to be confirmed', never an hour. */
    timeToBeConfirmed: boolean('time_to_be_confirmed').notNull().default(false),
    category: text('category'),
    /** A recurring event moves to its next date once it has ended. */
    schedule: jsonb('schedule').$type<EventSchedule>(),
    /** 'published' shows on What's On; 'pending' waits for the operator (feed imports); 'cancelled' shows as cancelled. */
    status: text('status').$type<EventStatus>().notNull().default('published'),
    /** Where the event's facts come from (addresses or named references). */
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The guide's place the event is held at, when the operator picked one. */
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    /** The calendar feed it was imported from, and its UID there; null for bundled and hand-entered events. */
    feedId: integer('feed_id').references(() => eventFeeds.id, { onDelete: 'cascade' }),
    feedUid: text('feed_uid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_start_idx').on(table.startTime),
    index('events_end_idx').on(table.endTime),
    index('events_status_start_idx').on(table.status, table.startTime),
    uniqueIndex('events_feed_uid_idx').on(table.feedId, table.feedUid),
  ],
);

/** An iCalendar (.ics) address the operator subscribed to; the daily job imports its events as pending. */
export const eventFeeds = pgTable('event_feeds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export type EventRow = typeof events.$inferSelect;

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    /** Markdown; the public API renders it to sanitised HTML. */
    content: text('content').notNull(),
    category: text('category'),
    featuredImageUrl: text('featured_image_url'),
    longtailKeywords: text('longtail_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    useAccordion: boolean('use_accordion').notNull().default(false),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    aiModel: text('ai_model'),
    articleLength: text('article_length').$type<ArticleLength>(),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** When the operator marked a writer's text as checked; the public page labels it until then. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('articles_slug_idx').on(table.slug),
    index('articles_status_created_idx').on(table.status, table.createdAt),
    index('articles_status_category_idx').on(table.status, table.category),
  ],
);

/**
 * A place's other descriptions: the writer's draft awaiting the operator (at most one per place), and the
 * earlier texts a new one replaced, so any of them can be restored.
 */
export const placeDescriptionVersions = pgTable(
  'place_description_versions',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'draft' | 'earlier'>().notNull(),
    description: text('description').notNull(),
    /** As places.descriptionWriter: null for a person or the places source. */
    writer: text('writer'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('place_description_versions_place_idx').on(table.placeId, table.kind),
    uniqueIndex('place_description_versions_draft_idx')
      .on(table.placeId)
      .where(sql`${table.kind} = 'draft'`),
  ],
);

/** An article's earlier texts: each save that changes the text keeps the one it replaced. */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    aiGenerated: boolean('ai_generated').notNull(),
    aiModel: text('ai_model'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('article_versions_article_idx').on(table.articleId, table.createdAt)],
);

export const articlePlaces = pgTable(
  'article_places',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.placeId] }),
    index('article_places_place_idx').on(table.placeId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword'),
    awinCode: text('awin_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('banners_active_idx').on(table.isActive)],
);

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    duration: text('duration'),
    /** Euro. */
    priceFrom: real('price_from'),
    trackingUrl: text('tracking_url'),
    productUrl: text('product_url'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A bundled sample (sample price and rating), not a product live from the tour provider. */
    isSample: boolean('is_sample').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tours_product_code_idx').on(table.productCode),
    index('tours_rating_idx').on(table.rating),
  ],
);

export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  pinterestPostsPerDay: integer('pinterest_posts_per_day').notNull().default(3),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  twitterUrl: text('twitter_url'),
  youtubeUrl: text('youtube_url'),
  tiktokUrl: text('tiktok_url'),
  pinterestUrl: text('pinterest_url'),
  googleAnalyticsId: text('google_analytics_id'),
  /** The operator's mailboxes the contact and legal pages give; a page says nothing rather than invent one. */
  contactEmail: text('contact_email'),
  privacyEmail: text('privacy_email'),
  legalEmail: text('legal_email'),
  updatedAt: updatedAt(),
});

export const syncLogs = pgTable(
  'sync_logs',
  {
    id: serial('id').primaryKey(),
    syncType: text('sync_type').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    itemsAdded: integer('items_added').notNull().default(0),
    itemsUpdated: integer('items_updated').notNull().default(0),
    itemsArchived: integer('items_archived').notNull().default(0),
    errorMessage: text('error_message'),
    /** 'manual' (a dashboard button) or 'scheduled' (the daily job); null for runs logged before it was kept. */
    trigger: text('trigger').$type<'manual' | 'scheduled'>(),
    /** Where the items came from when it was a stand-in, e.g. 'the bundled sample tours (no Viator API key)'. */
    source: text('source'),
  },
  (table) => [index('sync_logs_started_idx').on(table.startedAt)],
);

/** A visitor's report that a place's fact is wrong; the operator accepts (applies and locks) or dismisses it. */
export const placeSuggestions = pgTable(
  'place_suggestions',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlaceSuggestionKind>().notNull(),
    /** The corrected value the visitor proposes, when the kind has one (hours, position, phone, website). */
    proposedValue: text('proposed_value'),
    note: text('note'),
    email: text('email'),
    status: text('status').$type<PlaceSuggestionStatus>().notNull().default('new'),
    /** The address it came from, for the operator's judgement of repeated reports. */
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('place_suggestions_status_created_idx').on(table.status, table.createdAt),
    index('place_suggestions_place_idx').on(table.placeId),
  ],
);

/** Every admin write: what changed, on which record, when and from which address; kept 180 days. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The request as the route names it: 'PATCH /api/admin/places/:id'. */
    action: text('action').notNull(),
    /** The record it touched ('place 12'), when the route names one. */
    target: text('target'),
    /** What was sent, with secrets left out. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    statusCode: integer('status_code').notNull(),
    ipAddress: text('ip_address'),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

export const pins = pgTable(
  'pins',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    pinId: text('pin_id'),
    status: text('status').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pins_posted_idx').on(table.postedAt),
    index('pins_place_idx').on(table.placeId),
    index('pins_article_idx').on(table.articleId),
  ],
);

/**
 * One row while a job runs: a lease that names its holder and ends at expiresAt unless renewed, so a
 * crashed instance cannot hold a job forever. `progress` lets any instance show how far the run has got.
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  progress: jsonb('progress').$type<Record<string, unknown>>(),
});

/**
 * A place's description and highlights, or a guide's title, excerpt and content, in another language
 * (issue 36): one row per place or guide and language. `aiModel` names the model of a machine translation
 * (labelled on the page until `reviewedAt`); a person's text has none and counts as reviewed.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').$type<TranslationLanguage>().notNull(),
    fields: jsonb('fields').$type<TranslationFields>().notNull(),
    aiModel: text('ai_model'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('content_translations_place_language_idx').on(table.placeId, table.language),
    uniqueIndex('content_translations_article_language_idx').on(table.articleId, table.language),
    check(
      'content_translations_one_subject',
      sql`(${table.placeId} is null) <> (${table.articleId} is null)`,
    ),
  ],
);
