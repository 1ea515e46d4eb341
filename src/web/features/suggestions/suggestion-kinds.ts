/** How the form and the dashboard name each kind of suggestion, and what the form asks for with it. */
import type { PlaceSuggestionKind } from '../../../common/schemas/places';
import type { KindWithValue } from '../../../common/schemas/suggestions';

/** The form's choices, in its order: what the visitor says is wrong. */
export const SUGGESTION_KIND_CHOICES: ReadonlyArray<[PlaceSuggestionKind, string]> = [
  ['closed', 'It has closed for good'],
  ['hours', 'The opening hours are wrong'],
  ['position', 'The pin on the map is in the wrong place'],
  ['phone', 'The phone number is wrong'],
  ['website', 'The website is wrong'],
  ['other', 'Something else'],
];

/** The dashboard's short name of each kind. */
export const SUGGESTION_KIND_NAMES: Record<PlaceSuggestionKind, string> = {
  closed: 'Closed for good',
  hours: 'Opening hours',
  position: 'Position',
  phone: 'Phone number',
  website: 'Website',
  other: 'Something else',
};

interface ValueField {
  label: string;
  hint: string;
  type: 'text' | 'tel' | 'url';
  inputMode?: 'text' | 'tel' | 'url' | 'decimal';
}

/** The corrected-value field the form shows for a kind that has one. */
export const SUGGESTION_VALUE_FIELDS: Record<KindWithValue, ValueField> = {
  hours: {
    label: 'Correct opening hours',
    hint: 'Like this: Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off',
    type: 'text',
  },
  position: {
    label: 'Correct position',
    hint: 'Latitude, longitude, as a map app copies it: 34.7554, 32.4067',
    type: 'text',
    inputMode: 'decimal',
  },
  phone: { label: 'Correct phone number', hint: 'For example +357 26 123456', type: 'tel', inputMode: 'tel' },
  website: {
    label: 'Correct website',
    hint: 'The full address, starting with https://',
    type: 'url',
    inputMode: 'url',
  },
};
