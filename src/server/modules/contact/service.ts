import type { ContactBody } from '../../../common/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export const CONTACT_THANKS = "Thanks for your message. We'll reply within 24-48 hours.";

/** Stores a visitor's message for the admin's inbox; returns its id. */
export async function saveContactMessage(db: Db, message: ContactBody): Promise<number> {
  const [saved] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return saved!.id;
}
