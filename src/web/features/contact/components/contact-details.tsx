import { Clock, Compass, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTranslator } from '../../../lib/i18n';

/**
 * 'Other ways to reach us': the operator's email address (none when the settings give none: the form is
 * the way to write then), where we are, response times and good reasons to write.
 */
export function ContactDetails({ email }: { email: string | null }) {
  const { t } = useTranslator();
  return (
    <aside aria-label={t('contact.details.label')} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {t('contact.details.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-5">
            {email && (
              <InfoItem icon={<Mail aria-hidden="true" />} title={t('contact.details.email')}>
                {/* An address reads left to right in every language. */}
                <a
                  dir="ltr"
                  href={`mailto:${email}`}
                  className="break-words font-semibold text-sea-700 underline-offset-4 hover:underline"
                >
                  {email}
                </a>
              </InfoItem>
            )}
            <InfoItem icon={<MapPin aria-hidden="true" />} title={t('contact.details.basedIn')}>
              {t('contact.details.place')}
            </InfoItem>
            <InfoItem icon={<Clock aria-hidden="true" />} title={t('contact.details.responseTime')}>
              {t('contact.details.responseTimeText')}
            </InfoItem>
          </ul>
        </CardContent>
      </Card>

      <Card className="bg-sea-50">
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {t('contact.reasons.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 ps-5 text-sm text-foreground marker:text-sea-600">
            <li>{t('contact.reasons.closed')}</li>
            <li>{t('contact.reasons.business')}</li>
            <li>{t('contact.reasons.guide')}</li>
            <li>{t('contact.reasons.account')}</li>
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            {t('contact.reasons.browse')}{' '}
            <Link
              to="/places"
              className="inline-flex items-center gap-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              <Compass className="size-4" aria-hidden="true" />
              {t('contact.reasons.browseLink')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </aside>
  );
}

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-700 [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid gap-0.5 text-sm">
        <span className="font-semibold text-foreground">{title}</span>
        <span className="text-muted-foreground">{children}</span>
      </span>
    </li>
  );
}
