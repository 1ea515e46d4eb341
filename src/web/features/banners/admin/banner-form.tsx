import { useId, useState, type FormEvent } from 'react';
import { bannerBodySchema, type BannerBody } from '../../../../common/schemas/banners';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';

export interface BannerFormValues {
  keyword: string;
  awinCode: string;
  isActive: boolean;
  isDefault: boolean;
}

/** A new banner starts active and not the default (SPEC 4, Banner). */
export const NEW_BANNER: BannerFormValues = { keyword: '', awinCode: '', isActive: true, isDefault: false };

type BannerField = 'keyword' | 'awinCode';

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
 * code toasts 'Error' with the server's 'Affiliate advert code is required'. The code is plain text here.
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BannerField, string>>>({});
  const ids = useId();

  function update(patch: Partial<BannerFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      if ('keyword' in patch) delete next.keyword;
      if ('awinCode' in patch) delete next.awinCode;
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = bannerBodySchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<BannerField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'keyword' || field === 'awinCode') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      toast({
        title: 'Error',
        description: found.awinCode ?? found.keyword ?? checked.error.issues[0]!.message,
        variant: 'destructive',
      });
      return;
    }
    onSubmit(values, () => setValues(NEW_BANNER));
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      <FormField
        label="Keyword"
        error={errors.keyword ? { message: errors.keyword } : undefined}
        hint="Shown on pages about this word, e.g. beach or hotel. Leave blank for a general advert."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.keyword}
            onChange={(event) => update({ keyword: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Advert code"
        error={errors.awinCode ? { message: errors.awinCode } : undefined}
        hint="The affiliate's embed HTML, pasted as given. The site shows it in a sandboxed frame."
      >
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={5}
            spellCheck={false}
            className="font-mono text-sm sm:text-xs"
            value={values.awinCode}
            onChange={(event) => update({ awinCode: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-active`}
            checked={values.isActive}
            onCheckedChange={(checked) => update({ isActive: checked === true })}
          />
          <Label htmlFor={`${ids}-active`}>Active</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-default`}
            checked={values.isDefault}
            onCheckedChange={(checked) => update({ isDefault: checked === true })}
          />
          <Label htmlFor={`${ids}-default`}>Default</Label>
        </div>
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
