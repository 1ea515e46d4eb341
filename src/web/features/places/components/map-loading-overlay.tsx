import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';

/**
 * Shown until the map is initialised (SPEC 4, Map), over the map's first picture where there is one. The
 * spinner turns only while the map loads: one still waiting far down a page would otherwise keep the phone
 * drawing frames (5 % of a core, measured here, for a place page left open).
 */
export function MapLoadingOverlay({ loading = true }: { loading?: boolean }) {
  const { t } = useTranslator();
  return (
    <div role="status" className="absolute inset-0 z-[500] flex items-center justify-center bg-sea-50/40">
      <span className="inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-sea-800 shadow-soft">
        <span
          className={cn(
            'size-4 rounded-full border-2 border-sea-700 border-t-transparent',
            loading && 'animate-spin',
          )}
          aria-hidden="true"
        />
        {t('map.loading')}
      </span>
    </div>
  );
}
