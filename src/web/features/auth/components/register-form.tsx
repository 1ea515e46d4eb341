import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { EmailInput, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { SITE_NAME } from '../../../../common/site';
import { PASSWORD_MIN_LENGTH } from '../../../../common/auth-messages';
import { useTranslator } from '../../../lib/i18n';
import { displayName, useRegister } from '../api';
import { authErrorText, authFieldError } from '../auth-messages';
import { FormIntro } from './form-intro';

/**
 * The form's fields the request carries, so a refusal of one (a common password, an email that has an
 * account) shows beside it.
 */
const REQUEST_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Optional names, email, password and its confirmation; a success toasts 'Account created' and goes to
 * `returnTo` (a path of this site), a failure toasts the reason and shows it under the field it is about.
 */
export function RegisterForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ firstName, lastName, email, password }) => {
    signUp.mutate(
      { firstName, lastName, email, password },
      {
        onSuccess: (user) => {
          toast({
            title: t('auth.register.created'),
            description: user
              ? t('auth.register.welcomeNamed', { site: SITE_NAME, name: displayName(user) })
              : t('auth.register.welcome', { site: SITE_NAME }),
          });
          void navigate(returnTo);
        },
        onError: (error) => {
          toast({
            title: t('auth.register.failed'),
            description: authErrorText(t, error, t('auth.register.couldNot')),
            variant: 'destructive',
          });
          showServerFieldErrors(error, setError, REQUEST_FIELDS);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('auth.register.label')}>
      <FormIntro title={t('auth.register.title')} description={t('auth.register.intro')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('auth.firstName')} error={authFieldError(t, errors.firstName)}>
          {(field) => <Input autoComplete="given-name" {...field} {...register('firstName')} />}
        </FormField>
        <FormField label={t('auth.lastName')} error={authFieldError(t, errors.lastName)}>
          {(field) => <Input autoComplete="family-name" {...field} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label={t('auth.email')} error={authFieldError(t, errors.email)}>
        {(field) => <EmailInput {...field} {...register('email')} />}
      </FormField>
      <FormField
        label={t('auth.password')}
        error={authFieldError(t, errors.password)}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
        {(field) => (
          <Input type="password" autoComplete="new-password" {...field} {...register('password')} />
        )}
      </FormField>
      <FormField label={t('auth.confirmPassword')} error={authFieldError(t, errors.confirmPassword)}>
        {(field) => (
          <Input type="password" autoComplete="new-password" {...field} {...register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? t('auth.register.pending') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
