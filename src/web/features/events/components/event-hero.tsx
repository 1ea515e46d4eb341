import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { EventItem } from '../../../../common/schemas/events';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { useTranslator } from '../../../lib/i18n';
import { eventCategoryLabel } from '../event-category';
import { eventTiming } from '../event-page';

export interface EventHeroProps {
  event: Pick<
    EventItem,
    'name' | 'category' | 'isFree' | 'startTime' | 'endTime' | 'timeToBeConfirmed' | 'venueName' | 'status'
  >;
  /** Whether the event is over: the hero then says so. */
  ended: boolean;
}

/** The top of an event page: a way back home, the category, the name, and when and where in one glance; a cancelled event says so. */
export function EventHero({ event, ended }: EventHeroProps) {
  const { t } = useTranslator();
  const timing = eventTiming(t, event);
  return (
    <section className="bg-gradient-to-b from-sea-800 to-sea-700 text-white">
      <Container className="py-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-sea-50 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('events.backHome')}
        </Link>
        <div className="mt-6 flex flex-wrap gap-2">
          {event.category && <Badge variant="accent">{eventCategoryLabel(event.category)}</Badge>}
          {event.isFree && <Badge variant="success">{t('events.free')}</Badge>}
          {event.status === 'cancelled' && <Badge variant="destructive">{t('events.cancelled')}</Badge>}
        </div>
        <h1 className="mt-3 max-w-4xl break-words text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
          {event.name}
        </h1>
        <div className="mt-4 grid gap-2 text-sea-50 sm:flex sm:flex-wrap sm:gap-x-6">
          <p className="flex items-start gap-1.5">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <time dateTime={event.startTime}>{timing.date}</time> · {timing.time}
            </span>
          </p>
          {event.venueName && (
            <p className="flex items-start gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{event.venueName}</span>
            </p>
          )}
        </div>
        {event.status === 'cancelled' && (
          <p
            role="status"
            className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-destructive"
          >
            {t('events.hasBeenCancelled')}
          </p>
        )}
        {ended && event.status !== 'cancelled' && (
          <p className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-terracotta-700">
            {t('events.tookPlace')}
          </p>
        )}
      </Container>
    </section>
  );
}
