import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Compass, Mail, MapPin, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { contactBodySchema, type ContactBody } from '../../common/schemas/contact';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { toast } from '../components/ui/use-toast';
import { useSendContactMessage } from '../features/contact/api';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { errorMessage } from '../lib/api-client';
import { pageTitle } from '../lib/site';

const CONTACT_EMAIL = 'hello@paphos.guide';
const EMPTY_FORM: ContactBody = { name: '', email: '', subject: '', message: '' };

/** /contact (SPEC 2, 4, 5 and 8): the contact form with a side panel of ways to reach us. */
export function ContactPage() {
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactBody>({ resolver: zodResolver(contactBodySchema), defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
        reset(EMPTY_FORM);
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to send message. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  const sending = sendMessage.isPending;

  return (
    <PageLayout>
      <Seo
        title={pageTitle('Contact Us')}
        description="Questions, corrections or a place we should know about? Get in touch with the Paphos Guide team."
      />

      <section className="bg-gradient-to-b from-sea-800 via-sea-700 to-sea-600 pb-20 pt-14 text-white sm:pb-24 sm:pt-20">
        <Container className="text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">Contact</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">Get in Touch</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-50">
            Spotted something out of date, know a place we should feature, or planning a trip and stuck on a
            question? Send us a message and a real person will read it.
          </p>
        </Container>
      </section>

      <Container className="relative -mt-12 grid gap-6 pb-16 lg:grid-cols-3 lg:items-start">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact form">
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="Name" error={errors.name}>
                  {(field) => <Input autoComplete="name" {...field} {...register('name')} />}
                </FormField>
                <FormField label="Email" error={errors.email}>
                  {(field) => (
                    <Input
                      type="email"
                      autoComplete="email"
                      inputMode="email"

                      {...field}
                      {...register('email')}
                    />
                  )}
                </FormField>
              </div>
              <FormField label="Subject" error={errors.subject}>
                {(field) => <Input {...field} {...register('subject')} />}
              </FormField>
              <FormField label="Message" error={errors.message}>
                {(field) => <Textarea rows={6} {...field} {...register('message')} />}
              </FormField>

              <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  We typically respond within 24-48 hours during business days.
                </p>
                <Button type="submit" size="lg" disabled={sending} className="sm:min-w-44">
                  {sending ? (
                    'Sending...'
                  ) : (
                    <>
                      <Send aria-hidden="true" />
                      Send Message
                    </>
                  )}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <aside aria-label="Other ways to reach us" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Contact information</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-5">
                <InfoItem icon={<Mail aria-hidden="true" />} title="Email">
                  <a
                    href={`mailto:${CONTACT_EMAIL}`}
                    className="font-semibold text-sea-700 underline-offset-4 hover:underline"
                  >
                    {CONTACT_EMAIL}
                  </a>
                </InfoItem>
                <InfoItem icon={<MapPin aria-hidden="true" />} title="Based in">
                  Paphos, Republic of Cyprus
                </InfoItem>
                <InfoItem icon={<Clock aria-hidden="true" />} title="Response time">
                  Within 24-48 hours, Monday to Friday
                </InfoItem>
              </ul>
            </CardContent>
          </Card>

          <Card className="bg-sea-50">
            <CardHeader>
              <CardTitle className="text-lg">Good reasons to write</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-disc gap-2 pl-5 text-sm text-foreground marker:text-sea-600">
                <li>A place has closed, moved or changed its hours</li>
                <li>You run a business in Paphos and want it listed</li>
                <li>A guide could be clearer or is missing something</li>
                <li>Questions about your account or your data</li>
              </ul>
              <p className="mt-4 text-sm text-muted-foreground">
                Looking for somewhere to go first?{' '}
                <Link
                  to="/places"
                  className="inline-flex items-center gap-1 font-semibold text-sea-700 underline-offset-4 hover:underline"
                >
                  <Compass className="size-4" aria-hidden="true" />
                  Browse all places
                </Link>
              </p>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </PageLayout>
  );
}

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-700 [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid gap-0.5 text-sm">
        <span className="font-semibold text-foreground">{title}</span>
        <span className="text-muted-foreground">{children}</span>
      </span>
    </li>
  );
}
