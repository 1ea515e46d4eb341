import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { deleteAccountBodySchema, type DeleteAccountBody } from '../../../../common/schemas/account';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SidebarCard } from '../../../components/ui/sidebar-card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api';

/**
 * Deletes the account and its saved places at once, after the password and a confirmation; then goes
 * home signed out.
 */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  function deleteNow(body: DeleteAccountBody) {
    remove.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Account deleted',
          description: 'Your account and your saved places have been deleted.',
        });
        void navigate('/');
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, ['password']);
        toast({
          title: 'Account not deleted',
          description: errorMessage(error, 'Could not delete your account'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <SidebarCard title="Delete Account">
      <p className="text-sm text-muted-foreground">
        This deletes your account and your saved places straight away. It cannot be undone.
      </p>
      <form
        noValidate
        onSubmit={handleSubmit((body) => setConfirming(body))}
        className="mt-4 grid gap-5"
        aria-label="Delete account"
      >
        <FormField label="Password" error={errors.password} hint="Enter your password to confirm it is you.">
          {(field) => (
            <Input type="password" autoComplete="current-password" {...field} {...register('password')} />
          )}
        </FormField>
        <Button
          type="submit"
          variant="destructive"
          disabled={remove.isPending}
          className="justify-self-start"
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Deleting account...' : 'Delete My Account'}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Delete your account?"
        description="Your account and every place you saved will be deleted now. This cannot be undone."
        confirmLabel="Delete Account"
        destructive
        onConfirm={() => {
          if (confirming) deleteNow(confirming);
          setConfirming(null);
        }}
      />
    </SidebarCard>
  );
}
