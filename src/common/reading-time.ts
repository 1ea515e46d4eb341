export const WORDS_PER_MINUTE = 200;

/** Word count of the content with tags stripped, divided by 200, rounded up. */
export function readingTimeMinutes(content: string): number {
  const text = content.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}
