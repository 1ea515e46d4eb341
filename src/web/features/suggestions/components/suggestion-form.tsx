import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { PlaceSuggestionKind } from '../../../../common/schemas/places';
import {
  correctedFieldValue,
  kindHasValue,
  placeSuggestionBodySchema,
  type PlaceSuggestionBody,
} from '../../../../common/schemas/suggestions';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useSendSuggestion } from '../api';
import { SUGGESTION_KIND_CHOICES, SUGGESTION_VALUE_FIELDS } from '../suggestion-kinds';
import type { SuggestionPlace } from './suggest-edit';

const EMPTY_FORM: Partial<PlaceSuggestionBody> = { proposedValue: '', note: '', email: '', homepage: '' };
const FORM_FIELDS = ['kind', 'proposedValue', 'note', 'email'] as const;

/**
 * The 'Suggest an edit' form: what is wrong, the corrected value where the kind has one, a note and an
 * optional email. Sent, it shows the server's thank-you; refused, each message shows beside its field
 * and the whole refusal in a toast.
 */
export function SuggestionForm({ place, onClose }: { place: SuggestionPlace; onClose(): void }) {
  const send = useSendSuggestion(place.slug);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<PlaceSuggestionBody>({
    resolver: zodResolver(placeSuggestionBodySchema),
    defaultValues: EMPTY_FORM,
  });
  const kind = watch('kind') as PlaceSuggestionKind | null | undefined;

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onError: (error) => {
        showServerFieldErrors(error, setError, FORM_FIELDS);
        toast({
          title: 'Suggestion not sent',
          description: errorMessage(error, 'Your suggestion could not be sent. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  const kindErrorId = `suggestion-kind-error-${place.slug}`;
  const valueField = kind && kindHasValue(kind) ? SUGGESTION_VALUE_FIELDS[kind] : null;
  const current = kind && kindHasValue(kind) ? correctedFieldValue(kind, place) : null;

  return (
    <div>
      <p role="status" className="flex items-start gap-2 font-semibold text-sea-700">
        {send.isSuccess && (
          <>
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {send.data.message}
          </>
        )}
      </p>
      {send.isSuccess ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              reset(EMPTY_FORM);
              send.reset();
            }}
          >
            Suggest another edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={`Suggest an edit to ${place.name}`}
          className="grid gap-5"
        >
          <fieldset aria-describedby={errors.kind ? kindErrorId : undefined} className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-foreground">What is wrong?</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {SUGGESTION_KIND_CHOICES.map(([value, label]) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-input bg-card px-3.5 py-2.5 text-sm has-checked:border-primary has-checked:bg-sea-50 has-focus-visible:outline-3 has-focus-visible:outline-ring/40"
                >
                  <input
                    type="radio"
                    value={value}
                    className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                    {...register('kind', {
                      onChange: () => {
                        setValue('proposedValue', '');
                        clearErrors(['kind', 'proposedValue', 'note']);
                      },
                    })}
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.kind && (
              <p id={kindErrorId} role="alert" className="text-sm font-medium text-destructive">
                {errors.kind.message}
              </p>
            )}
          </fieldset>

          {valueField && (
            <FormField
              label={valueField.label}
              error={errors.proposedValue}
              hint={`Now on the page: ${current ?? 'none'}. ${valueField.hint}`}
            >
              {(field) => (
                <Input
                  type={valueField.type}
                  inputMode={valueField.inputMode}
                  autoComplete="off"
                  {...field}
                  {...register('proposedValue')}
                />
              )}
            </FormField>
          )}

          <FormField
            label={kind === 'other' ? 'What is wrong' : 'Note (optional)'}
            error={errors.note}
            hint="Anything that helps us check it, such as when you were there."
          >
            {(field) => <Textarea rows={3} {...field} {...register('note')} />}
          </FormField>

          <FormField
            label="Your email (optional)"
            error={errors.email}
            hint="Only if we may ask you about it. We use it for nothing else."
          >
            {(field) => (
              <Input type="email" autoComplete="email" inputMode="email" {...field} {...register('email')} />
            )}
          </FormField>

          {/* A honeypot: people never see or reach it; a program that fills every field gives itself away. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Homepage
              <input type="text" tabIndex={-1} autoComplete="off" {...register('homepage')} />
            </label>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? (
                'Sending...'
              ) : (
                <>
                  <Send aria-hidden="true" />
                  Send suggestion
                </>
              )}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
