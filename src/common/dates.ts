const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Day, long month, year in British English: '5 March 2026'. */
export function formatLongDate(value: string | Date): string {
  return longDate.format(new Date(value));
}

/** Day, short month, year in British English: '5 Mar 2026'. */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(new Date(value));
}
