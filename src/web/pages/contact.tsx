import { Container } from '../components/ui/container';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactForm } from '../features/contact/components/contact-form';
import { useOperatorMailboxes } from '../features/settings/api';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { contactMeta } from '../../common/translated-meta';
import { useTranslator } from '../lib/i18n';

/**
 * /contact (SPEC 2, 4, 5 and 8): the contact form with a side panel of ways to reach us, the operator's
 * mailbox among them when the settings give one.
 */
export function ContactPage() {
  const { t } = useTranslator();
  const { contactEmail } = useOperatorMailboxes();
  return (
    <PageLayout>
      <Seo {...contactMeta(t)} />

      <section className="bg-gradient-to-b from-sea-800 via-sea-700 to-sea-600 pb-20 pt-14 text-white sm:pb-24 sm:pt-20">
        <Container className="text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-sea-100">{t('contact.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{t('contact.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-50">{t('contact.lead')}</p>
        </Container>
      </section>

      <Container className="relative -mt-12 grid gap-6 pb-16 lg:grid-cols-3 lg:items-start">
        <ContactForm className="lg:col-span-2" />

        <ContactDetails email={contactEmail} />
      </Container>
    </PageLayout>
  );
}
