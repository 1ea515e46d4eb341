import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordFormValues,
} from '../../../../common/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api';

/**
 * Current password, new password and its confirmation; other devices are signed out on success. A refusal
 * shows beside the field it is about (a wrong current password, a new one the rules refuse) and in a toast.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast({
            title: 'Password changed',
            description: 'You are still logged in here; every other device has been logged out.',
          });
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
          toast({
            title: 'Password not changed',
            description: errorMessage(error, 'Could not change your password'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <SidebarCard title="Change Password">
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Change password">
        <FormField label="Current Password" error={errors.currentPassword}>
          {(field) => (
            <Input
              type="password"
              autoComplete="current-password"
              {...field}
              {...register('currentPassword')}
            />
          )}
        </FormField>
        <FormField label="New Password" error={errors.newPassword} hint="At least 8 characters.">
          {(field) => (
            <Input type="password" autoComplete="new-password" {...field} {...register('newPassword')} />
          )}
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword}>
          {(field) => (
            <Input type="password" autoComplete="new-password" {...field} {...register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending ? 'Changing password...' : 'Change Password'}
        </Button>
      </form>
    </SidebarCard>
  );
}
