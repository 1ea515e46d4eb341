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
import { AMENITY_KEYS, AMENITY_LABELS, type AmenityKey } from '../../../../common/categories';
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

/** 'Amenities' with an icon each, in the filter panel's order; nothing when the place lists none. */
export function PlaceAmenities({ amenities }: { amenities: readonly AmenityKey[] }) {
  const listed = AMENITY_KEYS.filter((amenity) => amenities.includes(amenity));
  if (listed.length === 0) return null;
  return (
    <DetailSection title="Amenities">
      <ul className="flex flex-wrap gap-2.5">
        {listed.map((amenity) => {
          const Icon = AMENITY_ICONS[amenity];
          return (
            <li
              key={amenity}
              className="flex items-center gap-2 rounded-full border border-border bg-card px-3.5 py-2 text-sm font-medium shadow-xs"
            >
              <Icon className="size-4 text-sea-700" aria-hidden="true" />
              {AMENITY_LABELS[amenity]}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
