/** Publishing Controls' rule (SPEC 5 and 9): the publish quantity. */
import { PUBLISH_QUANTITY_MAX } from '../../../../common/schemas/places';

export const PUBLISH_QUANTITY_DEFAULT = 1;

/** Clamps the typed quantity to 1-50; anything that is not a number becomes 1. */
export function clampPublishQuantity(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return PUBLISH_QUANTITY_DEFAULT;
  return Math.min(PUBLISH_QUANTITY_MAX, Math.max(1, Math.trunc(value)));
}
