/**
 * When something repeats, said in words inside Selah's sentences (issue 28): an event's
 * `recurrence` ("Every Tuesday", "The second Tuesday of each month") and a schedule slot's `when`
 * in the audit log ("every Sunday, 09:00–10:00"). They are written in English where they are made
 * and translated where they are read (`translateMessage`, which also translates them inside another
 * sentence, one `; `-separated part at a time).
 */
export const weekdayWords = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
} as const;

export const calendarPhrases = {
  everyWeek: (day: string) => `Every ${day}`,
  everyOtherWeek: (day: string) => `Every other ${day}`,
  firstOfMonth: (day: string) => `The first ${day} of each month`,
  secondOfMonth: (day: string) => `The second ${day} of each month`,
  thirdOfMonth: (day: string) => `The third ${day} of each month`,
  fourthOfMonth: (day: string) => `The fourth ${day} of each month`,
  lastOfMonth: (day: string) => `The last ${day} of each month`,
  /** A weekly slot of the schedule: "every Sunday, 09:00–10:00". */
  slotWeekly: (day: string, span: string) => `every ${day}, ${span}`,
} as const;

/** A monthly series' weekday of the month (1 to 4, or -1 for the last), as its phrase. */
export const monthlyPhrase = (pos: number) =>
  pos === 1
    ? calendarPhrases.firstOfMonth
    : pos === 2
      ? calendarPhrases.secondOfMonth
      : pos === 3
        ? calendarPhrases.thirdOfMonth
        : pos === 4
          ? calendarPhrases.fourthOfMonth
          : calendarPhrases.lastOfMonth;
