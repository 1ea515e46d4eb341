import { Sparkles } from 'lucide-react';
import { OFFLINE_WRITER } from '../../common/written-by';
import { cn } from '../lib/cn';
import { useTranslator, type MessageId } from '../lib/i18n';

/** The note's words by who wrote the text and whether our editors checked it (common/written-by.ts). */
const NOTES: Record<'ai' | 'offline', Record<'reviewed' | 'unreviewed', MessageId>> = {
  ai: { reviewed: 'writtenBy.ai.reviewed', unreviewed: 'writtenBy.ai.unreviewed' },
  offline: { reviewed: 'writtenBy.offline.reviewed', unreviewed: 'writtenBy.offline.unreviewed' },
};

/**
 * The note above a writer's text (SPEC's AI-written text is marked); nothing for a person's text. Its words
 * are in the 'later' part, which the place and guide pages load with their code.
 */
export function WrittenByNote({
  writer,
  reviewed,
  className,
}: {
  writer: string | null;
  reviewed: boolean;
  className?: string;
}) {
  const { t } = useTranslator();
  if (writer === null) return null;
  const note = t(NOTES[writer === OFFLINE_WRITER ? 'offline' : 'ai'][reviewed ? 'reviewed' : 'unreviewed']);
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-muted-foreground',
        className,
      )}
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-terracotta-600" aria-hidden="true" />
      {note}
    </p>
  );
}
