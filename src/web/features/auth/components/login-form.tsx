import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '../../../../common/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { displayName, useLogin } from '../api';
import { FormIntro } from './form-intro';

/**
 * Email and password; a success toasts 'Welcome back!' and goes to `returnTo` (a path of this site), a
 * failure toasts the reason.
 */
export function LoginForm({ returnTo }: { returnTo: string }) {
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
          title: 'Welcome back!',
          description: user ? `You are logged in as ${displayName(user)}.` : 'You are logged in.',
        });
        void navigate(returnTo);
      },
      onError: (error) => {
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid email or password'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Log in">
      <FormIntro title="Log in" description="Enter the email and password you registered with." />
      <FormField label="Email" error={errors.email}>
        {(field) => (
          <Input type="email" autoComplete="email" inputMode="email" {...field} {...register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(field) => (
          <Input type="password" autoComplete="current-password" {...field} {...register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
