import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { bannerBodySchema, type BannerBody } from '../../../../common/schemas/banners';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BannerFrame } from '../components/banner-frame';
import { KeywordMatches } from './keyword-matches';

export interface BannerFormValues {
  keyword: string;
  awinCode: string;
  isActive: boolean;
  isDefault: boolean;
}

/** Typing pauses this long before the matching places and the preview follow it. */
const FOLLOW_TYPING_MS = 300;

/**
 * True of every advert frame (components/banner-frame.tsx): the sandbox lets scripts run, but the frame
 * inherits the site's Content Security Policy, which runs none of an advert's.
 */
export const ADVERT_SCRIPTS_NOTE =
  "Scripts in an advert do not run: the site's security policy blocks them, in this preview and on the site. Use the advert's HTML version (an image and a link).";

/** A new banner starts active and not the default (SPEC 4, Banner). */
export const NEW_BANNER: BannerFormValues = { keyword: '', awinCode: '', isActive: true, isDefault: false };

const SWITCHES = [
  { name: 'isActive', label: 'Active' },
  { name: 'isDefault', label: 'Default' },
] as const;

export interface BannerFormProps {
  initial: BannerFormValues;
  /** The form's accessible name, e.g. 'Add Banner' or "Edit banner 'beach'". */
  label: string;
  submitLabel: string;
  /** The submit button's text while the call is on its way. */
  busyLabel: string;
  pending: boolean;
  /** Sends a valid body; call `reset` once it is saved to empty the form. */
  onSubmit(body: BannerBody, reset: () => void): void;
  onCancel?(): void;
}

/**
 * A banner's keyword, advert code and Active/Default boxes, checked with the server's own rules: blank
 * code toasts 'Error' with the server's 'Affiliate advert code is required'. As the operator types, it
 * shows which published places the keyword matches and the advert in the frame the site draws it in.
 */
export function BannerForm({
  initial,
  label,
  submitLabel,
  busyLabel,
  pending,
  onSubmit,
  onCancel,
}: BannerFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(bannerBodySchema), defaultValues: initial });
  const keyword = useDebouncedValue(useWatch({ control, name: 'keyword' }) ?? '', FOLLOW_TYPING_MS);
  const awinCode = useDebouncedValue(useWatch({ control, name: 'awinCode' }), FOLLOW_TYPING_MS).trim();

  const submit = handleSubmit(
    (body) => onSubmit(body, () => reset()),
    (invalid) =>
      toast({
        title: 'Error',
        description: (invalid.awinCode ?? invalid.keyword)?.message,
        variant: 'destructive',
      }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      <FormField
        label="Keyword"
        error={errors.keyword}
        hint="Shown on places whose name, kind, description, highlights or address say this word, e.g. beach or meze; separate several with commas. Leave blank for a general advert."
      >
        {(field) => <Input autoComplete="off" {...field} {...register('keyword')} />}
      </FormField>
      <KeywordMatches keyword={keyword} live />
      <FormField
        label="Advert code"
        error={errors.awinCode}
        hint="The affiliate's embed HTML, pasted as given. The site shows it in a sandboxed frame."
      >
        {(field) => (
          <Textarea
            aria-required="true"
            rows={5}
            spellCheck={false}
            className="font-mono text-sm sm:text-xs"
            {...field}
            {...register('awinCode')}
          />
        )}
      </FormField>
      <p className="flex items-start gap-2 rounded-xl bg-sea-50 px-3 py-2 text-sm text-foreground/85">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sea-600" aria-hidden="true" />
        <span>{ADVERT_SCRIPTS_NOTE}</span>
      </p>
      {awinCode && (
        <section aria-label="Advert preview" className="grid gap-2">
          <p className="text-sm font-medium">Preview</p>
          <BannerFrame awinCode={awinCode} title="Advert preview" height={120} />
        </section>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {SWITCHES.map(({ name, label: switchLabel }) => (
          <div key={name} className="flex items-center gap-2">
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  id={`${ids}-${name}`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor={`${ids}-${name}`}>{switchLabel}</Label>
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
