import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { contactBodySchema, type ContactBody } from '../../../../common/schemas/contact';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api';

const EMPTY_FORM: ContactBody = { name: '', email: '', subject: '', message: '' };

/**
 * 'Send us a message' (SPEC 4, 5 and 8): name, email, subject and message; a success toasts 'Message sent!'
 * and empties the form, a failure toasts the reason.
 */
export function ContactForm({ className }: { className?: string }) {
  const sendMessage = useSendContactMessage();
  // A tap on the server's HTML before the app runs would submit the form natively, the message in the URL.
  const hydrated = useHydrated();
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
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">Send us a message</CardTitle>
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
            <Button type="submit" size="lg" disabled={sending || !hydrated} className="sm:min-w-44">
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
  );
}
