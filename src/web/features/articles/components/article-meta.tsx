import { format } from 'date-fns';
import { CalendarDays, Clock } from 'lucide-react';
import { readingTimeMinutes } from '../../../../common/reading-time';
import { cn } from '../../../lib/cn';

/** 'MMM d, yyyy' on cards, 'MMMM d, yyyy' on the guide page (SPEC 2). */
export const ARTICLE_DATE_FORMATS = { short: 'MMM d, yyyy', long: 'MMMM d, yyyy' } as const;

export function formatArticleDate(value: string | Date, style: keyof typeof ARTICLE_DATE_FORMATS): string {
  return format(new Date(value), ARTICLE_DATE_FORMATS[style]);
}

export interface ArticleMetaProps {
  createdAt: string;
  /** The article HTML, for its reading time (200 words a minute). */
  content: string;
  dateStyle: keyof typeof ARTICLE_DATE_FORMATS;
  className?: string;
}

/** The publication date and 'N min read'. */
export function ArticleMeta({ createdAt, content, dateStyle, className }: ArticleMetaProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <time dateTime={new Date(createdAt).toISOString()}>{formatArticleDate(createdAt, dateStyle)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {readingTimeMinutes(content)} min read
      </span>
    </p>
  );
}
