import { describe, expect, it } from 'vitest';
import { auditSentences } from './audit-sentences.ts';
import { adminRadioMessages } from './admin-radio.ts';
import { calendarPhrases, datePhrases, monthlyPhrase, weekdayWords } from './calendar-phrases.ts';
import { translateMessage } from './message-translation.ts';

describe('how something repeats, in the reader’s language', () => {
  it('says each kind of repeat in Spanish, the weekday with it', () => {
    expect(translateMessage(calendarPhrases.everyWeek(weekdayWords.tuesday), 'es')).toBe('Cada martes');
    expect(translateMessage(calendarPhrases.everyOtherWeek(weekdayWords.sunday), 'es')).toBe('Cada dos semanas, el domingo');
    expect(translateMessage(monthlyPhrase(2)(weekdayWords.tuesday), 'es')).toBe('El segundo martes de cada mes');
    expect(translateMessage(monthlyPhrase(-1)(weekdayWords.saturday), 'es')).toBe('El último sábado de cada mes');
    expect(translateMessage(monthlyPhrase(1)(weekdayWords.wednesday), 'en')).toBe('The first Wednesday of each month');
  });

  it('translates a repeat inside an audit line, and a schedule slot’s when, part by part', () => {
    const repeating = auditSentences.repeatingEventAdded(
      'Bible Study',
      calendarPhrases.everyWeek(weekdayWords.tuesday),
      'Tuesday, March 2',
    );
    expect(translateMessage(repeating, 'es')).toContain('“Bible Study” (Cada martes)');
    const slots = [weekdayWords.sunday, weekdayWords.monday].map((d) => calendarPhrases.slotWeekly(d, '09:00–10:00')).join('; ');
    expect(translateMessage(auditSentences.programAdded('Gospel Hour', 'Ana Ruiz', slots), 'es')).toBe(
      'Puso "Gospel Hour" con Ana Ruiz en la programación (cada domingo, 09:00–10:00; cada lunes, 09:00–10:00)',
    );
    // A one-off slot's date is written alike in both languages.
    expect(translateMessage(auditSentences.programRemoved('Special', '2026-12-06, 10:15–10:45'), 'es')).toBe(
      'Quitó "Special" de la programación (2026-12-06, 10:15–10:45)',
    );
    // The weekday inside a sentence about an overlap is Spanish too.
    expect(translateMessage(adminRadioMessages.overlap('Morning Show', weekdayWords.friday, '07:00–08:00'), 'es')).toContain('viernes');
  });

  it('leaves a title that only looks like a repeat as it was written', () => {
    expect(translateMessage(auditSentences.programChanged('Every Day Worship', '2026-12-06, 10:15–10:45'), 'es')).toBe(
      'Cambió el programa "Every Day Worship" (2026-12-06, 10:15–10:45)',
    );
    expect(translateMessage(auditSentences.eventAdded('Every Other Friday Night', 'Friday, March 5'), 'es')).toContain(
      '“Every Other Friday Night”',
    );
  });

  it('leaves a title that only looks like a date as it was written', () => {
    expect(translateMessage(auditSentences.eventAdded('Christmas, December 24', 'Thursday, December 24'), 'es')).toBe(
      'Agregó el evento “Christmas, December 24” el jueves, 24 de diciembre',
    );
  });
});

describe('an event’s date inside an audit line, in the reader’s language', () => {
  it('says the date as Intl writes it in Spanish, each month', () => {
    const spanish = new Intl.DateTimeFormat('es', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const english = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 6 + month));
      const line = auditSentences.eventAdded('Vigil', english.format(day));
      expect(translateMessage(line, 'es')).toBe(`Agregó el evento “Vigil” el ${spanish.format(day)}`);
      expect(translateMessage(line, 'en')).toBe(line);
    }
    expect(Object.keys(datePhrases)).toHaveLength(12);
  });

  it('translates the date of a deleted event and of a repeating one, beside how it repeats', () => {
    expect(translateMessage(auditSentences.eventDeleted('Vigil', 'Sunday, December 6'), 'es')).toBe(
      'Eliminó el evento “Vigil” (domingo, 6 de diciembre)',
    );
    const repeating = auditSentences.repeatingEventAdded(
      'Bible Study',
      calendarPhrases.everyWeek(weekdayWords.tuesday),
      'Tuesday, March 2',
    );
    expect(translateMessage(repeating, 'es')).toBe('Agregó el evento periódico “Bible Study” (Cada martes) el martes, 2 de marzo');
  });

  it('is not a whole sentence of its own: a line that ends in a date is still found by its own pattern', () => {
    expect(translateMessage(datePhrases.december(weekdayWords.sunday, 6), 'es')).toBe('Sunday, December 6');
    expect(translateMessage(auditSentences.eventAdded('Vigil on Sunday', 'Sunday, December 6'), 'es')).toBe(
      'Agregó el evento “Vigil on Sunday” el domingo, 6 de diciembre',
    );
  });
});
