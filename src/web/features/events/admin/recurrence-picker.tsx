import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import {
  MONTH_WEEK_NAMES,
  RECURRENCE_LABELS,
  recurrenceText,
  WEEKDAY_NAMES,
} from '../../../../common/event-recurrence';
import { monthName } from '../../../../common/dates';
import { nicosiaDate } from '../../../../common/nicosia-time';
import { MONTH_WEEKS, type EventWhen, type EventWhenInput } from '../../../../common/schemas/events';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { whenFor, type EventFormValues } from './event-form-values';
import { NativeSelect } from './native-select';

const KINDS = Object.keys(RECURRENCE_LABELS) as EventWhenInput['kind'][];
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const asNumber = (value: string) => Number(value);

/** Today in Paphos, 'YYYY-MM-DD'. */
function paphosToday(): string {
  const { year, month, day } = nicosiaDate(new Date());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The error of a field of `when`, whichever kind it is. */
type WhenErrors = Partial<Record<string, FieldError>> | undefined;

/**
 * 'How often': once (a day, or several), every week on a weekday, every month on its first to last
 * weekday, every year on a date, or a number of days from Orthodox Easter; a weekly or monthly event may
 * run only in some months. The choice reads back in words as it is made ('First Sunday of every month').
 */
export function RecurrencePicker() {
  const ids = useId();
  const { control, register, setValue, formState } = useFormContext<EventFormValues>();
  const when = useWatch({ control, name: 'when' }) as EventWhenInput;
  const errors = formState.errors.when as WhenErrors;
  const summary = when.kind === 'once' ? null : recurrenceText(withMonths(when));

  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        <Repeat className="size-4 text-sea-600" aria-hidden="true" />
        How often
      </legend>
      <div role="radiogroup" aria-label="How often" className="flex flex-wrap gap-2">
        {KINDS.map((kind) => {
          const id = `${ids}-${kind}`;
          return (
            <label
              key={kind}
              htmlFor={id}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold ' +
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                when.kind === kind
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:bg-sand-100',
              )}
            >
              <input
                id={id}
                type="radio"
                name={`${ids}-kind`}
                value={kind}
                checked={when.kind === kind}
                onChange={() => setValue('when', whenFor(kind, paphosToday()), { shouldDirty: true })}
                className="sr-only"
              />
              {RECURRENCE_LABELS[kind]}
            </label>
          );
        })}
      </div>

      {when.kind === 'once' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Date" error={errors?.startDate}>
            {(field) => <Input type="date" aria-required="true" {...field} {...register('when.startDate')} />}
          </FormField>
          <FormField label="Last day (optional)" error={errors?.endDate} hint="For an event of several days.">
            {(field) => <Input type="date" {...field} {...register('when.endDate')} />}
          </FormField>
        </div>
      )}

      {(when.kind === 'weekly' || when.kind === 'monthly') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {when.kind === 'monthly' && (
            <FormField label="Which one" error={errors?.week}>
              {(field) => (
                <NativeSelect {...field} {...register('when.week', { setValueAs: asNumber })}>
                  {MONTH_WEEKS.map((week) => (
                    <option key={week} value={week}>
                      {MONTH_WEEK_NAMES[week]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <FormField label="Day of the week" error={errors?.weekday}>
            {(field) => (
              <NativeSelect {...field} {...register('when.weekday', { setValueAs: asNumber })}>
                {WEEKDAY_NAMES.map((name, weekday) => (
                  <option key={name} value={weekday}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Controller
            control={control}
            name="when.months"
            render={({ field }) => (
              <MonthChoice
                selected={field.value ?? []}
                onChange={field.onChange}
                error={errors?.months?.message}
              />
            )}
          />
        </div>
      )}

      {when.kind === 'annual' && (
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Day" error={errors?.day}>
            {(field) => (
              <NativeSelect {...field} {...register('when.day', { setValueAs: asNumber })}>
                {DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Month" error={errors?.month}>
            {(field) => (
              <NativeSelect {...field} {...register('when.month', { setValueAs: asNumber })}>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {monthName(month)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      )}

      {when.kind === 'orthodox-easter' && (
        <FormField
          label="Days after Orthodox Easter"
          error={errors?.daysAfterEaster}
          hint="0 is Easter Sunday; a negative number is before it (Green Monday -48, Kataklysmos 50)."
        >
          {(field) => (
            <Input
              type="number"
              inputMode="numeric"
              min={-70}
              max={70}
              className="sm:max-w-40"
              {...field}
              {...register('when.daysAfterEaster', { valueAsNumber: true })}
            />
          )}
        </FormField>
      )}

      {summary && (
        <p role="status" className="text-sm font-semibold text-sea-800">
          {summary}
        </p>
      )}
    </fieldset>
  );
}

/** The picker's `when` with its months filled in (they default to every month), for recurrenceText. */
function withMonths(when: EventWhenInput): EventWhen {
  if (when.kind === 'weekly' || when.kind === 'monthly') return { ...when, months: when.months ?? [] };
  if (when.kind === 'once') return { ...when, endDate: when.endDate || null };
  return when;
}

interface MonthChoiceProps {
  selected: number[];
  onChange(months: number[]): void;
  error?: string;
}

/** 'Only in some months': twelve toggles; none ticked is every month. */
function MonthChoice({ selected, onChange, error }: MonthChoiceProps) {
  const ids = useId();
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold">Only in these months (none ticked: all year)</legend>
      <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-6">
        {MONTHS.map((month) => {
          const id = `${ids}-${month}`;
          const on = selected.includes(month);
          return (
            <label
              key={month}
              htmlFor={id}
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium ' +
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                on ? 'border-sea-600 bg-sea-50 text-sea-800' : 'border-input bg-card hover:bg-sand-100',
              )}
            >
              <input
                id={id}
                type="checkbox"
                className="sr-only"
                checked={on}
                aria-label={monthName(month)}
                onChange={() =>
                  onChange(
                    on ? selected.filter((m) => m !== month) : [...selected, month].sort((a, b) => a - b),
                  )
                }
              />
              <span aria-hidden="true">{monthName(month).slice(0, 3)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
