import { Heart } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { LogInLink } from '../../../components/ui/log-in-link';

/** What an anonymous visitor with nothing saved sees on /my-favorites: why to log in, and a way to. */
export function FavoritesLogInPrompt() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
        <Heart className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-4xl font-bold text-foreground">My Favorites</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        Log in to save your favourite places in Paphos and find them again on any visit.
      </p>
      <p className="mt-2 max-w-md text-muted-foreground">
        Or tap the heart on any place to keep it in this browser for now.
      </p>
      <LogInLink size="lg" className="mt-8" />
    </Container>
  );
}

/** Above an anonymous visitor's saved places: they live in this browser until the visitor logs in. */
export function DeviceFavoritesNotice() {
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-card border border-border bg-sea-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-foreground">
        <span className="font-semibold">Saved in this browser only.</span> Log in to keep these places with
        your account and find them on any device.
      </p>
      <LogInLink size="lg" className="shrink-0" />
    </div>
  );
}
