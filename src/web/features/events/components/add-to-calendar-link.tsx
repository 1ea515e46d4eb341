import { CalendarPlus } from 'lucide-react';
import { buttonClasses, type ButtonSize } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { eventCalendarUrl } from '../api';

export interface AddToCalendarLinkProps {
  event: { id: number; name: string };
  size?: Extract<ButtonSize, 'sm' | 'default'>;
  /** 'link' for a plain text link (in a compact list), 'button' otherwise. */
  look?: 'button' | 'link';
  className?: string;
}

/** 'Add to Calendar': downloads the event's .ics file (a recurring event keeps its rule). */
export function AddToCalendarLink({
  event,
  size = 'sm',
  look = 'button',
  className,
}: AddToCalendarLinkProps) {
  const { t } = useTranslator();
  return (
    <a
      href={eventCalendarUrl(event.id)}
      download
      className={
        look === 'link'
          ? cn(
              'relative z-10 inline-flex items-center gap-1 text-sm font-semibold text-sea-700 underline-offset-4 hover:underline',
              className,
            )
          : buttonClasses({ variant: 'outline', size, className: cn('relative z-10', className) })
      }
    >
      <CalendarPlus className={look === 'link' ? 'size-4' : undefined} aria-hidden="true" />
      {t('events.addToCalendar')}
      <span className="sr-only">: {event.name}</span>
    </a>
  );
}
