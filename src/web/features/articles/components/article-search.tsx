import { SearchInput } from '../../../components/ui/search-input';

export interface ArticleSearchProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The 'Search guides' box of the guides list; it filters as you type. */
export function ArticleSearch({ value, onChange, className }: ArticleSearchProps) {
  return (
    <SearchInput
      label="Search guides"
      hideLabel
      variant="hero"
      placeholder="Search guides..."
      value={value}
      onValueChange={onChange}
      className={className}
    />
  );
}
