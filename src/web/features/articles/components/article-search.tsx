import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export interface ArticleSearchProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The 'Search guides' box of the guides list; it filters as you type. */
export function ArticleSearch({ value, onChange, className }: ArticleSearchProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search guides
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search guides..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 rounded-full border-transparent pl-12 shadow-lift"
      />
    </div>
  );
}
