import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { eventDescription } from '../../../../common/page-meta';
import type { EventItem } from '../../../../common/schemas/events';
import { InEnglishNote } from '../../../components/in-english-note';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { useTranslator } from '../../../lib/i18n';

/** 'About This Event': its picture when it has one, and its description. */
export function EventAbout({
  event,
}: {
  event: Pick<EventItem, 'name' | 'description' | 'venueName' | 'imageUrl'>;
}) {
  const { t } = useTranslator();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-foreground">
        {t('events.about')}
      </h2>
      <InEnglishNote className="mb-4" />
      {event.imageUrl && (
        <ImageWithFallback
          src={event.imageUrl}
          alt={event.name}
          fallbackIcon={CalendarDays}
          priority
          className="mb-6 aspect-[16/9] w-full rounded-card object-cover"
        />
      )}
      <p lang="en" dir="ltr" className="whitespace-pre-line text-lg leading-relaxed text-foreground/90">
        {eventDescription(event)}
      </p>
    </section>
  );
}
