import { CalendarDays, Clock } from 'lucide-react';
import { readingTimeMinutes } from '../../../../common/reading-time';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { articleDate } from '../article-date';

export interface ArticleMetaProps {
  createdAt: string;
  /** The article HTML, for its reading time (200 words a minute). */
  content: string;
  dateStyle: 'short' | 'long';
  className?: string;
}

/** The publication date and 'N min read'. */
export function ArticleMeta({ createdAt, content, dateStyle, className }: ArticleMetaProps) {
  const translator = useTranslator();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <time dateTime={new Date(createdAt).toISOString()}>
          {articleDate(translator, createdAt, dateStyle)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {translator.t('guides.readingTime', { minutes: readingTimeMinutes(content) })}
      </span>
    </p>
  );
}
