import { knownMessage } from '../../../common/i18n';
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from '../../../common/schemas/suggestions';
import type { MessageId, Translator } from '../../lib/i18n';

/** The message of each rule of the shared schema (common/schemas/suggestions.ts), in the page's language. */
const RULE_MESSAGES: Record<keyof typeof SUGGESTION_MESSAGES, MessageId> = {
  kind: 'place.suggest.error.kind',
  hoursRequired: 'place.suggest.error.hoursRequired',
  positionRequired: 'place.suggest.error.positionRequired',
  positionFormat: 'place.suggest.error.positionFormat',
  positionOutside: 'place.suggest.error.positionOutside',
  phoneRequired: 'place.suggest.error.phoneRequired',
  phoneFormat: 'place.suggest.error.phoneFormat',
  websiteRequired: 'place.suggest.error.websiteRequired',
  websiteFormat: 'place.suggest.error.websiteFormat',
  otherNote: 'place.suggest.error.otherNote',
  email: 'place.suggest.error.email',
  sameAsNow: 'place.suggest.error.sameAsNow',
};

/**
 * What the visitor reads for a refused field of the 'Suggest an edit' form, in the page's language. The
 * shared schema's messages (the browser's check and the server's answer alike) are in English: each is
 * known by its text, the opening hours' by its start ('Opening hours: ...' with the parser's reason), a
 * length by its field; anything else reads as a general request to check the field.
 */
export function suggestionFieldError(
  t: Translator['t'],
  field: 'kind' | 'proposedValue' | 'note' | 'email',
  error: { message?: string | undefined; type?: string | undefined } | undefined,
): { message: string } | undefined {
  if (!error) return undefined;
  const text = error.message ?? '';
  const rule = knownMessage(SUGGESTION_MESSAGES, text);
  if (rule) return { message: t(RULE_MESSAGES[rule], { min: SUGGESTION_LIMITS.otherNoteMin }) };
  if (text.startsWith('Opening hours:')) return { message: t('place.suggest.error.hoursFormat') };
  // Too long, said by the browser's check (too_big) or in the server's answer.
  const tooLong = error.type === 'too_big' || /must be at most/.test(text);
  if (tooLong && field === 'proposedValue')
    return { message: t('place.suggest.error.valueLong', { max: SUGGESTION_LIMITS.proposedValue }) };
  if (tooLong && field === 'note')
    return { message: t('place.suggest.error.noteLong', { max: SUGGESTION_LIMITS.note }) };
  return { message: t('place.suggest.error.check') };
}
