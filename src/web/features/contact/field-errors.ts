import type { FieldError } from 'react-hook-form';
import { CONTACT_LIMITS, CONTACT_MINIMUMS, type ContactBody } from '../../../common/schemas/contact';
import type { MessageId, Translator } from '../../lib/i18n';

type TextField = keyof typeof CONTACT_MINIMUMS;

const TOO_SHORT: Record<TextField, MessageId> = {
  name: 'contact.error.nameShort',
  subject: 'contact.error.subjectShort',
  message: 'contact.error.messageShort',
};
const TOO_LONG: Record<TextField, MessageId> = {
  name: 'contact.error.nameLong',
  subject: 'contact.error.subjectLong',
  message: 'contact.error.messageLong',
};

/**
 * What the visitor reads under a refused field, in the page's language: the shared schema's messages are
 * the server's, in English; its rule (too short, too long, not an address) and limits are the same.
 */
export function contactFieldError(
  t: Translator['t'],
  field: keyof ContactBody,
  error: FieldError | undefined,
): { message: string } | undefined {
  if (!error) return undefined;
  if (field === 'email') return { message: t('contact.error.email') };
  return error.type === 'too_big'
    ? { message: t(TOO_LONG[field], { max: CONTACT_LIMITS[field] }) }
    : { message: t(TOO_SHORT[field], { min: CONTACT_MINIMUMS[field] }) };
}
