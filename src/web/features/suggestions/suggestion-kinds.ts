/**
 * How the form (in the page's language) and the dashboard (in English) name each kind of suggestion, and
 * what the form asks for with it.
 */
import type { PlaceSuggestionKind } from '../../../common/schemas/places';
import type { KindWithValue } from '../../../common/schemas/suggestions';
import type { MessageId } from '../../lib/i18n';

/** The form's choices, in its order: what the visitor says is wrong (the message of each). */
export const SUGGESTION_KIND_CHOICES: ReadonlyArray<[PlaceSuggestionKind, MessageId]> = [
  ['closed', 'place.suggest.kind.closed'],
  ['hours', 'place.suggest.kind.hours'],
  ['position', 'place.suggest.kind.position'],
  ['phone', 'place.suggest.kind.phone'],
  ['website', 'place.suggest.kind.website'],
  ['other', 'place.suggest.kind.other'],
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
  label: MessageId;
  hint: MessageId;
  type: 'text' | 'tel' | 'url';
  inputMode?: 'text' | 'tel' | 'url' | 'decimal';
}

/** The corrected-value field the form shows for a kind that has one (its label and hint are messages). */
export const SUGGESTION_VALUE_FIELDS: Record<KindWithValue, ValueField> = {
  hours: { label: 'place.suggest.value.hours', hint: 'place.suggest.valueHint.hours', type: 'text' },
  position: {
    label: 'place.suggest.value.position',
    hint: 'place.suggest.valueHint.position',
    type: 'text',
    inputMode: 'decimal',
  },
  phone: {
    label: 'place.suggest.value.phone',
    hint: 'place.suggest.valueHint.phone',
    type: 'tel',
    inputMode: 'tel',
  },
  website: {
    label: 'place.suggest.value.website',
    hint: 'place.suggest.valueHint.website',
    type: 'url',
    inputMode: 'url',
  },
};
