import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AccountPerks } from '../features/auth/components/account-perks';
import { LoginForm } from '../features/auth/components/login-form';
import { RegisterForm } from '../features/auth/components/register-form';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { loginMeta } from '../../common/translated-meta';
import { useTranslator } from '../lib/i18n';
import { safeReturnPath } from '../../common/return-path';
import { RETURN_PATH_PARAM } from '../../common/return-path-names';
import { SITE_NAME } from '../../common/site';

/**
 * /login (SPEC 2, 5 and 8): log in or create an account; either success goes back to the page that sent the
 * visitor here (?next=, a path of this site only), else to '/', with a toast.
 */
export function LoginPage() {
  const { t } = useTranslator();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PATH_PARAM));
  return (
    <PageLayout>
      <Seo {...loginMeta(t)} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_28rem] lg:items-center lg:gap-16">
        <div className="max-w-xl">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-terracotta-700">
            {t('auth.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight text-foreground sm:text-5xl">
            {t('auth.welcome', { site: SITE_NAME })}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{t('auth.lead')}</p>
          <AccountPerks className="mt-8 hidden sm:grid" />
        </div>

        <Card className="w-full">
          <Tabs defaultValue="login">
            <CardHeader className="pb-0 sm:pb-0">
              <TabsList aria-label={t('auth.tabs')} className="w-full">
                <TabsTrigger value="login" className="flex-1">
                  {t('auth.tab.login')}
                </TabsTrigger>
                <TabsTrigger value="register" className="flex-1">
                  {t('auth.tab.register')}
                </TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent>
              <TabsContent value="login" className="mt-6">
                <LoginForm returnTo={returnTo} />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm returnTo={returnTo} />
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      </Container>
    </PageLayout>
  );
}
