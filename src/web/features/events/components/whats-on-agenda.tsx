import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { EventItem } from '../../../../common/schemas/events';
import { venueText } from '../../../../common/venue';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { eventCategoryLabel } from '../event-category';
import { agendaDays, agendaTime } from '../whats-on-page';

/** A key for one date of an event: a recurring event is listed once per date. */
export const occurrenceKey = (event: Pick<EventItem, 'id' | 'startTime'>) => `${event.id}@${event.startTime}`;

/** The events under a heading for each Paphos day; each links to its page; a cancelled one is marked. */
export function WhatsOnAgenda({ events, from }: { events: readonly EventItem[]; from: string }) {
  const { t } = useTranslator();
  return (
    <div className="grid gap-8">
      {agendaDays(t, events, from).map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`}>
          <h2
            id={`day-${day.day}`}
            className="mb-3 border-b border-border pb-1 text-lg font-bold text-sea-800"
          >
            {day.label}
          </h2>
          <ul className="grid gap-3">
            {day.events.map((event) => (
              <li key={occurrenceKey(event)}>
                <AgendaItem event={event} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function AgendaItem({ event }: { event: EventItem }) {
  const { t } = useTranslator();
  const cancelled = event.status === 'cancelled';
  const venue = venueText(event.venueName, event.venueAddress);
  return (
    <article
      className={cn(
        'relative flex flex-col gap-1.5 rounded-card border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-start sm:gap-5',
        'focus-within:shadow-lift hover:shadow-lift',
        cancelled && 'bg-sand-50',
      )}
    >
      <p className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-terracotta-700 sm:w-44">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <time dateTime={event.startTime}>{agendaTime(t, event)}</time>
      </p>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold leading-snug text-foreground">
          <Link
            to={`/events/${event.id}`}
            className={cn(
              "after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-sea-700",
              'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-ring',
              cancelled && 'text-muted-foreground line-through',
            )}
          >
            {event.name}
          </Link>
        </h3>
        {venue && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{venue}</span>
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {cancelled && <Badge variant="destructive">{t('events.cancelled')}</Badge>}
          {event.isFree && !cancelled && <Badge variant="success">{t('events.free')}</Badge>}
          {event.category && <Badge variant="outline">{eventCategoryLabel(event.category)}</Badge>}
        </div>
      </div>
    </article>
  );
}
