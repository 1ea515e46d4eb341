import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { createContext, use, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import {
  clearAdminKey,
  errorMessage,
  getAdminKey,
  setAdminKey,
  verifyAdminKey,
} from '../../../lib/api-client';
import { invalidateAdmin } from '../../../lib/admin-queries';
import { ADMIN_API_PREFIX } from '../../../../common/api-paths';

const ADMIN_KEY_REQUIRED = 'Please enter an admin key';

const AdminSessionContext = createContext<{ lock(): void } | null>(null);

/** The dashboard's way back to the key card (to enter a different key). */
export function useAdminSession() {
  const session = use(AdminSessionContext);
  if (!session) throw new Error('useAdminSession: render inside <AdminKeyGate>');
  return session;
}

/**
 * SPEC 2 and 4: until a key is held the 'Admin Authentication' card shows; a key the server accepts is kept
 * in the browser session, unlocks the dashboard and refetches the cached admin data. The key is restored on
 * load.
 */
export function AdminKeyGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [unlocked, setUnlocked] = useState(() => getAdminKey() !== null);

  const session = {
    lock() {
      clearAdminKey();
      queryClient.removeQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(ADMIN_API_PREFIX),
      });
      setUnlocked(false);
    },
  };

  if (!unlocked) {
    return (
      <AdminKeyCard
        onSave={(key) => {
          setAdminKey(key);
          setUnlocked(true);
          void invalidateAdmin(queryClient);
        }}
      />
    );
  }
  return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
}

/**
 * The key card. A key is checked with the server before anything is said (one request, so one wrong key
 * counts once): 'Success' and the dashboard for the right key, the server's reason beside the field and in
 * a toast for a wrong one.
 */
function AdminKeyCard({ onSave }: { onSave(key: string): void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  function refuse(message: string) {
    setError(message);
    toast({ title: 'Error', description: message, variant: 'destructive' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    const trimmed = key.trim();
    if (trimmed === '') {
      refuse(ADMIN_KEY_REQUIRED);
      return;
    }
    setChecking(true);
    try {
      await verifyAdminKey(trimmed);
    } catch (failure) {
      setChecking(false);
      refuse(errorMessage(failure, 'The key could not be checked. Please try again.'));
      return;
    }
    onSave(trimmed);
    toast({ title: 'Success', description: 'Admin key saved successfully' });
  }

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-sea-100 text-sea-800">
            <KeyRound className="size-5" aria-hidden />
          </span>
          <h1 className="text-xl font-bold leading-tight">Admin Authentication</h1>
          <CardDescription>
            Enter the admin key to open the dashboard. It is kept for this browser tab only.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-4"
            aria-label="Admin Authentication"
          >
            <FormField label="Admin Key" error={error ? { message: error } : undefined}>
              {(field) => (
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={key}
                  onChange={(event) => {
                    setKey(event.target.value);
                    setError(undefined);
                  }}
                  {...field}
                />
              )}
            </FormField>
            <Button type="submit" size="lg" className="w-full" disabled={checking}>
              {checking ? 'Checking the key...' : 'Access Dashboard'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
