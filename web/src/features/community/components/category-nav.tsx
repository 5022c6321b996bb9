import { threadCategories } from '@selah/contracts/community';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { categoryName } from '../category-name';

interface CategoryNavProps {
  /** A category slug, or 'all'. */
  category: string;
  onSelect: (slug: string) => void;
  /** How many discussions are loaded, shown next to All once known. */
  allCount?: number | undefined;
}

/** The categories: a select on small screens, a list beside the discussions on large ones. */
export function CategoryNav({ category, onSelect, allCount }: CategoryNavProps) {
  const t = useT();
  return (
    <aside className="flex flex-col gap-4 lg:order-none">
      <div className="lg:hidden">
        <label htmlFor="category-select" className="mb-1 block text-sm font-semibold">
          {t('community.category')}
        </label>
        <NativeSelect id="category-select" value={category} onChange={(e) => onSelect(e.target.value)}>
          <option value="all">{t('community.all')}</option>
          {threadCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryName(t, c.slug)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label={t('community.categories')} className="hidden lg:block">
        <h2 className="mb-2 font-sans text-sm font-bold tracking-widest text-ink-soft uppercase">{t('community.categories')}</h2>
        <ul className="flex flex-col gap-0.5">
          {['all', ...threadCategories.map((c) => c.slug)].map((slug) => (
            <li key={slug}>
              <button
                type="button"
                aria-current={category === slug ? 'true' : undefined}
                onClick={() => onSelect(slug)}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left font-medium hover:bg-muted',
                  category === slug && 'bg-primary-soft text-primary-strong',
                )}
              >
                {slug !== 'all'
                  ? categoryName(t, slug)
                  : allCount !== undefined
                    ? t('community.allCount', { count: allCount })
                    : t('community.all')}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
