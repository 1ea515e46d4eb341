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
import { EmailInput, Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useTranslator } from '../../../lib/i18n';
import { suggestionFieldError } from '../field-errors';
import { useSendSuggestion } from '../api';
import { SUGGESTION_KIND_CHOICES, SUGGESTION_VALUE_FIELDS } from '../suggestion-kinds';
import type { SuggestionPlace } from './suggest-edit';

const EMPTY_FORM: Partial<PlaceSuggestionBody> = { proposedValue: '', note: '', email: '', homepage: '' };
const FORM_FIELDS = ['kind', 'proposedValue', 'note', 'email'] as const;

/**
 * The 'Suggest an edit' form: what is wrong, the corrected value where the kind has one, a note and an
 * optional email. Sent, it thanks the visitor; refused, each message shows beside its field and the first
 * in a toast. The schema's and the server's messages (English) are shown in the page's language.
 */
export function SuggestionForm({ place, onClose }: { place: SuggestionPlace; onClose(): void }) {
  const { t } = useTranslator();
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
        const refused = FORM_FIELDS.find((field) => fieldErrors(error)[field]);
        toast({
          title: t('place.suggest.notSent'),
          description: refused
            ? suggestionFieldError(t, refused, { message: fieldErrors(error)[refused] })!.message
            : t(
                error instanceof ApiError && error.status === 429
                  ? 'place.suggest.tooMany'
                  : 'place.suggest.failed',
              ),
          variant: 'destructive',
        });
      },
    });
  });

  const kindErrorId = `suggestion-kind-error-${place.slug}`;
  const valueField = kind && kindHasValue(kind) ? SUGGESTION_VALUE_FIELDS[kind] : null;
  const current = kind && kindHasValue(kind) ? correctedFieldValue(kind, place) : null;
  const fieldError = (field: (typeof FORM_FIELDS)[number]) => suggestionFieldError(t, field, errors[field]);

  return (
    <div>
      <p role="status" className="flex items-start gap-2 font-semibold text-sea-700">
        {send.isSuccess && (
          <>
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t('place.suggest.thanks')}
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
            {t('place.suggest.another')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('place.suggest.close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('place.suggest.form', { name: place.name })}
          className="grid gap-5"
        >
          <fieldset aria-describedby={errors.kind ? kindErrorId : undefined} className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-foreground">{t('place.suggest.kind')}</legend>
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
                  {t(label)}
                </label>
              ))}
            </div>
            {errors.kind && (
              <p id={kindErrorId} role="alert" className="text-sm font-medium text-destructive">
                {fieldError('kind')?.message}
              </p>
            )}
          </fieldset>

          {valueField && (
            <FormField
              label={t(valueField.label)}
              error={fieldError('proposedValue')}
              hint={`${current === null ? t('place.suggest.nowNone') : t('place.suggest.now', { value: current })} ${t(valueField.hint)}`}
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
            label={t(kind === 'other' ? 'place.suggest.whatIsWrong' : 'place.suggest.note')}
            error={fieldError('note')}
            hint={t('place.suggest.noteHint')}
          >
            {(field) => <Textarea rows={3} {...field} {...register('note')} />}
          </FormField>

          <FormField
            label={t('place.suggest.email')}
            error={fieldError('email')}
            hint={t('place.suggest.emailHint')}
          >
            {(field) => <EmailInput {...field} {...register('email')} />}
          </FormField>

          {/* A honeypot: people never see or reach it; a program that fills every field gives itself away. */}
          <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
            <label>
              Homepage
              <input type="text" tabIndex={-1} autoComplete="off" {...register('homepage')} />
            </label>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('place.suggest.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? (
                t('place.suggest.sending')
              ) : (
                <>
                  <Send className="rtl:-scale-x-100" aria-hidden="true" />
                  {t('place.suggest.send')}
                </>
              )}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
