import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';

export const OFFLINE_TEXT =
  'You are offline. Pages you have already opened still work; anything new waits for a connection.';

/** Says so while the connection is gone, so a visitor on roaming data knows why new pages do not load. */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-sea-900 px-4 py-2 text-center text-sm text-white">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
