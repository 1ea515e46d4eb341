import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { contactBodySchema, type ContactBody } from '../../../../common/schemas/contact';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useTranslator } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api';
import { contactFieldError } from '../field-errors';

const EMPTY_FORM: ContactBody = { name: '', email: '', subject: '', message: '' };

/**
 * 'Send us a message' (SPEC 4, 5 and 8): name, email, subject and message; a success toasts 'Message sent!'
 * and empties the form, a failure toasts the reason.
 */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslator();
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
        toast({ title: t('contact.form.sent'), description: t('contact.form.sentText') });
        reset(EMPTY_FORM);
      },
      onError: (error) => {
        toast({
          title: t('common.error'),
          description: errorMessage(error, t('contact.form.failed')),
          variant: 'destructive',
        });
      },
    });
  });

  const sending = sendMessage.isPending;
  const fieldError = (field: keyof ContactBody) => contactFieldError(t, field, errors[field]);

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">{t('contact.form.title')}</CardTitle>
        <CardDescription>{t('contact.form.allRequired')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('contact.form.label')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('contact.form.name')} error={fieldError('name')}>
              {(field) => <Input autoComplete="name" {...field} {...register('name')} />}
            </FormField>
            <FormField label={t('contact.form.email')} error={fieldError('email')}>
              {(field) => <EmailInput {...field} {...register('email')} />}
            </FormField>
          </div>
          <FormField label={t('contact.form.subject')} error={fieldError('subject')}>
            {(field) => <Input {...field} {...register('subject')} />}
          </FormField>
          <FormField label={t('contact.form.message')} error={fieldError('message')}>
            {(field) => <Textarea rows={6} {...field} {...register('message')} />}
          </FormField>

          <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('contact.form.responseTime')}
            </p>
            <Button type="submit" size="lg" disabled={sending || !hydrated} className="sm:min-w-44">
              {sending ? (
                t('contact.form.sending')
              ) : (
                <>
                  <Send className="rtl:-scale-x-100" aria-hidden="true" />
                  {t('contact.form.send')}
                </>
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
