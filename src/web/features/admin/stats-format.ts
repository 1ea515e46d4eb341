import type { AdminStats } from '../../../common/schemas/admin';

/**
 * The Total Places card's note: every status the total counts, so the figures add up to it
 * ('95 published · 30 pending · 5 archived').
 */
export function placeCountsNote(
  stats: Pick<AdminStats, 'activePlaces' | 'pendingPlaces' | 'archivedPlaces'>,
): string {
  return `${stats.activePlaces} published · ${stats.pendingPlaces} pending · ${stats.archivedPlaces} archived`;
}
