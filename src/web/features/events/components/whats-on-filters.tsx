import { ViewToggle } from '../../../components/ui/view-toggle';
import { CalendarRange, LayoutGrid, ListOrdered } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_RANGE_DAYS,
  rangeProblemKind,
  type RangeProblem,
  type WhenFilter,
} from '../../../../common/whats-on-range';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useTranslator, type MessageId } from '../../../lib/i18n';
import { eventCategoryLabel } from '../event-category';
import { whenChoices, type WhatsOnView } from '../whats-on-page';

const chipClasses = (pressed: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    pressed
      ? 'bg-sea-700 text-white shadow-sm'
      : 'bg-card text-foreground ring-1 ring-inset ring-input hover:bg-sea-50',
  );

export interface WhatsOnFiltersProps {
  filter: WhenFilter;
  category: string | null;
  categories: readonly string[];
  /** Today in Paphos ('2026-11-27'): the first day the date fields offer. */
  today: string;
  onFilterChange: (filter: WhenFilter) => void;
  onCategoryChange: (category: string | null) => void;
}

/** The dates (presets, or a range of days) and the category the What's On list shows. */
export function WhatsOnFilters({
  filter,
  category,
  categories,
  today,
  onFilterChange,
  onCategoryChange,
}: WhatsOnFiltersProps) {
  const { t } = useTranslator();
  const [choosing, setChoosing] = useState(filter.kind === 'days');
  const categoryId = useId();
  const selected = filter.kind === 'preset' ? filter.when : filter.kind === 'all' ? 'all' : null;

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('events.dates')} className="flex flex-wrap gap-2">
        {whenChoices(t).map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={!choosing && selected === choice.value}
            className={chipClasses(!choosing && selected === choice.value)}
            onClick={() => {
              setChoosing(false);
              onFilterChange(
                choice.value === 'all' ? { kind: 'all' } : { kind: 'preset', when: choice.value },
              );
            }}
          >
            {choice.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={choosing}
          aria-expanded={choosing}
          className={cn(chipClasses(choosing), 'gap-1.5')}
          onClick={() => setChoosing(true)}
        >
          <CalendarRange className="size-4" aria-hidden="true" />
          {t('events.chooseDates')}
        </button>
      </div>

      {choosing && (
        <DaysForm
          key={filter.kind === 'days' ? `${filter.from}/${filter.to}` : 'new'}
          filter={filter}
          today={today}
          onApply={onFilterChange}
        />
      )}

      {categories.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={categoryId} className="text-sm font-semibold text-foreground">
            {t('events.category')}
          </label>
          <select
            id={categoryId}
            value={category ?? ''}
            onChange={(event) => onCategoryChange(event.target.value || null)}
            className={cn(fieldClasses, 'h-10 pe-8 sm:max-w-xs')}
          >
            <option value="">{t('events.allCategories')}</option>
            {categories.map((option) => (
              <option key={option} value={option}>
                {eventCategoryLabel(option)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

/** Two date fields and 'Show these dates'; a range the page cannot use is named under them. */
function DaysForm({
  filter,
  today,
  onApply,
}: {
  filter: WhenFilter;
  today: string;
  onApply: (filter: WhenFilter) => void;
}) {
  const [from, setFrom] = useState(filter.kind === 'days' ? filter.from : today);
  const [to, setTo] = useState(filter.kind === 'days' ? filter.to : today);
  const { t } = useTranslator();
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), problem: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = rangeProblemKind(from, to);
    setProblem(found && t(RANGE_PROBLEMS[found], { max: MAX_RANGE_DAYS }));
    if (!found) onApply({ kind: 'days', from, to });
  }

  const field = cn(fieldClasses, 'h-10 w-auto');
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3 rounded-2xl bg-sand-100 p-3">
      <div className="grid gap-1">
        <label htmlFor={ids.from} className="text-sm font-semibold">
          {t('events.from')}
        </label>
        <input
          id={ids.from}
          type="date"
          value={from}
          min={today}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          className={field}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.to} className="text-sm font-semibold">
          {t('events.to')}
        </label>
        <input
          id={ids.to}
          type="date"
          value={to}
          min={from || today}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          className={field}
        />
      </div>
      <Button type="submit" size="sm" className="h-10">
        {t('events.showDates')}
      </Button>
      {problem && (
        <p id={ids.problem} role="alert" className="w-full text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

const RANGE_PROBLEMS: Record<RangeProblem, MessageId> = {
  bothDates: 'events.range.bothDates',
  order: 'events.range.order',
  tooLong: 'events.range.tooLong',
};

/** The events as an agenda by day, or as cards. */
export function WhatsOnViewToggle({
  view,
  onChange,
}: {
  view: WhatsOnView;
  onChange: (view: WhatsOnView) => void;
}) {
  const { t } = useTranslator();
  const views = [
    { view: 'agenda', label: t('events.view.agenda'), Icon: ListOrdered },
    { view: 'cards', label: t('events.view.cards'), Icon: LayoutGrid },
  ] as const;
  return <ViewToggle label={t('events.view.label')} options={views} view={view} onChange={onChange} />;
}
