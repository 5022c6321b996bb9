import { describe, expect, it } from 'vitest';
import { messageCatalogs, translateMessage } from './message-translation.ts';
import { accountMessages } from './accounts.ts';
import { requestMessages } from './requests.ts';
import { paymentMessages } from './payments.ts';

/** Messages Spanish writes exactly as English (none yet): `<catalog>.<key>`. */
const identicalInSpanish = new Set<string>([]);

/** Arguments a person could meet, per arity: text, names with spaces, and numbers on both plural branches. */
const samples: unknown[][][] = [
  [[]],
  [['Morning Prayer'], [1], [12]],
  [
    ['Gospel Hour', 'Ana María'],
    [1, 25],
    [14, 1],
  ],
  [['Gospel Hour', 'Monday', '07:00']],
  [['Ruth', '$25.00', 'Harvest Light', 'the bank did not allow the payment.']],
];

describe('the Spanish twins of the contracts messages', () => {
  it('has every contracts message in Spanish, different from the English', () => {
    const untranslated: string[] = [];
    for (const { name, en, es } of messageCatalogs) {
      expect(Object.keys(es).sort(), name).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const spanish = es[key];
        const id = `${name}.${key}`;
        if (identicalInSpanish.has(id)) continue;
        if (typeof english === 'string') {
          if (typeof spanish !== 'string' || spanish === english || !spanish.trim()) untranslated.push(id);
        } else {
          expect(typeof spanish, id).toBe('function');
          for (const args of samples[english.length] ?? []) {
            let text: string;
            try {
              text = (english as (...a: unknown[]) => string)(...args);
            } catch {
              continue;
            }
            if ((spanish as (...a: unknown[]) => string)(...args) === text) untranslated.push(`${id}(${args.join(', ')})`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('finds the Spanish of each sentence, and of each sentence built with arguments', () => {
    const missed: string[] = [];
    for (const { name, en, es, insideOnly } of messageCatalogs) {
      // A phrase only looked for inside another sentence (an event's date) is tested there (calendar-phrases.test.ts).
      if (insideOnly) continue;
      for (const [key, english] of Object.entries(en)) {
        if (typeof english === 'string') {
          const spanish = translateMessage(english, 'es');
          // Two catalogs may hold the same English sentence; any of their Spanish is right.
          if (spanish === english && !identicalInSpanish.has(`${name}.${key}`)) missed.push(`${name}.${key}`);
          continue;
        }
        for (const args of samples[english.length] ?? []) {
          let text: string;
          try {
            text = (english as (...a: unknown[]) => string)(...args);
          } catch {
            continue;
          }
          // A known sentence given as an argument comes back in Spanish too.
          const spanishArgs = args.map((a) => (typeof a === 'string' ? translateMessage(a, 'es') : a));
          const expected = (es[key] as (...a: unknown[]) => string)(...spanishArgs);
          if (translateMessage(text, 'es') !== expected) missed.push(`${name}.${key}(${args.join(', ')})`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('translates arguments of both plural branches, optional parts, and a known sentence inside another', () => {
    expect(translateMessage(requestMessages.songPlayedRecently(1, 30), 'es')).toBe(
      'Esta canción sonó hace un minuto. Elija otra, o vuelva a pedirla dentro de 30 minutos.',
    );
    expect(translateMessage(accountMessages.resetNoMail('pastor@example.org'), 'es')).toMatch(/: escriba a pastor@example\.org\.$/);
    expect(translateMessage(accountMessages.resetNoMail(''), 'es')).toMatch(/a su cuenta\.$/);
    const notice = paymentMessages.bankFailedBody('', '$5.00', 'Radio Gracia', paymentMessages.bankReturnedOther);
    expect(translateMessage(notice, 'es')).toContain(
      'Su banco devolvió su donación de $5.00 a Radio Gracia: el banco no permitió el pago.',
    );
  });

  it('leaves English as it is, and an unknown sentence in English', () => {
    expect(translateMessage(accountMessages.invalidLogin, 'en')).toBe(accountMessages.invalidLogin);
    expect(translateMessage(accountMessages.invalidLogin, 'es')).toBe('Nombre de usuario o contraseña incorrectos');
    expect(translateMessage('A sentence Selah never wrote.', 'es')).toBe('A sentence Selah never wrote.');
  });
});
