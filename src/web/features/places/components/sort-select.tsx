import { useEffect, useId, useRef, useState } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../common/filter-state';
import { LANGUAGES } from '../../../../common/languages';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  StillSelectTrigger,
} from '../../../components/ui/select';
import { useTranslator } from '../../../lib/i18n';
import { sortOrderFromParam } from '../places-address';

/**
 * 'Sort by': recommended (SPEC 5's rule), distance (once located), rating or name. Until the visitor comes
 * to it (focus, a click, a key), a still copy of the closed select stands in: a Radix select sets its own
 * state as it mounts, which, on a page being hydrated, is urgent and runs every effect of the page with it
 * in one long task (a phone's tap waits for it).
 */
export function SortSelect({
  value,
  onChange,
  hasLocation,
}: {
  value: SortOrder;
  onChange(order: SortOrder): void;
  hasLocation: boolean;
}) {
  const { language, t } = useTranslator();
  // Radix writes 'ltr' unless told: a Hebrew page's select reads right to left, before and after it is used.
  const { dir } = LANGUAGES[language];
  const labelId = useId();
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const orders = SORT_ORDERS.filter((order) => order !== 'distance' || hasLocation);
  const label = t(`places.sort.${value}`);

  // Focus stays on the control as the select takes the still copy's place.
  useEffect(() => {
    if (live && hadFocus.current) trigger.current?.focus();
  }, [live]);

  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="whitespace-nowrap text-sm font-semibold text-muted-foreground">
        {t('places.sort.label')}
      </span>
      {live ? (
        <Select
          value={value}
          onValueChange={(next) => onChange(sortOrderFromParam(next))}
          open={open}
          onOpenChange={setOpen}
          dir={dir}
        >
          <SelectTrigger ref={trigger} aria-labelledby={labelId} className="h-10 w-40">
            {/* Named here, not left to Radix, which finds it only in the browser: the server's HTML shows it too. */}
            <SelectValue>{label}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {orders.map((order) => (
              <SelectItem key={order} value={order}>
                {t(`places.sort.${order}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <StillSelectTrigger
          // Reached by keyboard, it becomes the select (typing a letter picks an order); a press focuses it
          // too, but must stay to receive its click.
          onFocus={(event) => {
            if (!event.currentTarget.matches(':focus-visible')) return;
            hadFocus.current = true;
            setLive(true);
          }}
          aria-labelledby={labelId}
          dir={dir}
          className="h-10 w-40"
          value={label}
          onOpen={() => {
            hadFocus.current = true;
            setOpen(true);
            setLive(true);
          }}
        />
      )}
    </div>
  );
}
