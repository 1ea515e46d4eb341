/**
 * A row without its `nameTranslations` when the place has none, as most have: the search's suggestions and
 * the map's points then carry only names a page can use, and a map of thousands of places stays small.
 */
export function withoutEmptyNameTranslations<Row extends { nameTranslations: Record<string, string> }>({
  nameTranslations,
  ...row
}: Row): Omit<Row, 'nameTranslations'> & { nameTranslations?: Record<string, string> } {
  return Object.keys(nameTranslations).length > 0 ? { ...row, nameTranslations } : row;
}
