import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { SITE_NAME } from '../../../../common/site';
import { displayName, useRegister } from '../api';
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
            title: 'Account created',
            description: user ? `Welcome to ${SITE_NAME}, ${displayName(user)}!` : `Welcome to ${SITE_NAME}!`,
          });
          void navigate(returnTo);
        },
        onError: (error) => {
          toast({
            title: 'Registration failed',
            description: errorMessage(error, 'Could not create account'),
            variant: 'destructive',
          });
          showServerFieldErrors(error, setError, REQUEST_FIELDS);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Register">
      <FormIntro title="Create an account" description="Your name is optional; it is shown only to you." />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName}>
          {(field) => <Input autoComplete="given-name" {...field} {...register('firstName')} />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName}>
          {(field) => <Input autoComplete="family-name" {...field} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        {(field) => (
          <Input type="email" autoComplete="email" inputMode="email" {...field} {...register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password} hint="At least 8 characters.">
        {(field) => (
          <Input type="password" autoComplete="new-password" {...field} {...register('password')} />
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword}>
        {(field) => (
          <Input type="password" autoComplete="new-password" {...field} {...register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
