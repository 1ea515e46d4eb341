import { Languages } from 'lucide-react';
import { DEFAULT_LANGUAGE } from '../../common/languages';
import { cn } from '../lib/cn';
import { useTranslator } from '../lib/i18n';

/**
 * 'This description is in English', in the page's language, above a text kept as written (a place's
 * description until a translation exists; issue 36); nothing on an English page. The text itself is marked
 * lang="en", so a screen reader reads it in English.
 */
export function InEnglishNote({
  className,
  text = 'description',
}: {
  className?: string;
  /** What is in English: a description ('This description is in English') or a guide ('This article is…'). */
  text?: 'description' | 'article';
}) {
  const { language, t } = useTranslator();
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Languages className="mt-0.5 size-4 shrink-0 text-sea-700" aria-hidden="true" />
      {t(text === 'article' ? 'content.articleInEnglish' : 'content.inEnglish')}
    </p>
  );
}
