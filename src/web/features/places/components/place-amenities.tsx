import {
  Accessibility,
  Baby,
  CreditCard,
  PawPrint,
  SquareParking,
  Trees,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { AMENITY_KEYS, type AmenityKey } from '../../../../common/categories';
import { useTranslator, type MessageId } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

const AMENITY_ICONS: Record<AmenityKey, LucideIcon> = {
  wifi: Wifi,
  parking: SquareParking,
  outdoor_seating: Trees,
  wheelchair_accessible: Accessibility,
  family_friendly: Baby,
  pet_friendly: PawPrint,
  credit_cards: CreditCard,
};

const AMENITY_MESSAGES: Record<AmenityKey, MessageId> = {
  wifi: 'place.amenity.wifi',
  parking: 'place.amenity.parking',
  outdoor_seating: 'place.amenity.outdoor_seating',
  wheelchair_accessible: 'place.amenity.wheelchair_accessible',
  family_friendly: 'place.amenity.family_friendly',
  pet_friendly: 'place.amenity.pet_friendly',
  credit_cards: 'place.amenity.credit_cards',
};

/** 'Amenities' with an icon each, in the filter panel's order; nothing when the place lists none. */
export function PlaceAmenities({ amenities }: { amenities: readonly AmenityKey[] }) {
  const { t } = useTranslator();
  const listed = AMENITY_KEYS.filter((amenity) => amenities.includes(amenity));
  if (listed.length === 0) return null;
  return (
    <DetailSection title={t('place.amenities')}>
      <ul className="flex flex-wrap gap-2.5">
        {listed.map((amenity) => {
          const Icon = AMENITY_ICONS[amenity];
          return (
            <li
              key={amenity}
              className="flex items-center gap-2 rounded-full border border-border bg-card px-3.5 py-2 text-sm font-medium shadow-xs"
            >
              <Icon className="size-4 text-sea-700" aria-hidden="true" />
              {t(AMENITY_MESSAGES[amenity])}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
