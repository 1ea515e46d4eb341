/**
 * Words that no page's first screen shows come after the first load, with the code that shows them: a
 * message whose id starts with one of a later part's prefixes ('tours.bookNow', 'contact.title') is in that
 * part of each catalogue, loaded beside that code (routes.tsx and the lazy parts: lib/i18n.tsx, loadWords).
 * 'later' holds the small parts every page may show after its first screen (the tours above the footer,
 * the weather card, the cookie banner, the not-found page, the language offer); a page of its own gets a
 * part of its own. Every other message is in the 'main' part, which each page loads before it is drawn.
 * Read by the build (vite-catalogues.ts), which makes each part of each catalogue a chunk of its own.
 */
const PART_PREFIXES = {
  later: [
    ...['consent', 'content', 'notFound', 'offer', 'share', 'tours', 'weather'],
    // The favourite button, the written-by note, the signed-in visitor's menu, the not-saved-offline page,
    // the home search's dropdown, the map's controls and popups, the open/closed line: each loads them with
    // its code (or its page does).
    ...['favorite', 'writtenBy', 'userMenu', 'notSaved', 'search', 'mapControls', 'hours'],
  ],
  contact: ['contact'],
  places: ['places'],
  favorites: ['favorites'],
  place: ['place'],
  events: ['events', 'date'],
  guides: ['guides'],
  auth: ['auth'],
  legal: ['legal'],
} as const;

export type LaterPart = keyof typeof PART_PREFIXES;
export type MessagePart = 'main' | LaterPart;
export const LATER_PARTS = Object.keys(PART_PREFIXES) as LaterPart[];

/** The part of the catalogue a message is in, by its id. */
export function messagePart(id: string): MessagePart {
  const [prefix = ''] = id.split('.', 1);
  return LATER_PARTS.find((part) => (PART_PREFIXES[part] as readonly string[]).includes(prefix)) ?? 'main';
}
