import { zodResolver } from '@hookform/resolvers/zod';
import { Heart, MapPinned, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  loginBodySchema,
  registerFormSchema,
  type LoginBody,
  type RegisterForm,
} from '../../common/schemas/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { toast } from '../components/ui/use-toast';
import { displayName, useLogin, useRegister } from '../features/auth/api';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { errorMessage } from '../lib/api-client';
import { pageTitle, SITE_NAME } from '../lib/site';

/** /login (SPEC 2, 5 and 8): log in or create an account; either success goes to '/' with a toast. */
export function LoginPage() {
  return (
    <PageLayout>
      <Seo
        title={pageTitle('Log In or Register')}
        description="Log in to Paphos Guide or create a free account to save your favourite places in Paphos."
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_28rem] lg:items-center lg:gap-16">
        <div className="max-w-xl">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-terracotta-700">Your account</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight text-foreground sm:text-5xl">
            Welcome to {SITE_NAME}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Log in or create a free account to keep your own shortlist of Paphos beaches, tavernas and sights.
          </p>
          <ul className="mt-8 hidden gap-4 sm:grid">
            <Perk icon={<Heart aria-hidden="true" />}>Save favourite places and find them on any visit</Perk>
            <Perk icon={<MapPinned aria-hidden="true" />}>Plan your days around what is close by</Perk>
            <Perk icon={<Sparkles aria-hidden="true" />}>Free to use: all you need is an email address</Perk>
          </ul>
        </div>

        <Card className="w-full">
          <Tabs defaultValue="login">
            <CardHeader className="pb-0 sm:pb-0">
              <TabsList aria-label="Log in or register" className="w-full">
                <TabsTrigger value="login" className="flex-1">
                  Login
                </TabsTrigger>
                <TabsTrigger value="register" className="flex-1">
                  Register
                </TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent>
              <TabsContent value="login" className="mt-6">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterFormPanel />
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      </Container>
    </PageLayout>
  );
}

function LoginForm() {
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
        void navigate('/');
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

function RegisterFormPanel() {
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({
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
          void navigate('/');
        },
        onError: (error) => {
          toast({
            title: 'Registration failed',
            description: errorMessage(error, 'Could not create account'),
            variant: 'destructive',
          });
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

function FormIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-1">
      <h2 className="text-xl font-bold leading-tight">{title}</h2>
      <CardDescription>{description}</CardDescription>
    </div>
  );
}

function Perk({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-foreground">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-100 text-sea-800 [&_svg]:size-5">
        {icon}
      </span>
      {children}
    </li>
  );
}
