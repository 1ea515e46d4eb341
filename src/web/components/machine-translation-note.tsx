import { Languages } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTranslator } from '../lib/i18n';

/**
 * 'Machine translation, not yet checked by our editors', in the page's language, above a text the AI
 * writer translated and the operator has not reviewed yet (issue 36).
 */
export function MachineTranslationNote({ className }: { className?: string }) {
  const { t } = useTranslator();
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-muted-foreground',
        className,
      )}
    >
      <Languages className="mt-0.5 size-4 shrink-0 text-terracotta-600" aria-hidden="true" />
      {t('content.machineTranslation')}
    </p>
  );
}
