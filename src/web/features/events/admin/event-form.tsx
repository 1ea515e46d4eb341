import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
} from 'react-hook-form';
import {
  adminEventBodySchema,
  EVENT_CATEGORIES,
  type AdminEventBody,
  type AdminEventValues,
} from '../../../../common/schemas/events';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrors } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { eventCategoryLabel } from '../event-category';
import { formFieldOf, sourcesFromText, type EventFormValues } from './event-form-values';
import { NativeSelect } from './native-select';
import { RecurrencePicker } from './recurrence-picker';
import { VenuePicker } from './venue-picker';

export interface EventFormProps {
  initial: DefaultValues<EventFormValues>;
  /** The form's accessible name: 'New event' or 'Edit event Saturday market'. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  pending: boolean;
  /**
   * Sends a checked body; `showRefusal` puts the server's field messages beside their fields (the failure
   * toast says them too).
   */
  onSubmit(body: AdminEventBody, showRefusal: (error: unknown) => void): void;
  onCancel(): void;
}

/**
 * An event's fields, checked with the server's own rules, each refusal beside its field: name and
 * description, how often and when (or 'Time to be confirmed'), the venue (a place of the guide or typed),
 * free or ticketed with a link, category, picture and sources.
 */
export function EventForm({
  initial,
  label,
  submitLabel,
  busyLabel,
  pending,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const ids = useId();
  const form = useForm<EventFormValues, unknown, AdminEventValues>({
    resolver: zodResolver(adminEventBodySchema),
    defaultValues: initial,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const timeToBeConfirmed = useWatch({ control, name: 'timeToBeConfirmed' });
  const isFree = useWatch({ control, name: 'isFree' });
  const [sourcesText, setSourcesText] = useState((initial.sources ?? []).filter(Boolean).join('\n'));

  const showRefusal = (error: unknown) => {
    let first = true;
    for (const [field, message] of Object.entries(fieldErrors(error))) {
      const name = formFieldOf(field) as FieldPath<EventFormValues>;
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };

  // A refusal of the list, or of one of its lines.
  const sourcesMessage =
    errors.sources?.message ??
    (errors.sources as ({ message?: string } | undefined)[] | undefined)?.find?.(Boolean)?.message;
  const sourcesError = sourcesMessage ? { message: sourcesMessage } : undefined;

  const submit = handleSubmit((body) => onSubmit(body, showRefusal));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={label} className="grid gap-5">
        <FormField label="Name" error={errors.name}>
          {(field) => <Input aria-required="true" autoComplete="off" {...field} {...register('name')} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(field) => <Textarea rows={4} {...field} {...register('description')} />}
        </FormField>

        <RecurrencePicker />

        <fieldset className="grid gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-semibold">Time (Paphos)</legend>
          <div className="flex items-center gap-2">
            <Controller
              control={control}
              name="timeToBeConfirmed"
              render={({ field }) => (
                <Checkbox
                  id={`${ids}-tbc`}
                  checked={field.value === true}
                  onCheckedChange={(checked) => {
                    field.onChange(checked === true);
                    if (checked === true) {
                      setValue('startsAt', '');
                      setValue('endsAt', '');
                    }
                  }}
                />
              )}
            />
            <Label htmlFor={`${ids}-tbc`}>Time to be confirmed</Label>
          </div>
          {!timeToBeConfirmed && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Starts at" error={errors.startsAt}>
                {(field) => <Input type="time" {...field} {...register('startsAt')} />}
              </FormField>
              <FormField label="Ends at" error={errors.endsAt}>
                {(field) => <Input type="time" {...field} {...register('endsAt')} />}
              </FormField>
            </div>
          )}
          {timeToBeConfirmed && (
            <p className="text-sm text-muted-foreground">
              Visitors see the day and 'Time to be confirmed', never an hour.
            </p>
          )}
        </fieldset>

        <VenuePicker />

        <fieldset className="grid gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-semibold">Entry</legend>
          <Controller
            control={control}
            name="isFree"
            render={({ field }) => (
              <div role="radiogroup" aria-label="Entry" className="flex flex-wrap gap-2">
                {[
                  { value: true, text: 'Free entry' },
                  { value: false, text: 'Ticketed' },
                ].map((choice) => (
                  <label
                    key={choice.text}
                    className={cn(
                      'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold ' +
                        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                      field.value === choice.value
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input bg-card hover:bg-sand-100',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${ids}-entry`}
                      checked={field.value === choice.value}
                      onChange={() => field.onChange(choice.value)}
                    />
                    {choice.text}
                  </label>
                ))}
              </div>
            )}
          />
          <FormField
            label={isFree ? 'Link for details (optional)' : 'Ticket link'}
            error={errors.ticketUrl}
            hint="A secure address starting with https://"
          >
            {(field) => <Input type="url" inputMode="url" {...field} {...register('ticketUrl')} />}
          </FormField>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Category" error={errors.category}>
            {(field) => (
              <NativeSelect aria-required="true" {...field} {...register('category')}>
                <option value="">Choose a category</option>
                {EVENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {eventCategoryLabel(category)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label="Image URL (optional)"
            error={errors.imageUrl}
            hint="https://... or a picture of the site (/images/...)."
          >
            {(field) => <Input inputMode="url" {...field} {...register('imageUrl')} />}
          </FormField>
        </div>

        <FormField
          label="Sources"
          error={sourcesError}
          hint="Where the facts come from: one web address or reference a line."
        >
          {(field) => (
            <Textarea
              rows={3}
              {...field}
              value={sourcesText}
              onChange={(event) => {
                setSourcesText(event.target.value);
                setValue('sources', sourcesFromText(event.target.value), { shouldDirty: true });
              }}
            />
          )}
        </FormField>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
