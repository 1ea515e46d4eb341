import { Inbox, Mail, MailOpen } from 'lucide-react';
import type { ContactMessage } from '../../../../common/schemas/contact';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListItemsSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useContactMessages, useSetMessageRead } from './api';
import { formatReceived, unreadCount } from './messages';
import { LoadError } from '../../../components/ui/load-error';

/** The dashboard's Messages tab (SPEC 2): visitors' contact messages, newest first, unread ones highlighted. */
export function MessagesTab() {
  const { data, isPending, isError, error, refetch } = useContactMessages();

  return (
    <DashboardSection
      title="Messages"
      description={
        data && data.length > 0
          ? `${data.length} ${data.length === 1 ? 'message' : 'messages'}, ${unreadCount(data)} unread.`
          : 'What visitors sent through the contact form.'
      }
    >
      {isPending ? (
        <ListItemsSkeleton label="Loading messages" />
      ) : isError ? (
        <LoadError what="the messages" error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState role="status" icon={<Inbox className="size-10 text-sea-600" aria-hidden />}>
          <p className="text-lg font-semibold text-foreground">No contact messages yet</p>
        </EmptyState>
      ) : (
        <ul aria-label="Contact messages" className="grid gap-3">
          {data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const setRead = useSetMessageRead(message.id);
  const unread = !message.isRead;
  const headingId = `contact-message-${message.id}`;
  const toggleLabel = setRead.isPending ? 'Saving...' : unread ? 'Mark as read' : 'Mark as unread';

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'rounded-card border bg-card p-4 shadow-soft sm:p-5',
          unread ? 'border-l-4 border-sea-200 border-l-accent bg-sea-50/60' : 'border-border',
        )}
      >
        {/* The toggle follows the message in reading order; on a wide screen it sits top right. */}
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:gap-x-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="break-words font-sans text-base font-semibold leading-snug">
                {message.subject}
              </h3>
              {unread && <Badge variant="accent">Unread</Badge>}
            </div>
            <p className="mt-1 break-words text-sm text-muted-foreground">
              From <span className="font-medium text-foreground">{message.name}</span>{' '}
              <a
                href={`mailto:${message.email}`}
                className="rounded-sm text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                {message.email}
              </a>
            </p>
            <p className="mt-0.5 text-sm text-muted-foreground">
              Received{' '}
              <time dateTime={new Date(message.createdAt).toISOString()}>
                {formatReceived(message.createdAt)}
              </time>
            </p>
          </div>
          <p className="whitespace-pre-wrap break-words text-sm leading-relaxed sm:col-start-1">
            {message.message}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start sm:col-start-2 sm:row-start-1"
            disabled={setRead.isPending}
            aria-label={`${toggleLabel}: ${message.subject}`}
            onClick={() => setRead.mutate(unread)}
          >
            {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
            {toggleLabel}
          </Button>
        </div>
      </article>
    </li>
  );
}
