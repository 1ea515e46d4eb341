import { ExternalLink, Globe, Map as MapIcon, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Place } from '../../../../common/schemas/places';
import { buttonClasses } from '../../../components/ui/button';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { useTranslator } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { directionsUrl, googleMapsUrl, telHref } from '../places-page';
import { OpeningHoursBlock } from './opening-status';

/** 'Information': address, opening hours, phone and website when known, directions to the spot and the place in Google Maps. */
export function PlaceInfoCard({
  place,
  className,
}: {
  place: Pick<
    Place,
    | 'name'
    | 'address'
    | 'openingHours'
    | 'phoneNumber'
    | 'website'
    | 'latitude'
    | 'longitude'
    | 'approximatePosition'
  >;
  className?: string;
}) {
  const { t } = useTranslator();
  const now = useNow();
  const newTab = <span className="sr-only"> {t('common.newTab')}</span>;
  return (
    <SidebarCard title={t('place.info')} className={className}>
      <ul className="grid gap-3 text-sm">
        {place.address && (
          <InfoRow icon={<MapPin aria-hidden="true" />}>
            <span dir="ltr">{place.address}</span>
          </InfoRow>
        )}
        {place.openingHours && (
          <li>
            <OpeningHoursBlock openingHours={place.openingHours} now={now} />
          </li>
        )}
        {place.phoneNumber && (
          <InfoRow icon={<Phone aria-hidden="true" />}>
            <a
              href={telHref(place.phoneNumber)}
              className="font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              <span className="sr-only">{t('place.call')} </span>
              <span dir="ltr">{place.phoneNumber}</span>
            </a>
          </InfoRow>
        )}
        {place.website && (
          <InfoRow icon={<Globe aria-hidden="true" />}>
            <a
              href={place.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all font-semibold text-sea-700 underline-offset-4 hover:underline"
            >
              {t('place.website')}
              <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
              {newTab}
            </a>
          </InfoRow>
        )}
      </ul>
      <div className="mt-5 grid gap-2">
        <a
          href={directionsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ className: 'w-full' })}
        >
          <Navigation aria-hidden="true" />
          {t('place.directions')}
          {newTab}
        </a>
        <a
          href={googleMapsUrl(place.name, place.latitude, place.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          <MapIcon aria-hidden="true" />
          {t('place.googleMaps')}
          {newTab}
        </a>
      </div>
    </SidebarCard>
  );
}

function InfoRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 text-sea-700 [&_svg]:size-4">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
