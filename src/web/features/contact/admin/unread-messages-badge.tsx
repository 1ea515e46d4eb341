import { useContactMessages } from './api';
import { unreadCount, unreadLabel } from './messages';

/** The count of unread messages on the Messages tab; nothing when every message is read. */
export function UnreadMessagesBadge() {
  const { data } = useContactMessages();
  const count = data ? unreadCount(data) : 0;
  if (count === 0) return null;
  return (
    <span className="relative inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold leading-5 text-accent-foreground">
      <span aria-hidden="true">{count}</span>
      {/*
        The leading space keeps the tab's name 'Messages 3 unread' however the browser joins the text.
        The badge is 'relative' so this hidden text stays inside the scrolling tab list on a phone.
      */}
      <span className="sr-only">{` ${unreadLabel(count)}`}</span>
    </span>
  );
}
