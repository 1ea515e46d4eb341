import { ALL_CATEGORIES } from '../../../../common/articles';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslator } from '../../../lib/i18n';
import { guideCategoryLabel } from '../guide-category';

export interface CategoryFilterProps {
  /** The distinct categories; 'All' is added first. */
  categories: string[];
  /** The chosen category, or ALL_CATEGORIES. */
  value: string;
  onChange: (category: string) => void;
  /** The group's accessible name. */
  label: string;
  /** 'row' wraps pill buttons in a line; 'list' stacks full-width buttons (the sidebar card). */
  layout?: 'row' | 'list';
  className?: string;
}

/** 'All' plus one toggle button per category; the chosen one is pressed. */
export function CategoryFilter({
  categories,
  value,
  onChange,
  label,
  layout = 'row',
  className,
}: CategoryFilterProps) {
  const { t } = useTranslator();
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(layout === 'row' ? 'flex flex-wrap gap-2' : 'grid gap-1.5', className)}
    >
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const pressed = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={buttonClasses({
              variant: pressed ? 'default' : layout === 'row' ? 'outline' : 'ghost',
              size: 'sm',
              className: layout === 'list' ? 'w-full justify-start' : undefined,
            })}
          >
            {category === ALL_CATEGORIES ? t('guides.allCategories') : guideCategoryLabel(t, category)}
          </button>
        );
      })}
    </div>
  );
}
