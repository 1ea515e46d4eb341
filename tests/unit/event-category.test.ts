import { describe, expect, it } from 'vitest';
import { eventCategoryLabel } from '../../src/web/features/events/event-category';

describe('eventCategoryLabel', () => {
  it('starts the category with a capital, as a badge reads', () => {
    expect(eventCategoryLabel('food')).toBe('Food');
    expect(eventCategoryLabel('street food')).toBe('Street food');
  });

  it('keeps a category that is already capitalised, and trims spaces', () => {
    expect(eventCategoryLabel('Music')).toBe('Music');
    expect(eventCategoryLabel(' culture ')).toBe('Culture');
  });
});
