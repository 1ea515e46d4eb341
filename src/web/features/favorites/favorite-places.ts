/** The places whose id is among the favourites, in the order of `places`. */
export function favoritePlaces<T extends { id: number }>(
  places: readonly T[],
  favorites: readonly { placeId: number }[],
): T[] {
  const ids = new Set(favorites.map((favorite) => favorite.placeId));
  return places.filter((place) => ids.has(place.id));
}

/** '1 place saved', '3 places saved'. */
export function savedCountText(count: number): string {
  return `${count} ${count === 1 ? 'place' : 'places'} saved`;
}
