/** An ILIKE pattern matching text that contains `text` as it is: its %, _ and \ stand for themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
