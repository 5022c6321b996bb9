import { accountMessages, sessionMessages } from './accounts.ts';
import { auditSentences } from './audit-sentences.ts';
import { calendarPhrases, datePhrases, weekdayWords } from './calendar-phrases.ts';
import { backupMessages } from './admin-backups.ts';
import { deliveryMessages } from './admin-delivery.ts';
import { liveAdminMessages, moderationMessages, peopleMessages } from './admin-people.ts';
import { adminRadioMessages } from './admin-radio.ts';
import { adminSiteMessages, fieldLabels, inboxLabels } from './admin-site.ts';
import { commonMessages } from './common.ts';
import { communityMessages } from './community.ts';
import { eventMessages } from './events.ts';
import { localeMessages, type Locale } from './i18n.ts';
import { chatMessages, liveMessages } from './live.ts';
import { mediaMessages } from './media.ts';
import { memberDataMessages } from './member-data.ts';
import { messagesMessages } from './messages.ts';
import { notificationMessages, prayerTeamMessages } from './notifications.ts';
import { passkeyMessages } from './passkeys.ts';
import { fundDriveMessages, paymentMessages } from './payments.ts';
import { radioMessages, sourceKeyMessages } from './radio.ts';
import { followMessages, requestMessages, requestStandingMessages } from './requests.ts';
import { searchMessages } from './search.ts';
import { setupMessages } from './setup.ts';
import { siteMessages } from './site.ts';
import { sponsorNotFound } from './site-content.ts';
import { twoStepMessages } from './two-step.ts';
import { accountMessagesEs, sessionMessagesEs } from './messages-es/accounts.ts';
import { auditSentencesEs } from './messages-es/audit-sentences.ts';
import { calendarPhrasesEs, datePhrasesEs, weekdayWordsEs } from './messages-es/calendar-phrases.ts';
import { backupMessagesEs } from './messages-es/admin-backups.ts';
import { deliveryMessagesEs } from './messages-es/admin-delivery.ts';
import { liveAdminMessagesEs, moderationMessagesEs, peopleMessagesEs } from './messages-es/admin-people.ts';
import { adminRadioMessagesEs } from './messages-es/admin-radio.ts';
import { adminSiteMessagesEs, fieldLabelsEs, inboxLabelsEs } from './messages-es/admin-site.ts';
import { commonMessagesEs } from './messages-es/common.ts';
import { communityMessagesEs } from './messages-es/community.ts';
import { eventMessagesEs } from './messages-es/events.ts';
import { localeMessagesEs } from './messages-es/i18n.ts';
import { chatMessagesEs, liveMessagesEs } from './messages-es/live.ts';
import { mediaMessagesEs } from './messages-es/media.ts';
import { memberDataMessagesEs } from './messages-es/member-data.ts';
import { messagesMessagesEs } from './messages-es/messages.ts';
import { notificationMessagesEs, prayerTeamMessagesEs } from './messages-es/notifications.ts';
import { passkeyMessagesEs } from './messages-es/passkeys.ts';
import { fundDriveMessagesEs, paymentMessagesEs } from './messages-es/payments.ts';
import { radioMessagesEs, sourceKeyMessagesEs } from './messages-es/radio.ts';
import { followMessagesEs, requestMessagesEs, requestStandingMessagesEs } from './messages-es/requests.ts';
import { searchMessagesEs } from './messages-es/search.ts';
import { setupMessagesEs } from './messages-es/setup.ts';
import { siteMessagesEs, sponsorNotFoundEs } from './messages-es/site.ts';
import { twoStepMessagesEs } from './messages-es/two-step.ts';

type Entry = string | ((...args: never[]) => string);
type Messages = Readonly<Record<string, Entry>>;

/**
 * Every contracts messages object beside its Spanish twin (docs/decisions/036). A `phrase` catalog's
 * patterns are also looked for inside an argument of another sentence ("every Sunday, 09:00–10:00"
 * inside an audit line); an `insideOnly` one's only there, never as a whole sentence.
 */
