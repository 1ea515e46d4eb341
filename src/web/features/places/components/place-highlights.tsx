import { useTranslator } from '../../../lib/i18n';
import { DetailSection } from './detail-section';

/** 'Highlights' as a two-column list, as written in English; nothing when the place has none. */
export function PlaceHighlights({ highlights }: { highlights: string[] }) {
  const { t } = useTranslator();
  if (highlights.length === 0) return null;
  return (
    <DetailSection title={t('place.highlights')}>
      <ul lang="en" dir="ltr" className="grid gap-3 sm:grid-cols-2">
        {highlights.map((highlight) => (
          <li
            key={highlight}
            className="flex items-start gap-2.5 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
          >
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-terracotta-500" aria-hidden="true" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
