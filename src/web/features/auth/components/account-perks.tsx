import { Heart, MapPinned, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';

/** What an account is good for, beside the log-in and register forms. */
export function AccountPerks({ className }: { className?: string }) {
  const { t } = useTranslator();
  return (
    <ul className={cn('gap-4', className)}>
      <Perk icon={<Heart aria-hidden="true" />}>{t('auth.perks.save')}</Perk>
      <Perk icon={<MapPinned aria-hidden="true" />}>{t('auth.perks.plan')}</Perk>
      <Perk icon={<Sparkles aria-hidden="true" />}>{t('auth.perks.free')}</Perk>
    </ul>
  );
}

function Perk({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-foreground">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-100 text-sea-800 [&_svg]:size-5">
        {icon}
      </span>
      {children}
    </li>
  );
}
