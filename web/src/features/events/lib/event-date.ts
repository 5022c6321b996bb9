import type { EventCategory, StationEvent } from '@selah/contracts/events';
import type { MessageId } from '@/i18n/t';
import { intlLocale } from '@/lib/format';

/** 'Sunday, March 3' ('domingo, 3 de marzo') of an event, in the station's zone and the interface's language. */
export const eventDate = (e: Pick<StationEvent, 'startsAt' | 'timezone'>) =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', month: 'long', day: 'numeric', timeZone: e.timezone }).format(
    new Date(e.startsAt),
  );

/** Each event category's label in the catalog. */
export const categoryLabelId: Record<EventCategory, MessageId> = {
  service: 'events.category.service',
  worship: 'events.category.worship',
  prayer: 'events.category.prayer',
  'bible-study': 'events.category.bible-study',
  youth: 'events.category.youth',
  concert: 'events.category.concert',
  community: 'events.category.community',
  other: 'events.category.other',
};
