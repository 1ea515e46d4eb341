import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { AMENITY_KEYS, PRICE_TIERS } from '../../../../common/categories';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  distanceLabel,
  RATING_SLIDER,
  ratingLabel,
  type FilterState,
} from '../../../../common/place-filters';
import { LANGUAGES } from '../../../../common/languages';
import { priceLevelSymbols } from '../../../../common/price-level';
import { BEACH_FEATURES, type BeachFeature } from '../../../../common/categories';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/cn';
import { useTranslator, withElements, type MessageId, type Translator } from '../../../lib/i18n';
import type { CategoryFilter } from '../../../../common/page-meta';
import { categoryOptions } from '../places-page';

const BEACH_FEATURE_LABELS: Record<BeachFeature, MessageId> = {
  'blue-flag': 'places.beach.blueFlag',
  sand: 'places.beach.sand',
  lifeguards: 'places.beach.lifeguards',
};

export interface FilterPanelProps {
  filters: FilterState;
  onChange: (filters: FilterState) => void;
  /** The user's position is known: the distance slider shows and counts. */
  hasLocation: boolean;
  /** Shown on the toolbar row, left of the 'Filters' toggle (a result count, say). */
  children?: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The places filter panel (SPEC 4 and 5): a 'Filters' toggle with the active-filter count, then category,
 * minimum rating, maximum distance (with a location only), price tiers, amenities, open now, a step-free
 * entrance, the beach facts (on the beaches list) and 'Reset Filters'.
 */
export function FilterPanel({
  filters,
  onChange,
  hasLocation,
  children,
  defaultOpen = false,
  className,
}: FilterPanelProps) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const count = activeFilterCount(filters, hasLocation);

