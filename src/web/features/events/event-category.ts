/** An event's category as its badge shows it: 'food' -> 'Food', 'street food' -> 'Street food'. */
export function eventCategoryLabel(category: string): string {
  const trimmed = category.trim();
  return trimmed.charAt(0).toLocaleUpperCase('en-GB') + trimmed.slice(1);
}
