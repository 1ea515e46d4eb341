import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { formatTimeOfDay } from '../../../../common/dates';
import type { Translate } from '../../../../common/i18n';
import { translatedShortDate, translatedTileParts } from '../../../../common/translated-dates';
import { venueText } from '../../../../common/venue';
import type { EventItem } from '../../../../common/schemas/events';
import { Badge } from '../../../components/ui/badge';
import { AddToCalendarLink } from './add-to-calendar-link';
import { buttonClasses } from '../../../components/ui/button';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { cn } from '../../../lib/cn';
import { useTranslator, type MessageId } from '../../../lib/i18n';
import { eventCategoryLabel } from '../event-category';

/** '5 Mar 2026 · 19:30' (Cyprus time), or '5 Mar 2026 · time to be confirmed' when no source gives it. */
export function eventWhen(
  t: Translate<MessageId>,
  event: Pick<EventItem, 'startTime' | 'timeToBeConfirmed'>,
): string {
  const time = event.timeToBeConfirmed
    ? t('events.timeToBeConfirmedShort')
    : formatTimeOfDay(event.startTime);
  return `${translatedShortDate(t, event.startTime)} · ${time}`;
}

export interface EventCardProps {
  event: EventItem;
  /** 'card' with image for grids; 'compact' (date, name, venue) for sidebars. */
  layout?: 'card' | 'compact';
  className?: string;
}

/** The event's name as a link to its page, stretched over the whole card (a positioned ancestor). */
function EventLink({ event }: { event: Pick<EventItem, 'id' | 'name'> }) {
  return (
    <Link
      to={`/events/${event.id}`}
      className={
        "after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-sea-700 " +
        'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-ring'
      }
    >
      {event.name}
    </Link>
  );
}

/**
 * An upcoming event: image, date (day, short month, year), name, venue, Free badge and ticket link; a
 * cancelled one is marked so, without its ticket and calendar links. The
 * whole card links to the event's page (/events/{id}); the ticket and 'Add to Calendar' links stay links of
 * their own.
 */
export function EventCard({ event, layout = 'card', className }: EventCardProps) {
  const { t } = useTranslator();
  const cancelled = event.status === 'cancelled';
  if (layout === 'compact') {
    return (
      <article className={cn('relative flex gap-3', className)}>
        <DateTile startTime={event.startTime} />
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-foreground">
            <EventLink event={event} />
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={event.startTime}>{translatedShortDate(t, event.startTime)}</time>
            {cancelled && (
              <Badge variant="destructive" className="ms-2">
                {t('events.cancelled')}
              </Badge>
            )}
          </p>
          {event.venueName && <p className="truncate text-sm text-muted-foreground">{event.venueName}</p>}
          {!cancelled && <AddToCalendarLink event={event} look="link" className="mt-1" />}
        </div>
      </article>
    );
  }

  const venue = venueText(event.venueName, event.venueAddress);
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow ' +
          'focus-within:shadow-lift hover:shadow-lift',
        className,
      )}
    >
      <div className="relative aspect-[16/9] bg-sand-100">
        <ImageWithFallback
          src={event.imageUrl}
          alt={event.name}
          fallbackIcon={CalendarDays}
          className="size-full"
        />
        <div className="absolute start-3 top-3 flex gap-2">
          {cancelled && <Badge variant="destructive">{t('events.cancelled')}</Badge>}
          {event.isFree && !cancelled && <Badge variant="success">{t('events.free')}</Badge>}
          {event.category && <Badge variant="outline">{eventCategoryLabel(event.category)}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-terracotta-700">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={event.startTime}>{eventWhen(t, event)}</time>
        </p>
        <h3 className="text-lg font-bold leading-snug text-foreground">
          <EventLink event={event} />
        </h3>
        {event.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
        )}
        {venue && (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{venue}</span>
          </p>
        )}
        {cancelled && <p className="text-sm font-semibold text-destructive">{t('events.cancelledNote')}</p>}
        <div className="mt-auto flex flex-wrap gap-2">
          {event.ticketUrl && !cancelled && (
            <a
              href={event.ticketUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'relative z-10' })}
            >
              <Ticket aria-hidden="true" />
              {event.isFree ? t('events.details') : t('events.tickets')}
              <span className="sr-only">
                {' '}
                {t('events.linkFor', { name: event.name })} {t('common.newTab')}
              </span>
            </a>
          )}
          {!cancelled && <AddToCalendarLink event={event} />}
        </div>
      </div>
    </article>
  );
}

function DateTile({ startTime }: { startTime: string }) {
  const { t } = useTranslator();
  const { day, month } = translatedTileParts(t, startTime);
  return (
    <div
      aria-hidden="true"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-700"
    >
      <span className="text-lg font-bold leading-none">{day}</span>
      <span className="text-xs font-semibold uppercase">{month}</span>
    </div>
  );
}
