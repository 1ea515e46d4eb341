import { CalendarDays, Clock, Hourglass, MapPin, Navigation, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventItem } from '../../../../common/schemas/events';
import { buttonClasses } from '../../../components/ui/button';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { useTranslator } from '../../../lib/i18n';
import { venueDirectionsUrl } from '../../../../common/venue';
import { admissionText, eventTiming } from '../event-page';
import { AddToCalendarLink } from './add-to-calendar-link';

export interface EventDetailsCardProps {
  event: Pick<
    EventItem,
    | 'id'
    | 'name'
    | 'startTime'
    | 'endTime'
    | 'timeToBeConfirmed'
    | 'venueName'
    | 'venueAddress'
    | 'ticketUrl'
    | 'isFree'
    | 'status'
  >;
  className?: string;
}

/**
 * 'Event Details': the date, the times in Paphos time and how long it lasts, the venue with directions
 * there, and how to get in (the ticket link, or whether entry is free); a cancelled one offers no tickets
 * and no calendar entry.
 */
export function EventDetailsCard({ event, className }: EventDetailsCardProps) {
  const { t } = useTranslator();
  const timing = eventTiming(t, event);
  const directions = venueDirectionsUrl(event.venueName, event.venueAddress);
  // A paid event with a ticket link says what it costs through the link.
  const cancelled = event.status === 'cancelled';
  const admission = cancelled ? null : event.ticketUrl && !event.isFree ? null : admissionText(t, event);
  return (
    <SidebarCard title={t('events.detailsTitle')} className={className}>
      <dl className="grid gap-4 text-sm">
        <Detail icon={<CalendarDays aria-hidden="true" />} term={t('events.date')}>
          <time dateTime={event.startTime}>{timing.date}</time>
        </Detail>
        <Detail icon={<Clock aria-hidden="true" />} term={t('events.time')}>
          {timing.time}
          {!event.timeToBeConfirmed && (
            <span className="text-muted-foreground"> {t('events.paphosTime')}</span>
          )}
        </Detail>
        {timing.duration && (
          <Detail icon={<Hourglass aria-hidden="true" />} term={t('events.duration')}>
            {timing.duration}
          </Detail>
        )}
        {(event.venueName || event.venueAddress) && (
          <Detail icon={<MapPin aria-hidden="true" />} term={t('events.venue')}>
            {event.venueName && (
              <span dir="ltr" className="block font-semibold">
                {event.venueName}
              </span>
            )}
            {event.venueAddress && (
              <span dir="ltr" className="block text-muted-foreground">
                {event.venueAddress}
              </span>
            )}
          </Detail>
        )}
        {admission && (
          <Detail icon={<Ticket aria-hidden="true" />} term={t('events.entry')}>
            {admission}
          </Detail>
        )}
      </dl>
      <div className="mt-5 grid gap-2">
        {event.ticketUrl && !cancelled && (
          <a
            href={event.ticketUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'accent', className: 'w-full' })}
          >
            <Ticket aria-hidden="true" />
            {t('events.getTickets')}
            <span className="sr-only"> {t('common.newTab')}</span>
          </a>
        )}
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({
              variant: event.ticketUrl ? 'outline' : 'default',
              className: 'w-full',
            })}
          >
            <Navigation aria-hidden="true" />
            {t('events.getDirections')}
            <span className="sr-only"> {t('common.newTab')}</span>
          </a>
        )}
        {!cancelled && <AddToCalendarLink event={event} size="default" className="w-full" />}
      </div>
    </SidebarCard>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <span className="text-sea-700 [&_svg]:size-4">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 min-w-0 ps-[1.625rem] text-foreground">{children}</dd>
    </div>
  );
}
