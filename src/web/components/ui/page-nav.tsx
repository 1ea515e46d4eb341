import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PageNavProps {
  /** Names the navigation for screen readers: 'Places pages'. */
  label: string;
  /** What the current page shows: 'Showing 51-100 of 140 places'. */
  rangeText: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Previous and Next under a paged admin list, with the range it shows (read out when it changes). */
export function PageNav({ label, rangeText, hasPrevious, hasNext, onPrevious, onNext }: PageNavProps) {
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rangeText}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
