/** How many places the hero's search suggests, and the most GET /api/places/search answers at once. */
export const PLACE_SEARCH_LIMIT = { default: 6, max: 20 } as const;
