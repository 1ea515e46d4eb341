import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { EmailInput, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useTranslator } from '../../../lib/i18n';
import { displayName, useLogin } from '../api';
import { authErrorText, authFieldError } from '../auth-messages';
import { FormIntro } from './form-intro';

/**
 * Email and password; a success toasts 'Welcome back!' and goes to `returnTo` (a path of this site), a
 * failure toasts the reason.
 */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: t('auth.login.welcome'),
          description: user
            ? t('auth.login.loggedInAs', { name: displayName(user) })
            : t('auth.login.loggedIn'),
        });
        void navigate(returnTo);
      },
      onError: (error) => {
        toast({
          title: t('auth.login.failed'),
          description: authErrorText(t, error, t('auth.error.invalidLogin')),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('auth.login.label')}>
      <FormIntro title={t('auth.login.title')} description={t('auth.login.intro')} />
      <FormField label={t('auth.email')} error={authFieldError(t, errors.email)}>
        {(field) => <EmailInput {...field} {...register('email')} />}
      </FormField>
      <FormField label={t('auth.password')} error={authFieldError(t, errors.password)}>
        {(field) => (
          <Input type="password" autoComplete="current-password" {...field} {...register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? t('auth.login.pending') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
