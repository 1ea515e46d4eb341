import { useId } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../common/filter-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { sortOrderFromParam } from '../places-address';

const SORT_LABELS: Record<SortOrder, string> = {
  recommended: 'Recommended',
  distance: 'Distance',
  rating: 'Rating',
  name: 'Name (A–Z)',
};

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
  const labelId = useId();
  const orders = SORT_ORDERS.filter((order) => order !== 'distance' || hasLocation);
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="whitespace-nowrap text-sm font-semibold text-muted-foreground">
        Sort by
      </span>
      <Select value={value} onValueChange={(next) => onChange(sortOrderFromParam(next))}>
        <SelectTrigger aria-labelledby={labelId} className="h-10 w-40">
          {/* Named here, not left to Radix, which finds it only in the browser: the server's HTML shows it too. */}
          <SelectValue>{SORT_LABELS[value]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {orders.map((order) => (
            <SelectItem key={order} value={order}>
              {SORT_LABELS[order]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
