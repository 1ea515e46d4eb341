import { ChevronDown, Heart, LogOut, Mail, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../../common/schemas/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useTranslator } from '../../../lib/i18n';
import { displayName, useLogout } from '../api';

/**
 * The signed-in user's menu: name (or email) and email, then My Favorites, My Account, Contact Us, Log Out.
 * Its own words are in the 'later' part, loaded with its code (layout/header.tsx).
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslator();
  const logout = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('userMenu.label', { name })}
        className="inline-flex h-10 max-w-[14rem] items-center gap-2 rounded-full border border-input bg-card ps-1 pe-2 text-sm font-semibold text-foreground shadow-xs hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-ring sm:pe-3"
      >
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sea-100 text-sea-800">
          <UserRound className="size-4" aria-hidden="true" />
        </span>
        <span className="hidden truncate md:inline">{name}</span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground max-sm:hidden" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/my-favorites">
            <Heart aria-hidden="true" />
            {t('userMenu.favorites')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <Settings aria-hidden="true" />
            {t('nav.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/contact">
            <Mail aria-hidden="true" />
            {t('nav.contactUs')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
          {t('userMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
