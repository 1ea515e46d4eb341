import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { allEventsCalendarUrl } from '../api';

/** 'Subscribe in your calendar': every upcoming event as one .ics feed that a calendar app keeps up to date. */
export function CalendarSubscribeLink() {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={allEventsCalendarUrl} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <CalendarPlus aria-hidden="true" />
        Subscribe in your calendar
      </a>
      <p className="text-sm text-muted-foreground">
        Or copy the link into your calendar app&apos;s &lsquo;Add calendar from URL&rsquo;.
      </p>
    </div>
  );
}
