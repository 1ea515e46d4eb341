/** The messages tab's small rules: what counts as unread, and how a count and a date read. */
import { formatLongDate, formatTimeOfDay } from '../../../../common/dates';
import type { ContactMessage } from '../../../../common/schemas/contact';

export function unreadCount(messages: readonly Pick<ContactMessage, 'isRead'>[]): number {
  return messages.filter((message) => !message.isRead).length;
}

/** The badge's words for a screen reader: '3 unread'. */
export function unreadLabel(count: number): string {
  return `${count} unread`;
}

/** When a message arrived, in Paphos time like every date on the site: '5 March 2026 at 14:05'. */
export function formatReceived(value: string | Date): string {
  return `${formatLongDate(value)} at ${formatTimeOfDay(value)}`;
}
