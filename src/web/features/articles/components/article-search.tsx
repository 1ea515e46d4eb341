import { SearchInput } from '../../../components/ui/search-input';
import { useTranslator } from '../../../lib/i18n';

export interface ArticleSearchProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The 'Search guides' box of the guides list; it filters as you type. */
export function ArticleSearch({ value, onChange, className }: ArticleSearchProps) {
  const { t } = useTranslator();
  return (
    <SearchInput
      label={t('guides.search')}
      hideLabel
      variant="hero"
      placeholder={t('guides.searchPlaceholder')}
      value={value}
      onValueChange={onChange}
      className={className}
    />
  );
}
