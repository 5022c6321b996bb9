import { useT, type MessageId } from '@/i18n/t';

const ids: Record<string, MessageId> = {
  All: 'media.all',
  Teaching: 'media.category.Teaching',
  Teachings: 'media.category.Teachings',
  Prayer: 'media.category.Prayer',
  Worship: 'media.category.Worship',
  Testimony: 'media.category.Testimony',
  Family: 'media.category.Family',
  Finance: 'media.category.Finance',
  Youth: 'media.category.Youth',
  Healing: 'media.category.Healing',
  Services: 'media.category.Services',
};

/** An episode's or video's category in the interface's language (a category of the station's own shows as it is). */
export function useCategoryLabel(): (name: string) => string {
  const t = useT();
  return (name: string) => {
    const id = ids[name];
    return id ? t(id) : name;
  };
}
