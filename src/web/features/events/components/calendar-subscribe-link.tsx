import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';
import { allEventsCalendarUrl } from '../api';

/** 'Subscribe in your calendar': every upcoming event as one .ics feed that a calendar app keeps up to date. */
export function CalendarSubscribeLink() {
  const { t } = useTranslator();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={allEventsCalendarUrl} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <CalendarPlus aria-hidden="true" />
        {t('events.subscribe')}
      </a>
      <p className="text-sm text-muted-foreground">{t('events.subscribeHint')}</p>
    </div>
  );
}