  function update<K extends keyof FilterState>(key: K, value: FilterState[K]) {
    onChange({ ...filters, [key]: value });
  }

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">{children}</div>
        <Button
          variant={open ? 'secondary' : 'outline'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('places.filters.title')}
          {count > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold leading-5 text-accent-foreground">
              {/* The badge shows the number; the words around it are for screen readers. */}
              {withElements(t('places.filters.active', { count }), [SR_ONLY, SR_ONLY])}
            </span>
          )}
        </Button>
      </div>

      <section
        id={panelId}
        aria-label={t('places.filters.title')}
        hidden={!open}
        className="mt-4 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6"
      >
        {/* Drawn when opened: the closed panel's controls cost a phone's main thread as the page comes alive
            (their Radix parts each draw again once mounted) for nothing anyone can see or reach. */}
        {open && (
          <>
            <div className="grid gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.4fr]">
              <div className="grid content-start gap-6">
                <CategoryField value={filters.category} onChange={(value) => update('category', value)} />
                <SliderField
                  label={t('places.filters.minRating')}
                  valueText={
                    filters.minRating === 0 ? t('places.filters.any') : ratingLabel(filters.minRating)
                  }
                  value={filters.minRating}
                  {...RATING_SLIDER}
                  onChange={(value) => update('minRating', value)}
                />
                {hasLocation && (
                  <SliderField
                    label={t('places.filters.maxDistance')}
                    valueText={
                      filters.maxDistance >= DISTANCE_SLIDER.max
                        ? t('places.filters.any')
                        : distanceLabel(filters.maxDistance)
                    }
                    value={filters.maxDistance}
                    {...DISTANCE_SLIDER}
                    onChange={(value) => update('maxDistance', value)}
                  />
                )}
              </div>

              <CheckboxGroup legend={t('places.filters.price')}>
                {/* The tiers run from price level 1 (budget) to 4 (luxury). */}
                <ChoiceCheckboxes
                  options={PRICE_TIERS}
                  chosen={filters.priceRange}
                  label={(tier) => t(`places.price.${tier}`)}
                  hint={(_tier, index) => priceLevelSymbols(index + 1)}
                  onChange={(chosen) => update('priceRange', chosen)}
                />
              </CheckboxGroup>

              <CheckboxGroup
                legend={t('places.filters.amenities')}
                className="md:col-span-2 lg:col-span-1"
                columns
              >
                <ChoiceCheckboxes
                  options={AMENITY_KEYS}
                  chosen={filters.amenities}
                  label={(amenity) => t(`places.amenity.${amenity}`)}
                  onChange={(chosen) => update('amenities', chosen)}
                />
              </CheckboxGroup>
            </div>

            <div className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.4fr]">
              <CheckboxGroup legend={t('places.filters.knowBefore')}>
                <CheckboxField
                  label={t('places.filters.openNow')}
                  checked={filters.openNow}
                  onCheckedChange={(checked) => update('openNow', checked)}
                />
                <CheckboxField
                  label={t('places.filters.stepFree')}
                  checked={filters.stepFree}
                  onCheckedChange={(checked) => update('stepFree', checked)}
                />
              </CheckboxGroup>
              {(filters.category === 'beach' || filters.beach.length > 0) && (
                <CheckboxGroup legend={t('places.filters.beach')}>
                  <ChoiceCheckboxes
                    options={BEACH_FEATURES}
                    chosen={filters.beach}
                    label={(feature) => t(BEACH_FEATURE_LABELS[feature])}
                    onChange={(chosen) => update('beach', chosen)}
                  />
                </CheckboxGroup>
              )}
            </div>

            <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {count === 0 ? t('places.filters.none') : t('places.filters.applied', { count })}
              </p>
              <Button variant="outline" size="sm" onClick={() => onChange(DEFAULT_FILTERS)}>
                <RotateCcw aria-hidden="true" />
                {t('places.filters.reset')}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function toggled<T>(list: readonly T[], item: T, checked: boolean): T[] {
  const without = list.filter((entry) => entry !== item);
  return checked ? [...without, item] : without;
}

/** A checkbox for each option, ticked when chosen: the options ticked are the filter's value. */
function ChoiceCheckboxes<T extends string>({
  options,
  chosen,
  label,
  hint,
  onChange,
}: {
  options: readonly T[];
  chosen: readonly T[];
  label: (option: T) => string;
  hint?: (option: T, index: number) => string;
  onChange: (chosen: T[]) => void;
}) {
  return options.map((option, index) => (
    <CheckboxField
      key={option}
      label={label(option)}
      hint={hint?.(option, index)}
      checked={chosen.includes(option)}
      onCheckedChange={(checked) => onChange(toggled(chosen, option, checked))}
    />
  ));
}

const SR_ONLY = (words: string) => <span className="sr-only">{words}</span>;

function categoryOptionLabel(t: Translator['t'], option: CategoryFilter): string {
  return t(option === 'all' ? 'places.filters.allCategories' : `category.${option}`);
}

function CategoryField({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('places.filters.category')}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as CategoryFilter)}>
        <SelectTrigger id={id}>
          {/* Named here, not left to Radix, which finds it only in the browser: the server's HTML shows it too. */}
          <SelectValue>{categoryOptionLabel(t, value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {categoryOptions(value).map((option) => (
            <SelectItem key={option} value={option}>
              {categoryOptionLabel(t, option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function SliderField({
  label,
  valueText,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  valueText: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  const { language } = useTranslator();
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold leading-none text-foreground">
          {label}
        </span>
        <span
          className="rounded-full bg-sea-50 px-2.5 py-0.5 text-sm font-semibold text-sea-800"
          aria-hidden="true"
        >
          {valueText}
        </span>
      </div>
      <Slider
        // Right to left, the lowest value is at the right (Radix reads no direction from the page).
        dir={LANGUAGES[language].dir}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}

function CheckboxGroup({
  legend,
  columns = false,
  className,
  children,
}: {
  legend: string;
  columns?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="text-sm font-semibold leading-none text-foreground">{legend}</legend>
      <div className={cn('mt-3 grid gap-x-4 gap-y-1', columns && 'sm:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}

function CheckboxField({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-9 items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <Label htmlFor={id} className="cursor-pointer font-medium">
        {label}
        {hint && (
          <span className="ms-1.5 font-semibold tracking-wider text-olive-700" aria-hidden="true">
            {hint}
          </span>
        )}
      </Label>
    </div>
  );
}
