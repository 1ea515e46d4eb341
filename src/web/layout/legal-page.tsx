import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../components/ui/container';
import { DEFAULT_LANGUAGE } from '../../common/languages';
import { LEGAL_PAGES, legalMeta, type LegalPath } from '../../common/translated-meta';
import { useOperatorMailboxes } from '../features/settings/api';
import { useTranslator, withElements } from '../lib/i18n';
import { PageLayout } from './page-layout';
import { Seo } from './seo';

/** The month every legal page states as its last update (SPEC 2, Legal pages): November 2025. */
const LAST_UPDATED = { year: 2025, month: 11 } as const;

export interface LegalSection {
  /** The anchor of the section, e.g. 'cookies-we-use'. */
  id: string;
  title: string;
  body: ReactNode;
}

const LEGAL_PATHS = Object.keys(LEGAL_PAGES) as LegalPath[];

export interface LegalPageProps {
  /** The page's route; its heading and description come from the catalogues (common/translated-meta.ts). */
  path: LegalPath;
  /** One or two sentences under the heading. */
  summary: ReactNode;
  sections: LegalSection[];
}

/**
 * A static legal page: heading with the last-updated date, a contents list (sticky beside the text on wide
 * screens), numbered sections, and where to write: the operator's two mailboxes, or the contact form. In
 * another language its headings are translated and a note says the text is in English, the one that
 * applies: a legal text is not translated by anyone but a lawyer.
 */
export function LegalPage({ path, summary, sections }: LegalPageProps) {
  const { language, t } = useTranslator();
  const title = t(`legal.${LEGAL_PAGES[path]}.title`);
  const others = LEGAL_PATHS.filter((other) => other !== path);
  const updated = t('legal.monthYear', { month: LAST_UPDATED.month, year: LAST_UPDATED.year });
  return (
    <PageLayout>
      <Seo {...legalMeta(t, path)} />

      <section className="border-b border-border bg-sand-100/70">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-terracotta-700">
            {t('legal.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight text-foreground sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm font-semibold text-muted-foreground">
            {withElements(t('legal.lastUpdated', { date: updated }), [
              (words) => (
                <time dateTime={`${LAST_UPDATED.year}-${String(LAST_UPDATED.month).padStart(2, '0')}`}>
                  {words}
                </time>
              ),
            ])}
          </p>
          {language !== DEFAULT_LANGUAGE && (
            <p className="mt-5 max-w-3xl rounded-card border border-sea-200 bg-sea-50 px-4 py-3 text-foreground">
              {t('legal.inEnglish')}
            </p>
          )}
          <div lang="en" dir="ltr" className="mt-5 max-w-3xl text-lg leading-relaxed text-foreground">
            {summary}
          </div>
        </Container>
      </section>

      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-label={t('legal.onThisPage')}
            className="rounded-card border border-border bg-card p-5 shadow-soft"
          >
            <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-muted-foreground">
              {t('legal.onThisPage')}
            </h2>
            <ol lang="en" dir="ltr" className="mt-3 grid gap-1.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md py-0.5 text-foreground underline-offset-4 hover:text-sea-700 hover:underline"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                      {index + 1}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <div className="min-w-0">
          <article lang="en" dir="ltr" className="grid max-w-3xl gap-10 text-foreground">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="min-w-0 scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="text-2xl font-bold text-foreground">
                  {index + 1}. {section.title}
                </h2>
                <div className="prose-content mt-3 text-foreground">{section.body}</div>
              </section>
            ))}
          </article>

          <div className="mt-12 max-w-3xl rounded-card border border-sea-200 bg-sea-50 p-6">
            <h2 className="flex items-center gap-2 text-xl font-bold text-sea-900">
              <Mail className="size-5 text-sea-700" aria-hidden="true" />
              {t('legal.questions')}
            </h2>
            <p lang="en" dir="ltr" className="mt-2 text-foreground">
              <WriteAbout
                privacyTopic="anything about your personal data"
                legalTopic="questions about these terms or any other legal matter"
                eitherTopic="anything about your personal data, these terms or any other legal matter"
              />
            </p>
            <p className="mt-4 text-sm text-muted-foreground">
              {t('legal.seeAlso')}{' '}
              {others.map((other, index) => (
                <span key={other}>
                  {index > 0 && ' · '}
                  <Link to={other} className="font-semibold text-sea-700 underline-offset-4 hover:underline">
                    {t(`legal.${LEGAL_PAGES[other]}.title`)}
                  </Link>
                </span>
              ))}
            </p>
          </div>
        </div>
      </Container>
    </PageLayout>
  );
}

type Mailbox = 'privacy' | 'legal';

/** The operator's privacy or legal mailbox from the settings; null when none is set. */
function useMailbox(mailbox: Mailbox): string | null {
  const { privacyEmail, legalEmail } = useOperatorMailboxes();
  return mailbox === 'privacy' ? privacyEmail : legalEmail;
}

/**
 * 'write to <the mailbox>', or 'write to us through the contact form' when the operator has not given that
 * mailbox: the page never names an address the operator did not give. Reads on in a sentence either way.
 */
export function WriteTo({ mailbox }: { mailbox: Mailbox }) {
  const address = useMailbox(mailbox);
  return address ? (
    <>
      write to <MailLink address={address} />
    </>
  ) : (
    <>
      write to us through the <ContactFormLink />
    </>
  );
}

/**
 * One sentence on where to write about two topics: 'For <privacy topic>, write to ...; for <legal topic>,
 * write to ...', or, with neither mailbox set, 'For <either topic>, write to us through the contact form.'
 */
export function WriteAbout({
  privacyTopic,
  legalTopic,
  eitherTopic,
}: {
  privacyTopic: string;
  legalTopic: string;
  eitherTopic: string;
}) {
  const { privacyEmail, legalEmail } = useOperatorMailboxes();
  if (!privacyEmail && !legalEmail) {
    return (
      <>
        For {eitherTopic}, <WriteTo mailbox="privacy" />.
      </>
    );
  }
  return (
    <>
      For {privacyTopic}, <WriteTo mailbox="privacy" />; for {legalTopic}, <WriteTo mailbox="legal" />.
    </>
  );
}

function ContactFormLink() {
  return (
    <Link to="/contact" className="font-semibold text-sea-700 underline underline-offset-2">
      contact form
    </Link>
  );
}

/** A mailto link showing the address. */
function MailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="break-words font-semibold text-sea-700 underline underline-offset-2"
    >
      {address}
    </a>
  );
}
