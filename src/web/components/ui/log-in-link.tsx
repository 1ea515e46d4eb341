import { LogIn } from 'lucide-react';
import { useLoginPath } from '../../lib/login-path';
import { buttonClasses, type ButtonSize } from './button';

/** 'Log In to Continue': a full page load to /login, like the header's Log In, that returns here after. */
export function LogInLink({
  size,
  className,
}: {
  size?: Extract<ButtonSize, 'default' | 'lg'>;
  className?: string;
}) {
  return (
    <a href={useLoginPath()} className={buttonClasses({ size, className })}>
      <LogIn aria-hidden="true" />
      Log In to Continue
    </a>
  );
}
