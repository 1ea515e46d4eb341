/**
 * Every API path, written once: the server registers its routes with these (adding ':name' parameters
 * after them) and the web app builds its requests and query keys from them (adding the values as further
 * key parts, which are joined with '/': SPEC 7). A query key starting with one of these is refreshed by
 * invalidating it. Visitors' URLs and SPEC 7's paths stay as they are: tours answer under /api/viator.
 */
export const API = {
  auth: {
    user: '/api/auth/user',
    login: '/api/auth/login',
    register: '/api/auth/register',
    logout: '/api/auth/logout',
  },
  account: {
    root: '/api/account',
    password: '/api/account/password',
    export: '/api/account/export',
  },
  favorites: '/api/favorites',
  places: {
    list: '/api/places',
    trending: '/api/places/trending',
    recent: '/api/places/recent',
    nearby: '/api/places/nearby',
    /** One page of the filtered, sorted list as compact cards: the list at any size. */
    page: '/api/places/page',
    /** What a map's view shows (?bbox=&zoom= and the list's filters): single places and clusters. */
    map: '/api/places/map',
    /** The best matches of a search (?q=&limit=), best first: the hero box's suggestions. */
    search: '/api/places/search',
    /** A place source's photo, served through the server so its key never reaches a browser. */
    photos: '/api/places/photos',
  },
  events: {
    list: '/api/events',
    upcoming: '/api/events/upcoming',
    /** Every upcoming published event as one iCalendar feed, for a calendar app to subscribe to. */
    calendar: '/api/events/calendar.ics',
  },
  weather: '/api/weather',
  banners: '/api/banners',
  /** The advert a place's page shows; under banners, so refreshing the banners refreshes it. */
  placeBanner: '/api/banners/place',
  tours: {
    root: '/api/viator',
    showcase: '/api/viator/showcase',
    recommendations: '/api/viator/recommendations',
  },
  articles: {
    list: '/api/articles',
    category: '/api/articles/category',
  },
  contact: '/api/contact',
  /** POST <this>/<slug>: a visitor's report of a wrong fact about a published place. */
  placeSuggestions: '/api/place-suggestions',
  settings: {
    public: '/api/settings/public',
    social: '/api/settings/social',
  },
} as const;

/** Words a place's slug may not be: the paths under /api/places/ that name no place. */
export const RESERVED_PLACE_SLUGS: readonly string[] = Object.values(API.places)
  .filter((path) => path.startsWith(`${API.places.list}/`))
  .map((path) => path.slice(API.places.list.length + 1));

/** The operator's calls: every one under this prefix carries the admin key (SPEC 6). */
export const ADMIN_API_PREFIX = '/api/admin';

export const ADMIN_API = {
  stats: '/api/admin/stats',
  /** Which writer drafts descriptions and articles, and the models and lengths it offers. */
  writer: '/api/admin/writer',
  places: '/api/admin/places',
  publishNext: '/api/admin/publish-next',
  archivePending: '/api/admin/archive-pending',
  articles: '/api/admin/articles',
  settings: '/api/admin/settings',
  /** Whether Pinterest posting can happen and what it lacks; under settings, so saving them refreshes it. */
  pinterestStatus: '/api/admin/settings/pinterest-status',
  contactMessages: '/api/admin/contact-messages',
  /** Visitors' suggested edits of places; <this>/<id>/accept and /dismiss decide one. */
  suggestions: '/api/admin/suggestions',
  /** How many suggestions wait for a decision (the tab's badge); under suggestions, so a decision refreshes it. */
  suggestionsCount: '/api/admin/suggestions/count',
  /** The operator's events: list, create, edit, cancel, publish, delete. */
  events: '/api/admin/events',
  banners: '/api/admin/banners',
  /** The published places a keyword field matches; under banners, so a banner write refreshes it. */
  bannerMatches: '/api/admin/banners/matches',
  sync: '/api/admin/sync',
  syncLogs: '/api/admin/sync-logs',
  /** When the daily place sync runs next; under sync-logs, so a sync refreshes it with them. */
  syncSchedule: '/api/admin/sync-logs/schedule',
  jobs: '/api/admin/jobs',
  tourSync: '/api/admin/viator/sync',
  /** Calendar (.ics) feeds whose events are imported for review; '/{id}/import' imports one now. */
  eventFeeds: '/api/admin/event-feeds',
  /** Every admin write, newest first. */
  auditLog: '/api/admin/audit-log',
  /** The newest nightly backup and how many are kept. */
  backups: '/api/admin/backups',
  /** A backup made there and then, as a file (gzipped JSON). */
  backupDownload: '/api/admin/backups/download',
} as const satisfies Record<string, `${typeof ADMIN_API_PREFIX}/${string}`>;

/** An admin path as the server's admin scope (registered under ADMIN_API_PREFIX) names its route. */
export function adminRoute(path: (typeof ADMIN_API)[keyof typeof ADMIN_API], parameters = ''): string {
  return path.slice(ADMIN_API_PREFIX.length) + parameters;
}
