import type { calendarPhrases, datePhrases, weekdayWords } from '../calendar-phrases.ts';
import type { SpanishOf } from './types.ts';

export const weekdayWordsEs: SpanishOf<typeof weekdayWords> = {
  sunday: 'domingo',
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
};

export const calendarPhrasesEs: SpanishOf<typeof calendarPhrases> = {
  everyWeek: (day: string) => `Cada ${day}`,
  everyOtherWeek: (day: string) => `Cada dos semanas, el ${day}`,
  firstOfMonth: (day: string) => `El primer ${day} de cada mes`,
  secondOfMonth: (day: string) => `El segundo ${day} de cada mes`,
  thirdOfMonth: (day: string) => `El tercer ${day} de cada mes`,
  fourthOfMonth: (day: string) => `El cuarto ${day} de cada mes`,
  lastOfMonth: (day: string) => `El último ${day} de cada mes`,
  slotWeekly: (day: string, span: string) => `cada ${day}, ${span}`,
};

export const datePhrasesEs: SpanishOf<typeof datePhrases> = {
  january: (day: string, date: number) => `${day}, ${date} de enero`,
  february: (day: string, date: number) => `${day}, ${date} de febrero`,
  march: (day: string, date: number) => `${day}, ${date} de marzo`,
  april: (day: string, date: number) => `${day}, ${date} de abril`,
  may: (day: string, date: number) => `${day}, ${date} de mayo`,
  june: (day: string, date: number) => `${day}, ${date} de junio`,
  july: (day: string, date: number) => `${day}, ${date} de julio`,
  august: (day: string, date: number) => `${day}, ${date} de agosto`,
  september: (day: string, date: number) => `${day}, ${date} de septiembre`,
  october: (day: string, date: number) => `${day}, ${date} de octubre`,
  november: (day: string, date: number) => `${day}, ${date} de noviembre`,
  december: (day: string, date: number) => `${day}, ${date} de diciembre`,
};
