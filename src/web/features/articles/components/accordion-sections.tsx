import { ArrowRight, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AccordionSection } from '../../../../common/accordion';
import type { Place } from '../../../../common/schemas/places';
import { cn } from '../../../lib/cn';

export interface AccordionSectionsProps {
  sections: AccordionSection[];
  /** Featured places; a section whose placeId matches links to /places/{slug}. */
  places?: Pick<Place, 'id' | 'slug' | 'name'>[];
  /** The section open at first; null for all closed. */
  defaultOpen?: number | null;
  className?: string;
}

/**
 * An article's sections as an accordion: one open at a time, and the open one closes again on a second
 * click. Each header is a button with aria-expanded and aria-controls; closed panels are hidden.
 */
export function AccordionSections({
  sections,
  places = [],
  defaultOpen = 0,
  className,
}: AccordionSectionsProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();

  return (
    <div
      className={cn(
        'divide-y divide-border overflow-hidden rounded-card border border-border bg-card',
        className,
      )}
    >
      {sections.map((section, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const place = section.placeId === null ? undefined : places.find((p) => p.id === section.placeId);
        return (
          <div key={`${index}-${section.heading}`}>
            <h2 className="text-lg sm:text-xl">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-bold transition-colors',
                  'hover:bg-sand-50 focus-visible:outline-offset-[-3px] sm:px-6',
                  isOpen && 'bg-sea-50 text-sea-800 hover:bg-sea-50',
                )}
              >
                <span className="flex min-w-0 items-baseline gap-3">
                  <span className="shrink-0 font-sans text-sm font-semibold tabular-nums text-terracotta-700">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="min-w-0">{section.heading}</span>
                </span>
                <ChevronDown
                  className={cn('size-5 shrink-0 transition-transform duration-200', isOpen && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-6 pt-4 sm:px-6"
            >
              {section.imageUrl && (
                <img
                  src={section.imageUrl}
                  alt={section.imageAlt ?? ''}
                  loading="lazy"
                  decoding="async"
                  className="mb-4 aspect-[16/9] w-full rounded-xl bg-sand-100 object-cover"
                />
              )}
              <div className="prose-content" dangerouslySetInnerHTML={{ __html: section.content }} />
              {place && (
                <Link
                  to={`/places/${place.slug}`}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
                >
                  View {place.name}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
