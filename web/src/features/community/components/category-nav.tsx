import { threadCategories } from '@selah/contracts/community';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface CategoryNavProps {
  /** A category slug, or 'all'. */
  category: string;
  onSelect: (slug: string) => void;
  /** How many discussions are loaded, shown next to All once known. */
  allCount?: number | undefined;
}

/** The categories: a select on small screens, a list beside the discussions on large ones. */
export function CategoryNav({ category, onSelect, allCount }: CategoryNavProps) {
  return (
    <aside className="flex flex-col gap-4 lg:order-none">
      <div className="lg:hidden">
        <label htmlFor="category-select" className="mb-1 block text-sm font-semibold">
          Category
        </label>
        <NativeSelect id="category-select" value={category} onChange={(e) => onSelect(e.target.value)}>
          <option value="all">All</option>
          {threadCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label="Categories" className="hidden lg:block">
        <h2 className="mb-2 font-sans text-sm font-bold tracking-widest text-ink-soft uppercase">Categories</h2>
        <ul className="flex flex-col gap-0.5">
          {[{ slug: 'all', label: 'All' }, ...threadCategories].map((c) => (
            <li key={c.slug}>
              <button
                type="button"
                aria-current={category === c.slug ? 'true' : undefined}
                onClick={() => onSelect(c.slug)}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left font-medium hover:bg-muted',
                  category === c.slug && 'bg-primary-soft text-primary-strong',
                )}
              >
                {c.label}
                {c.slug === 'all' && allCount !== undefined ? ` (${allCount})` : ''}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
