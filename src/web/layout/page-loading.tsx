import { useTranslator } from '../lib/i18n';

/** The fallback while a lazy page loads. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslator();
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-sea-800">
      <span
        className="size-5 animate-spin rounded-full border-2 border-sea-700 border-t-transparent"
        aria-hidden="true"
      />
      <span className="font-semibold">{label ?? t('common.loading')}</span>
    </div>
  );
}
