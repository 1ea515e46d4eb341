import { cn } from '../lib/cn';

/** The Paphos Guide mark: a sun over the sea (same drawing as /favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-9', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0e5a7e" />
      <circle cx="16" cy="14" r="6" fill="#f2c14e" />
      <path
        d="M4 21c2.5 0 2.5-1.6 5-1.6s2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6 2.5-1.6 4-1.6V28H4Z"
        fill="#a9d6ea"
      />
      <path
        d="M4 24.5c2.5 0 2.5-1.6 5-1.6s2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6 2.5-1.6 4-1.6V28H4Z"
        fill="#ffffff"
        opacity=".9"
      />
    </svg>
  );
}