export const messageCatalogs: ReadonlyArray<{ name: string; en: Messages; es: Messages; phrase?: boolean; insideOnly?: boolean }> = [
  { name: 'accountMessages', en: accountMessages, es: accountMessagesEs },
  { name: 'sessionMessages', en: sessionMessages, es: sessionMessagesEs },
  { name: 'backupMessages', en: backupMessages, es: backupMessagesEs },
  { name: 'auditSentences', en: auditSentences, es: auditSentencesEs },
  { name: 'deliveryMessages', en: deliveryMessages, es: deliveryMessagesEs },
  { name: 'peopleMessages', en: peopleMessages, es: peopleMessagesEs },
  { name: 'moderationMessages', en: moderationMessages, es: moderationMessagesEs },
  { name: 'liveAdminMessages', en: liveAdminMessages, es: liveAdminMessagesEs },
  { name: 'adminRadioMessages', en: adminRadioMessages, es: adminRadioMessagesEs },
  { name: 'adminSiteMessages', en: adminSiteMessages, es: adminSiteMessagesEs },
  { name: 'fieldLabels', en: fieldLabels, es: fieldLabelsEs },
  { name: 'inboxLabels', en: inboxLabels, es: inboxLabelsEs },
  { name: 'commonMessages', en: commonMessages, es: commonMessagesEs },
  { name: 'communityMessages', en: communityMessages, es: communityMessagesEs },
  { name: 'eventMessages', en: eventMessages, es: eventMessagesEs },
  { name: 'localeMessages', en: localeMessages, es: localeMessagesEs },
  { name: 'liveMessages', en: liveMessages, es: liveMessagesEs },
  { name: 'chatMessages', en: chatMessages, es: chatMessagesEs },
  { name: 'mediaMessages', en: mediaMessages, es: mediaMessagesEs },
  { name: 'memberDataMessages', en: memberDataMessages, es: memberDataMessagesEs },
  { name: 'messagesMessages', en: messagesMessages, es: messagesMessagesEs },
  { name: 'notificationMessages', en: notificationMessages, es: notificationMessagesEs },
  { name: 'prayerTeamMessages', en: prayerTeamMessages, es: prayerTeamMessagesEs },
  { name: 'passkeyMessages', en: passkeyMessages, es: passkeyMessagesEs },
  { name: 'paymentMessages', en: paymentMessages, es: paymentMessagesEs },
  { name: 'fundDriveMessages', en: fundDriveMessages, es: fundDriveMessagesEs },
  { name: 'radioMessages', en: radioMessages, es: radioMessagesEs },
  { name: 'sourceKeyMessages', en: sourceKeyMessages, es: sourceKeyMessagesEs },
  { name: 'requestMessages', en: requestMessages, es: requestMessagesEs },
  { name: 'requestStandingMessages', en: requestStandingMessages, es: requestStandingMessagesEs },
  { name: 'followMessages', en: followMessages, es: followMessagesEs },
  { name: 'searchMessages', en: searchMessages, es: searchMessagesEs },
  { name: 'setupMessages', en: setupMessages, es: setupMessagesEs },
  { name: 'siteMessages', en: siteMessages, es: siteMessagesEs },
  { name: 'sponsorNotFound', en: sponsorNotFound, es: sponsorNotFoundEs },
  { name: 'twoStepMessages', en: twoStepMessages, es: twoStepMessagesEs },
  { name: 'weekdayWords', en: weekdayWords, es: weekdayWordsEs },
  { name: 'calendarPhrases', en: calendarPhrases, es: calendarPhrasesEs, phrase: true },
  { name: 'datePhrases', en: datePhrases, es: datePhrasesEs, phrase: true, insideOnly: true },
];

/**
 * The values tried for each argument of a function entry: a marker string (any text), an empty
 * string (an optional part left out), a marker number (any number), and 1 and 0 (the singular and
 * "next" branches). Each combination that renders gives one English pattern.
 */
const textMark = (i: number) => `\u0001${i}\u0001`;
const numberMark = (i: number) => 671 + i * 10;
const candidates = (i: number, arity: number): unknown[] =>
  arity > 2 ? [textMark(i), '', numberMark(i)] : [textMark(i), '', numberMark(i), 1, 0];

