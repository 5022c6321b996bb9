import { categorySlugs, type CategorySlug } from '@selah/contracts/community';
import type { MessageId } from '@/i18n/t';

/** Each category's name in the catalog ('community.category.prayer'); the footer's Faith Stories too. */
const categoryIds = Object.fromEntries(
  [...categorySlugs, 'stories'].map((slug) => [slug, `community.category.${slug}` as MessageId]),
) as Record<CategorySlug | 'stories', MessageId>;

/** A category's name in the interface's language (a slug the app does not know is shown as it is). */
export function categoryName(t: (id: MessageId) => string, slug: string): string {
  return slug in categoryIds ? t(categoryIds[slug as CategorySlug]) : slug;
}
