import { CalendarDays, LocateFixed, LocateOff, LoaderCircle, LogIn, Search } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { LazyPartBoundary } from '../components/ui/lazy-part-boundary';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { loadWords, useTranslator } from '../lib/i18n';
import { useLoginPath } from '../lib/login-path';
import { HeaderLanguageMenu } from './language-switcher';
import { LogoMark } from './logo';

/**
 * Loaded only for a signed-in visitor: the menu's library is a large part of the first load otherwise. Its
 * words come with it.
 */
const UserMenu = lazy(async () => {
  const [module] = await Promise.all([import('../features/auth/components/user-menu'), loadWords(['later'])]);
  return { default: module.UserMenu };
});

export interface HeaderProps {
  /** Shows the 'Search places...' box; called with the text on every change and on submit. */
  onSearch?: (query: string) => void;
  /** The search text when the page owns it (e.g. from the URL). */
  searchQuery?: string;
  /** Shows the 'Locate Me' button. */
  onLocate?: () => void;
  /** The position is being read: the button shows a spinner and is disabled. */
  locating?: boolean;
  /** The position is known: the button is highlighted. */
  located?: boolean;
  /** Shows a 'Clear location' button while located: forgets the position (distances, map marker). */
  onClearLocation?: () => void;
}

/** The sticky site header: logo, optional search and Locate Me, and the auth area (SPEC 2). */
export function Header({
  onSearch,
  searchQuery,
  onLocate,
  locating = false,
  located = false,
  onClearLocation,
}: HeaderProps) {
  const { t } = useTranslator();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="order-1 flex min-h-10 shrink-0 items-center gap-2.5 rounded-lg text-sea-800"
          aria-label={t('header.homeLink')}
        >
          <LogoMark />
          {/* The site's name, written in Latin letters in every language. */}
          <span dir="ltr" className="font-display text-xl font-bold tracking-tight">
            Paphos <span className="text-terracotta-700">Guide</span>
          </span>
        </Link>

        {onSearch && (
          <div className="order-3 w-full md:order-2 md:mx-6 md:w-auto md:max-w-md md:flex-1">
            <HeaderSearch onSearch={onSearch} searchQuery={searchQuery} />
          </div>
        )}

        <div className="order-2 ms-auto flex shrink-0 items-center gap-1 sm:gap-2 md:order-3">
          {onLocate && (
            <Button
              variant={located ? 'secondary' : 'outline'}
              onClick={onLocate}
              disabled={locating}
              aria-label={t('header.locateMe')}
              className={cn('max-sm:size-10 max-sm:px-0', located && 'ring-1 ring-sea-200')}
            >
              {locating ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <LocateFixed aria-hidden="true" />
              )}
              <span className="hidden sm:inline">{t('header.locateMe')}</span>
            </Button>
          )}
          {onLocate && located && onClearLocation && (
            <Button
              variant="ghost"
              size="icon"
              onClick={onClearLocation}
              aria-label={t('header.clearLocation')}
              title={t('header.clearLocation')}
            >
              <LocateOff aria-hidden="true" />
            </Button>
          )}
          <Link
            to="/events"
            aria-label={t('nav.whatsOn')}
            className={buttonClasses({ variant: 'ghost', className: 'max-sm:size-10 max-sm:px-0' })}
          >
            <CalendarDays aria-hidden="true" />
            <span className="hidden sm:inline">{t('nav.whatsOn')}</span>
          </Link>
          <HeaderLanguageMenu />
          <AuthArea />
        </div>
      </div>
    </header>
  );
}

function HeaderSearch({
  onSearch,
  searchQuery,
}: Required<Pick<HeaderProps, 'onSearch'>> & Pick<HeaderProps, 'searchQuery'>) {
  const { t } = useTranslator();
  const [localQuery, setLocalQuery] = useState(searchQuery ?? '');
  const value = searchQuery ?? localQuery;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value);
  }

  return (
    <form role="search" onSubmit={submit} className="relative">
      <Search
        className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        name="q"
        aria-label={t('header.searchPlaces')}
        placeholder={t('header.searchPlaces')}
        value={value}
        onChange={(event) => {
          setLocalQuery(event.target.value);
          onSearch(event.target.value);
        }}
        className="h-10 w-full min-w-0 rounded-full border border-input bg-card ps-10 pe-4 text-base text-foreground shadow-xs placeholder:text-muted-foreground sm:text-sm"
      />
    </form>
  );
}

/**
 * Nothing while auth loads; 'Log In' (full page navigation, returning to this page after) when anonymous;
 * the user menu when signed in.
 */
function AuthArea() {
  const { t } = useTranslator();
  const { user, status } = useAuth();
  const loginPath = useLoginPath();
  // 'Log In', icon-only on a phone (like Locate Me), so the header keeps one row in every language.
  const logIn = (
    <>
      <LogIn className="sm:hidden rtl:-scale-x-100" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('nav.logIn')}</span>
    </>
  );
  const logInClass = 'max-sm:size-10 max-sm:px-0';
  // Until the session is known, an invisible Log In holds its place, so nothing beside it moves when it shows.
  if (status === 'loading') {
    return (
      <span aria-hidden="true" className={buttonClasses({ className: `invisible ${logInClass}` })}>
        {logIn}
      </span>
    );
  }
  if (status === 'authenticated' && user) {
    return (
      <LazyPartBoundary
        name="user menu"
        fallback={
          <Link to="/account" className={buttonClasses({ variant: 'outline' })}>
            {t('nav.myAccount')}
          </Link>
        }
      >
        <Suspense fallback={null}>
          <UserMenu user={user} />
        </Suspense>
      </LazyPartBoundary>
    );
  }
  return (
    <Button asChild className={logInClass}>
      <a href={loginPath}>{logIn}</a>
    </Button>
  );
}
