import { CalendarDays, LocateFixed, LocateOff, LoaderCircle, Search } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { LazyPartBoundary } from '../components/ui/lazy-part-boundary';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { useLoginPath } from '../lib/login-path';
import { SITE_NAME } from '../../common/site';
import { LogoMark } from './logo';

/** Loaded only for a signed-in visitor: the menu's library is a large part of the first load otherwise. */
const UserMenu = lazy(async () => ({
  default: (await import('../features/auth/components/user-menu')).UserMenu,
}));

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
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="order-1 flex min-h-10 shrink-0 items-center gap-2.5 rounded-lg text-sea-800"
          aria-label={`${SITE_NAME} home`}
        >
          <LogoMark />
          <span className="font-display text-xl font-bold tracking-tight">
            Paphos <span className="text-terracotta-700">Guide</span>
          </span>
        </Link>

        {onSearch && (
          <div className="order-3 w-full md:order-2 md:mx-6 md:w-auto md:max-w-md md:flex-1">
            <HeaderSearch onSearch={onSearch} searchQuery={searchQuery} />
          </div>
        )}

        <div className="order-2 ml-auto flex shrink-0 items-center gap-2 md:order-3">
          {onLocate && (
            <Button
              variant={located ? 'secondary' : 'outline'}
              onClick={onLocate}
              disabled={locating}
              aria-label="Locate Me"
              className={cn('max-sm:size-10 max-sm:px-0', located && 'ring-1 ring-sea-200')}
            >
              {locating ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <LocateFixed aria-hidden="true" />
              )}
              <span className="hidden sm:inline">Locate Me</span>
            </Button>
          )}
          {onLocate && located && onClearLocation && (
            <Button
              variant="ghost"
              size="icon"
              onClick={onClearLocation}
              aria-label="Clear location"
              title="Clear location"
            >
              <LocateOff aria-hidden="true" />
            </Button>
          )}
          <Link
            to="/events"
            aria-label="What's On"
            className={buttonClasses({ variant: 'ghost', className: 'max-sm:size-10 max-sm:px-0' })}
          >
            <CalendarDays aria-hidden="true" />
            <span className="hidden sm:inline">What&apos;s On</span>
          </Link>
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
  const [localQuery, setLocalQuery] = useState(searchQuery ?? '');
  const value = searchQuery ?? localQuery;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value);
  }

  return (
    <form role="search" onSubmit={submit} className="relative">
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        name="q"
        aria-label="Search places..."
        placeholder="Search places..."
        value={value}
        onChange={(event) => {
          setLocalQuery(event.target.value);
          onSearch(event.target.value);
        }}
        className="h-10 w-full min-w-0 rounded-full border border-input bg-card pl-10 pr-4 text-base text-foreground shadow-xs placeholder:text-muted-foreground sm:text-sm"
      />
    </form>
  );
}

/**
 * Nothing while auth loads; 'Log In' (full page navigation, returning to this page after) when anonymous;
 * the user menu when signed in.
 */
function AuthArea() {
  const { user, status } = useAuth();
  const loginPath = useLoginPath();
  // Until the session is known, an invisible Log In holds its place, so nothing beside it moves when it shows.
  if (status === 'loading') {
    return (
      <span aria-hidden="true" className={buttonClasses({ className: 'invisible' })}>
        Log In
      </span>
    );
  }
  if (status === 'authenticated' && user) {
    return (
      <LazyPartBoundary
        name="user menu"
        fallback={
          <Link to="/account" className={buttonClasses({ variant: 'outline' })}>
            My Account
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
    <Button asChild>
      <a href={loginPath}>Log In</a>
    </Button>
  );
}
