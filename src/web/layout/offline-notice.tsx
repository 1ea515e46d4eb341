import { WifiOff } from 'lucide-react';
import { useTranslator } from '../lib/i18n';
import { useOnline } from '../lib/use-online';

/** Says so while the connection is gone, so a visitor on roaming data knows why new pages do not load. */
export function OfflineNotice() {
  const { t } = useTranslator();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-sea-900 px-4 py-2 text-center text-sm text-white">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