interface Pattern {
  regex: RegExp;
  /** Per argument: the captured group's index and whether it is a number, or the fixed value used. */
  args: Array<{ group: number; number: boolean } | { value: unknown }>;
  es: (...args: unknown[]) => string;
  /** Fewer free text captures first: a pattern with numbers or fixed words is the more specific. */
  looseness: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(en: (...args: unknown[]) => string, es: (...args: unknown[]) => string): Pattern[] {
  const arity = en.length;
  const out = new Map<string, Pattern>();
  const combos = (n: number): unknown[][] =>
    n === 0 ? [[]] : combos(n - 1).flatMap((c) => candidates(n - 1, arity).map((v) => [...c, v]));
  for (const sample of combos(arity)) {
    let text: string;
    try {
      text = en(...sample);
    } catch {
      continue;
    }
    // Split the English sample around the markers it shows, in the order they appear.
    const marks = sample
      .map((value, index) => ({
        index,
        value,
        mark: typeof value === 'string' ? value : typeof value === 'number' && value > 600 ? String(value) : '',
      }))
      .filter((m) => m.mark && text.includes(m.mark));
    let source = escape(text);
    const order = marks.map((m) => ({ ...m, at: text.indexOf(m.mark) })).sort((a, b) => a.at - b.at);
    const groupOf = new Map<number, number>();
    order.forEach((m, g) => {
      groupOf.set(m.index, g + 1);
      // The first place a value shows is captured; a second place must show the same text.
      const shown = typeof m.value === 'number' ? new RegExp(`${m.mark}(?:\\\\\\.\\d+)?`, 'g') : new RegExp(escape(m.mark), 'g');
      let first = true;
      source = source.replace(shown, () => {
        if (!first) return `\\${g + 1}`;
        first = false;
        return typeof m.value === 'number' ? '(-?\\d+(?:\\.\\d+)?)' : '([\\s\\S]+?)';
      });
    });
    const args = sample.map((value, index) => {
      const group = groupOf.get(index);
      return group ? { group, number: typeof value === 'number' } : { value };
    });
    if (order.length !== marks.length) continue;
    const looseness = order.filter((m) => typeof m.value === 'string').length;
    if (!out.has(source)) out.set(source, { regex: new RegExp(`^${source}$`), args, es, looseness });
  }
  return [...out.values()];
}

interface Index {
  exact: Map<string, string>;
  patterns: Pattern[];
  /** The patterns of the `phrase` catalogs, looked for inside another sentence's arguments. */
  phrases: Pattern[];
}
let index: Index | undefined;

function buildIndex(): Index {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  const phrases: Pattern[] = [];
  for (const { en, es, phrase, insideOnly } of messageCatalogs) {
    for (const [key, english] of Object.entries(en)) {
      const spanish = es[key];
      if (typeof english === 'string' && typeof spanish === 'string') {
        if (!exact.has(english)) exact.set(english, spanish);
      } else if (typeof english === 'function' && typeof spanish === 'function') {
        const found = patternsOf(english as (...a: unknown[]) => string, spanish as (...a: unknown[]) => string);
        if (!insideOnly) patterns.push(...found);
        if (phrase) phrases.push(...found);
      }
    }
  }
  const order = (a: Pattern, b: Pattern) => a.looseness - b.looseness || b.regex.source.length - a.regex.source.length;
  patterns.sort(order);
  phrases.sort(order);
  return { exact, patterns, phrases };
}

/** A phrase of Selah's (or several, `; `-separated) in Spanish; any other text as it is. */
function phrasesIn(text: string): string {
  const exact = index?.exact;
  return text
    .split('; ')
    .map((part) => {
      for (const pattern of index?.phrases ?? []) {
        const match = pattern.regex.exec(part);
        if (!match) continue;
        // A phrase names one of Selah's words ("Sunday"): "Every Day Worship" is a title, not a phrase.
        let known = false;
        const args = pattern.args.map((arg) => {
          if ('value' in arg) return arg.value;
          if (arg.number) return Number(match[arg.group]);
          const word = exact?.get(match[arg.group] ?? '');
          known ||= word !== undefined;
          return word ?? match[arg.group];
        });
        if (!known) continue;
        try {
          return pattern.es(...args);
        } catch {
          return part;
        }
      }
      return part;
    })
    .join('; ');
}

/**
 * A contracts message in `locale`: the Spanish twin of an English sentence (found by its exact text,
 * or, for a sentence built by a function, by the function's pattern, called again in Spanish with
 * the same arguments). A sentence Selah does not know stays as it is (English is the fallback).
 */
export function translateMessage(english: string, locale: Locale): string {
  if (locale === 'en' || !english) return english;
  index ??= buildIndex();
  const exact = index.exact.get(english);
  if (exact !== undefined) return exact;
  // Sentences with arguments are short; a long text is not one of them (and is not worth a scan).
  if (english.length > 4000) return english;
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    // A captured sentence of Selah's own (a reason inside a notice) is translated too, and so is
    // a phrase ("every Sunday, 09:00–10:00; every Monday, 09:00–10:00"), part by part.
    const captured = (text = '') => index?.exact.get(text) ?? phrasesIn(text);
    const args = pattern.args.map((arg) =>
      'value' in arg ? arg.value : arg.number ? Number(match[arg.group]) : captured(match[arg.group]),
    );
    try {
      return pattern.es(...args);
    } catch {
      return english;
    }
  }
  return english;
}
