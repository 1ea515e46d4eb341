import { desc, eq } from 'drizzle-orm';
import type { ContactBody } from '../../../common/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export const CONTACT_THANKS = "Thanks for your message. We'll reply within 24-48 hours.";

/** Stores a visitor's message for the admin's inbox; returns its id. */
export async function saveContactMessage(db: Db, message: ContactBody): Promise<number> {
  const [saved] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return saved!.id;
}

/** The inbox, newest first. */
export function listContactMessages(db: Db) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Marks a message read or unread; undefined when there is no such message. */
export async function setMessageRead(db: Db, id: number, isRead: boolean) {
  const [updated] = await db
    .update(contactMessages)
    .set({ isRead })
    .where(eq(contactMessages.id, id))
    .returning();
  return updated;
}
