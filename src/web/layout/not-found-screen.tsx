import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { cn } from '../lib/cn';
import { pageTitle } from '../../common/site';
import { PageLayout } from './page-layout';
import { Seo } from './seo';

export interface NotFoundScreenProps {
  /** The heading and the document title: 'Page Not Found', 'Place Not Found'... */
  title: string;
  /** The meta description. */
  description: string;
  /** The text under the heading. */
  message: string;
  icon: LucideIcon;
  /** A small line above the heading ('404'). */
  eyebrow?: string;
  /** Where to go instead. */
  link: { to: string; label: string };
}

/** The page shown for an unknown address, place or guide: an icon, the heading, a message and a way on. */
export function NotFoundScreen({
  title,
  description,
  message,
  icon: Icon,
  eyebrow,
  link,
}: NotFoundScreenProps) {
  return (
    <PageLayout showcase={false}>
      <Seo title={pageTitle(title)} description={description} />
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <span className="flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        {eyebrow && (
          <p className="mt-6 text-sm font-bold uppercase tracking-widest text-terracotta-700">{eyebrow}</p>
        )}
        <h1 className={cn('text-4xl font-bold text-foreground', eyebrow ? 'mt-2' : 'mt-6')}>{title}</h1>
        <p className="mt-4 max-w-md text-muted-foreground">{message}</p>
        <Link to={link.to} className={buttonClasses({ className: 'mt-8' })}>
          {link.label}
        </Link>
      </Container>
    </PageLayout>
  );
}
