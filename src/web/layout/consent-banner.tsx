import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { setAnalyticsConsent } from '../lib/consent';
import { useTranslator, withElements } from '../lib/i18n';

/** Asks before analytics cookies are set: Accept loads the tag, Reject keeps it off; both are remembered. */
export function ConsentBanner() {
  const { t } = useTranslator();
  return (
    <section
      aria-label={t('consent.label')}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:inset-x-6 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Cookie className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden="true" />
        <p className="text-sm">
          {withElements(t('consent.text'), [
            (words) => (
              <Link to="/cookie-policy" className="font-semibold text-sea-700 underline underline-offset-2">
                {words}
              </Link>
            ),
          ])}
        </p>
      </div>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Equal weight for both answers: refusing must be as easy as accepting. */}
        <Button onClick={() => setAnalyticsConsent('denied')}>{t('consent.reject')}</Button>
        <Button onClick={() => setAnalyticsConsent('granted')}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
