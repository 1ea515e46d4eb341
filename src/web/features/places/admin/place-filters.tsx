import { useId } from 'react';
import { CATEGORY_LABELS, PLACE_CATEGORIES } from '../../../../common/categories';
import { Label } from '../../../components/ui/label';
import { SearchInput } from '../../../components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { STATUS_FILTERS, type CategoryFilter, type StatusFilter } from './admin-places';

export interface PlaceFiltersProps {
  status: StatusFilter;
  category: CategoryFilter;
  searchText: string;
  onStatusChange(status: StatusFilter): void;
  onCategoryChange(category: CategoryFilter): void;
  onSearchTextChange(text: string): void;
}

/** The places tab's Status, Category and name search (SPEC 2, Places). */
export function PlaceFilters(props: PlaceFiltersProps) {
  const id = useId();
  return (
    <div role="search" aria-label="Filter places" className="grid gap-4 sm:grid-cols-3">
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select value={props.status} onValueChange={(value) => props.onStatusChange(value as StatusFilter)}>
          <SelectTrigger id={`${id}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUS_FILTERS.map((status) => (
              <SelectItem key={status} value={status}>
                {status === 'all' ? 'All' : status}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          value={props.category}
          onValueChange={(value) => props.onCategoryChange(value as CategoryFilter)}
        >
          <SelectTrigger id={`${id}-category`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            {PLACE_CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <SearchInput
        label="Search by name"
        placeholder="Place name"
        maxLength={200}
        value={props.searchText}
        onValueChange={props.onSearchTextChange}
      />
    </div>
  );
}
