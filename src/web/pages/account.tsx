import { UserRound } from 'lucide-react';
import { staticPageMeta } from '../../common/page-meta';
import { Container } from '../components/ui/container';
import { LogInLink } from '../components/ui/log-in-link';
import { Skeleton } from '../components/ui/skeleton';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { DeleteAccountForm } from '../features/account/components/delete-account-form';
import { DownloadDataCard } from '../features/account/components/download-data-card';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { useAuth } from '../lib/auth';

const SEO = staticPageMeta('/account');

/** /account (from the user menu): change the password, download my data, delete the account. */
export function AccountPage() {
  const { user, status } = useAuth();
  return (
    <PageLayout showcase={false}>
      <Seo {...SEO} />
      <section className="border-b border-border bg-sand-100/70 py-10 sm:py-12">
        <Container>
          <h1 className="flex items-center gap-3 text-3xl font-bold text-foreground sm:text-4xl">
            <UserRound className="size-8 text-sea-700" aria-hidden="true" />
            My Account
          </h1>
          {user && <p className="mt-2 break-words text-muted-foreground">Logged in as {user.email}</p>}
        </Container>
      </section>
      <Container className="py-10">
        {status === 'loading' ? (
          <>
            <p role="status" className="sr-only">
              Loading...
            </p>
            <Skeleton className="h-64 w-full max-w-xl" />
          </>
        ) : status === 'anonymous' ? (
          <div className="grid max-w-xl gap-4">
            <p className="text-muted-foreground">Log in to manage your account.</p>
            <LogInLink className="justify-self-start" />
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <ChangePasswordForm />
            <div className="grid gap-6">
              <DownloadDataCard />
              <DeleteAccountForm />
            </div>
          </div>
        )}
      </Container>
    </PageLayout>
  );
}
