import { useId } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../common/filter-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useTranslator } from '../../../lib/i18n';
import { sortOrderFromParam } from '../places-address';

/** 'Sort by': recommended (SPEC 5's rule), distance (once located), rating or name. */
export function SortSelect({
  value,
  onChange,
  hasLocation,
}: {
  value: SortOrder;
  onChange(order: SortOrder): void;
  hasLocation: boolean;
}) {
  const { t } = useTranslator();
  const labelId = useId();
  const orders = SORT_ORDERS.filter((order) => order !== 'distance' || hasLocation);
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="whitespace-nowrap text-sm font-semibold text-muted-foreground">
        {t('places.sort.label')}
      </span>
      <Select value={value} onValueChange={(next) => onChange(sortOrderFromParam(next))}>
        <SelectTrigger aria-labelledby={labelId} className="h-10 w-40">
          {/* Named here, not left to Radix, which finds it only in the browser: the server's HTML shows it too. */}
          <SelectValue>{t(`places.sort.${value}`)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {orders.map((order) => (
            <SelectItem key={order} value={order}>
              {t(`places.sort.${order}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
