import { SidebarCard } from '../../../components/ui/sidebar-card';
import { useTranslator } from '../../../lib/i18n';
import { useUpcomingEvents } from '../api';
import { EventCard } from './event-card';

/** 'Upcoming Events': the next `limit` events in a sidebar card; nothing when there are none. */
export function UpcomingEventsCard({ limit }: { limit: number }) {
  const { t } = useTranslator();
  const { data: events } = useUpcomingEvents();
  const upcoming = (events ?? []).slice(0, limit);
  if (upcoming.length === 0) return null;
  return (
    <SidebarCard title={t('events.upcoming')}>
      <ul className="grid gap-4">
        {upcoming.map((event) => (
          <li key={event.id}>
            <EventCard event={event} layout="compact" />
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
