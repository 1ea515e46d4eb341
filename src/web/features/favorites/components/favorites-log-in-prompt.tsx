import { Heart, LogIn } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

/** What an anonymous visitor sees on /my-favorites: why to log in, and a way to. */
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
      {/* A full page load, like the header's Log In. */}
      <a href="/login" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <LogIn aria-hidden="true" />
        Log In to Continue
      </a>
    </Container>
  );
}
