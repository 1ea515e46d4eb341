import { Sparkles } from 'lucide-react';
import { writtenByNote } from '../../common/written-by';
import { cn } from '../lib/cn';

/** The note above a writer's text (SPEC's AI-written text is marked); nothing for a person's text. */
export function WrittenByNote({
  writer,
  reviewed,
  className,
}: {
  writer: string | null;
  reviewed: boolean;
  className?: string;
}) {
  const note = writtenByNote(writer, reviewed);
  if (!note) return null;
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
