import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { useTranslator } from '../../../lib/i18n';
import { useNearbyPlaces } from '../api';
import { DetailSection } from './detail-section';
import { PLACE_CARD_SKELETON, PlaceCard } from './place-card';

/** 'Nearby Places': the first `limit` places near this one, from GET /api/places/nearby/{placeId}. */
export function NearbyPlaces({ placeId, limit }: { placeId: number; limit: number }) {
  const { t } = useTranslator();
  const nearby = useNearbyPlaces(placeId);
  const places = (nearby.data ?? []).slice(0, limit);
  return (
    <DetailSection title={t('place.nearby')}>
      {nearby.isPending ? (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <CardSkeletons count={limit} label={t('place.nearbyLoading')} shape={PLACE_CARD_SKELETON} />
        </div>
      ) : places.length === 0 ? (
        <p className="text-muted-foreground">{t('place.nearbyNone')}</p>
      ) : (
        <ul aria-label={t('place.nearbyList')} className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {places.map((place) => (
            <li key={place.id} className="flex min-w-0">
              <PlaceCard place={place} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
