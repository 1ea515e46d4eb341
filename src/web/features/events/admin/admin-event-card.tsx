import { Ban, CalendarDays, ExternalLink, MapPin, Pencil, Repeat, Rss, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { recurrenceText } from '../../../../common/event-recurrence';
import type { AdminEvent } from '../../../../common/schemas/events';
import { venueText } from '../../../../common/venue';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';
import { eventCategoryLabel } from '../event-category';
import { eventTiming } from '../event-page';

const STATUS_BADGES: Record<AdminEvent['status'], { text: string; variant: BadgeVariant }> = {
  published: { text: 'Published', variant: 'success' },
  pending: { text: 'Pending', variant: 'warning' },
  cancelled: { text: 'Cancelled', variant: 'destructive' },
};

export interface AdminEventCardProps {
  event: AdminEvent;
  busy: boolean;
  onEdit(): void;
  onCancel(): void;
  onPublish(): void;
  onDelete(): void;
}

/**
 * An event in the dashboard: its name, status, where it came from, when (its recurrence in words and its
 * next date) and where; Edit, Cancel (a published one) or Publish (a pending import, or a cancelled event
 * again), Delete, and a link to its page on the site.
 */
export function AdminEventCard({ event, busy, onEdit, onCancel, onPublish, onDelete }: AdminEventCardProps) {
  const { t } = useTranslator();
  const badge = STATUS_BADGES[event.status];
  const timing = eventTiming(t, event);
  const recurrence = recurrenceText(event.when);
  const venue = venueText(event.venueName, event.venueAddress);
  return (
    <article
      aria-label={`Event ${event.name}`}
      className="grid gap-3 rounded-card border border-border bg-card p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words text-lg font-bold leading-snug">{event.name}</h3>
        <Badge variant={badge.variant}>{badge.text}</Badge>
        {event.category && <Badge variant="outline">{eventCategoryLabel(event.category)}</Badge>}
        {event.feedName && (
          <Badge variant="secondary">
            <Rss className="mr-1 size-3" aria-hidden="true" />
            From {event.feedName}
          </Badge>
        )}
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        {recurrence && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Repeats</dt>
            <Repeat className="mt-0.5 size-4 shrink-0 text-sea-600" aria-hidden="true" />
            <dd className="font-medium text-foreground">{recurrence}</dd>
          </div>
        )}
        <div className="flex items-start gap-2">
          <dt className="sr-only">{recurrence ? 'Next date' : 'Date'}</dt>
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-sea-600" aria-hidden="true" />
          <dd>
            {recurrence ? 'Next: ' : ''}
            <time dateTime={event.startTime}>{timing.date}</time> · {timing.time}
          </dd>
        </div>
        {venue && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Venue</dt>
            <MapPin className="mt-0.5 size-4 shrink-0 text-sea-600" aria-hidden="true" />
            <dd>{venue}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        {event.status !== 'pending' && (
          <Link
            to={`/events/${event.id}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mr-auto' })}
          >
            <ExternalLink aria-hidden="true" />
            View on site<span className="sr-only">: {event.name}</span>
          </Link>
        )}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit event ${event.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {event.status === 'published' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            disabled={busy}
            aria-label={`Cancel event ${event.name}`}
          >
            <Ban aria-hidden="true" />
            Cancel event
          </Button>
        ) : (
          <Button size="sm" onClick={onPublish} disabled={busy} aria-label={`Publish event ${event.name}`}>
            <Send aria-hidden="true" />
            {event.status === 'pending' ? 'Publish' : 'Publish again'}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete event ${event.name}`}
          className="text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
