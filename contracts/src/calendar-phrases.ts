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

/**
 * An event's date inside an audit line ("Added the event “Vigil” on Sunday, December 6"), as the
 * events API writes it in English (`formattedDate`): one entry a month, so that only a weekday and
 * a real month make a date. Looked for only inside another sentence's arguments (never as a whole
 * sentence, which its open start would swallow); the reader's Spanish is what Intl writes,
 * "domingo, 6 de diciembre".
 */
export const datePhrases = {
  january: (day: string, date: number) => `${day}, January ${date}`,
  february: (day: string, date: number) => `${day}, February ${date}`,
  march: (day: string, date: number) => `${day}, March ${date}`,
  april: (day: string, date: number) => `${day}, April ${date}`,
  may: (day: string, date: number) => `${day}, May ${date}`,
  june: (day: string, date: number) => `${day}, June ${date}`,
  july: (day: string, date: number) => `${day}, July ${date}`,
  august: (day: string, date: number) => `${day}, August ${date}`,
  september: (day: string, date: number) => `${day}, September ${date}`,
  october: (day: string, date: number) => `${day}, October ${date}`,
  november: (day: string, date: number) => `${day}, November ${date}`,
  december: (day: string, date: number) => `${day}, December ${date}`,
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
