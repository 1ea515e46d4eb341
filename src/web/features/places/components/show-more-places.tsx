import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';

export interface ShowMorePlacesProps {
  shown: number;
  total: number;
  onShowMore: () => void;
}

/**
 * Below a partial list: how many of the places are shown, and the next page as the visitor scrolls near
 * the end (the button does the same for a keyboard, or a browser without IntersectionObserver).
 */
export function ShowMorePlaces({ shown, total, onShowMore }: ShowMorePlacesProps) {
  const { t } = useTranslator();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onShowMoreRef = useRef(onShowMore);
  useEffect(() => {
    onShowMoreRef.current = onShowMore;
  }, [onShowMore]);

  const more = shown < total;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!more || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onShowMoreRef.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shown]);

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {t('places.shown', { shown: Math.min(shown, total), total })}
      </p>
      {more && (
        <>
          <Button variant="outline" onClick={onShowMore}>
            {t('places.more')}
          </Button>
          <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
        </>
      )}
    </div>
  );
}
