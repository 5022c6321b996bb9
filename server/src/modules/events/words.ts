import type { EventCategory } from '@selah/contracts/events';
import type { Locale } from '@selah/contracts/i18n';
import { wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** What events' notifications (inbox, email, push) and calendar files say; `when` comes formatted in the reader's language. */
const en = {
  reminderTitle: 'Starting soon: {title}',
  reminderBody: '{when} · {where}',
  changedTitle: 'Event updated: {title}',
  changedBody: 'Now {when} · {where}',
  cancelledTitle: 'Event cancelled: {title}',
  cancelledBody: 'This event will not take place. Your reminder has been removed.',
  placeTitle: 'A place opened for you: {title}',
  placeBody: 'You are now coming · {when} · {where}',
  online: 'Online',
  placeAndOnline: '{place} & Online',
  onAir: 'On air and online',
  'ics.feedName': '{station} events',
  'ics.online': 'Online: {url}',
  'ics.onAir': 'On air and online: {url}',
  'ics.alarm': 'Reminder: {title}',
  'category.service': 'Service',
  'category.worship': 'Worship',
  'category.prayer': 'Prayer',
  'category.bible-study': 'Bible Study',
  'category.youth': 'Youth',
  'category.concert': 'Concert',
  'category.community': 'Community',
  'category.other': 'Event',
} as const;

const es: WordsIn<typeof en> = {
  reminderTitle: 'Comienza pronto: {title}',
  reminderBody: '{when} · {where}',
  changedTitle: 'Evento actualizado: {title}',
  changedBody: 'Ahora {when} · {where}',
  cancelledTitle: 'Evento cancelado: {title}',
  cancelledBody: 'Este evento no se realizará. Su recordatorio fue eliminado.',
  placeTitle: 'Se abrió un lugar para usted: {title}',
  placeBody: 'Ahora usted asistirá · {when} · {where}',
  online: 'En línea',
  placeAndOnline: '{place} y en línea',
  onAir: 'Al aire y en línea',
  'ics.feedName': 'Eventos de {station}',
  'ics.online': 'En línea: {url}',
  'ics.onAir': 'Al aire y en línea: {url}',
  'ics.alarm': 'Recordatorio: {title}',
  'category.service': 'Culto',
  'category.worship': 'Alabanza',
  'category.prayer': 'Oración',
  'category.bible-study': 'Estudio bíblico',
  'category.youth': 'Jóvenes',
  'category.concert': 'Concierto',
  'category.community': 'Comunidad',
  'category.other': 'Evento',
};

export const eventWords = wordsOf({ en, es });

/** Where an event is, as a person reads it in their language. */
export const whereIn = (locale: Locale, e: { location: string | null; isOnline: boolean }) =>
  e.location ? (e.isOnline ? eventWords(locale, 'placeAndOnline', { place: e.location }) : e.location) : eventWords(locale, 'online');

/** A category's name in the reader's language (a category Selah does not know is shown as stored). */
export const categoryIn = (locale: Locale, category: string) =>
  category in { service: 1, worship: 1, prayer: 1, 'bible-study': 1, youth: 1, concert: 1, community: 1, other: 1 }
    ? eventWords(locale, `category.${category as EventCategory}`)
    : category;
