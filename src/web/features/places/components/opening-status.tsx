import { Clock } from 'lucide-react';
import {
  openingStatus,
  openingStatusText,
  unreadableHoursNote,
  type OpeningStatus,
} from '../../../../common/opening-status';
import { translatedOpeningHours } from '../../../../common/translated-opening-hours';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';

const isOpen = (status: OpeningStatus) => status.kind === 'open' || status.kind === 'always';

/**
 * A card's 'Open now · closes 22:00' line; nothing for hours the site cannot read (the place page shows them).
 * Its words ('hours.*' in the 'later' part, the weekday and month names in 'events') load with this code
 * (lazy-opening-status.tsx); the place page loads both parts with its own.
 */
export function OpeningStatusBadge({ openingHours, now }: { openingHours: string; now: Date }) {
  const status = openingStatus(openingHours, now);
  if (status.kind === 'unreadable') return null;
  return <StatusLine status={status} now={now} className="text-sm" />;
}

function StatusLine({ status, now, className }: { status: OpeningStatus; now: Date; className?: string }) {
  const { t } = useTranslator();
  const open = isOpen(status);
  return (
    <span
      className={cn(
        'flex items-center gap-1.5 font-semibold',
        open ? 'text-olive-700' : 'text-terracotta-700',
        className,
      )}
    >
      <span
        className={cn('size-2 shrink-0 rounded-full', open ? 'bg-olive-700' : 'bg-terracotta-700')}
        aria-hidden="true"
      />
      {openingStatusText(status, now, t)}
    </span>
  );
}

/**
 * The place page's hours: the status at `now` (null on the server and while the page hydrates, so cached HTML
 * never holds a stale one), the rules as written with today's season and days marked, and the reminder that
 * they are the source's hours. Text the site cannot read is shown as written, with a note.
 */
export function OpeningHoursBlock({ openingHours, now }: { openingHours: string; now: Date | null }) {
  const { t, language } = useTranslator();
  const lines = translatedOpeningHours(openingHours, now ?? undefined, t, language);
  return (
    <span className="flex items-start gap-2.5">
      <span className="mt-0.5 text-sea-700 [&_svg]:size-4">
        <Clock aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="font-semibold">{t('place.openingHours')}</span>
        {/* The status line's room is kept until the browser knows the time, so the hours below do not move. */}
        {lines && (
          <span className="mt-1 block min-h-5 text-sm">
            {now && <StatusLine status={openingStatus(openingHours, now)} now={now} />}
          </span>
        )}
        {/* The rules in the page's language (common/translated-opening-hours.ts); a line it cannot word yet in English. */}
        {lines ? (
          <span className="mt-1 grid gap-1">
            {lines.map((line, index) => {
              const today = now !== null && line.appliesToday;
              return (
                <span
                  key={index}
                  lang={line.english ? 'en' : undefined}
                  dir={line.english ? 'ltr' : undefined}
                  className={cn('block', today && 'font-semibold text-foreground')}
                >
                  {line.season && (
                    <span className="block text-xs font-semibold text-stone-500">
                      {line.season}
                      {today && line.season ? ` ${t('hours.rule.thisSeason')}` : ''}
                    </span>
                  )}
                  {line.days}: {line.hours}
                  {today && !line.season && !line.everyDay ? ` ${t('hours.rule.today')}` : ''}
                </span>
              );
            })}
          </span>
        ) : (
          <span className="block">
            <span lang="en" dir="ltr" className="mt-1 block break-words font-mono text-xs">
              {openingHours}
            </span>
            <span className="mt-1 block text-xs text-stone-500">{unreadableHoursNote(t)}.</span>
          </span>
        )}
        <span className="mt-1 block text-xs text-stone-500">{t('place.hoursNote')}</span>
      </span>
    </span>
  );
}
