import { describe, expect, it } from 'vitest';
import { formatReceived, unreadCount, unreadLabel } from '../../src/web/features/contact/admin/messages';

describe('unreadCount', () => {
  it('counts the messages not read yet', () => {
    expect(unreadCount([])).toBe(0);
    expect(unreadCount([{ isRead: true }, { isRead: false }, { isRead: false }])).toBe(2);
  });
});

describe('unreadLabel', () => {
  it('reads as a count of unread messages', () => {
    expect(unreadLabel(3)).toBe('3 unread');
  });
});

describe('formatReceived', () => {
  it('gives the day, long month, year and time in British English, in Paphos time', () => {
    expect(formatReceived('2026-03-05T14:05:00Z')).toBe('5 March 2026 at 16:05');
    expect(formatReceived(new Date('2026-07-01T09:30:00Z'))).toBe('1 July 2026 at 12:30');
    expect(formatReceived('2026-06-30T22:30:00Z')).toBe('1 July 2026 at 01:30');
  });
});
