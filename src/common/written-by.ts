/**
 * Who wrote a text the site shows, and what the page says about it. A person's or a source's text has no
 * writer; a writer's text is labelled on the public page, more plainly once the operator has checked it.
 */

/** The writer that composes text from the site's own data when no AI service is configured. */
export const OFFLINE_WRITER = 'offline writer';

/** Who wrote a writer's text: the AI model it names, or the offline writer when it names none. */
export function writerName(aiModel: string | null): string {
  return aiModel ?? OFFLINE_WRITER;
}

/** The writer of a text from what an article records: its model, the offline writer, or nobody. */
export function articleWriter(article: { aiGenerated: boolean; aiModel: string | null }): string | null {
  return article.aiGenerated ? writerName(article.aiModel) : null;
}

/** The note a public page shows above a writer's text; null for a person's. */
export function writtenByNote(writer: string | null, reviewed: boolean): string | null {
  if (writer === null) return null;
  const how = writer === OFFLINE_WRITER ? 'Composed automatically from our place data' : 'Written with AI';
  return reviewed ? `${how}, then checked by our editors.` : `${how}; not yet checked by our editors.`;
}
