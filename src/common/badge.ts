export const BADGE_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlaceBadge = 'New' | 'Updated' | null;

/** 'New' if created within 7 days, else 'Updated' if updated within 7 days. */
export function placeBadge(
  createdAt: string | Date,
  updatedAt: string | Date | null | undefined,
  now: Date = new Date(),
): PlaceBadge {
  const windowStart = now.getTime() - BADGE_WINDOW_DAYS * DAY_MS;
  if (new Date(createdAt).getTime() >= windowStart) return 'New';
  if (updatedAt && new Date(updatedAt).getTime() >= windowStart) return 'Updated';
  return null;
}
