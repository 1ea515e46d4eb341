import { LogIn } from 'lucide-react';
import { useLoginPath } from '../../lib/login-path';
import { buttonClasses, type ButtonSize } from './button';

/** 'Log In to Continue': a full page load to /login, like the header's Log In, that returns here after. */
export function LogInLink({
  size,
  className,
  label = 'Log In to Continue',
}: {
  size?: Extract<ButtonSize, 'default' | 'lg'>;
  className?: string;
  /** Its words in the page's language (the account page, English only, keeps the default). */
  label?: string;
}) {
  return (
    <a href={useLoginPath()} className={buttonClasses({ size, className })}>
      <LogIn className="rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </a>
  );
}
