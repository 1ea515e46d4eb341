import { LogIn } from 'lucide-react';
import { buttonClasses, type ButtonSize } from './button';

/** 'Log In to Continue': a full page load to /login, like the header's Log In. */
export function LogInLink({
  size,
  className,
}: {
  size?: Extract<ButtonSize, 'default' | 'lg'>;
  className?: string;
}) {
  return (
    <a href="/login" className={buttonClasses({ size, className })}>
      <LogIn aria-hidden="true" />
      Log In to Continue
    </a>
  );
}
