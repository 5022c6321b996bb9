import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cardLikeRuns, redactUrl } from './log-redact.ts';

// Stripe's test card, written every way a careless or hostile client might.
const pan = '4242424242424242';
const fullWidth = [...pan].map((d) => String.fromCodePoint(0xff10 + Number(d))).join('');
const arabicIndic = [...pan].map((d) => String.fromCodePoint(0x660 + Number(d))).join('');
const persian = [...pan].map((d) => String.fromCodePoint(0x6f0 + Number(d))).join('');
const cardForms = [
  pan,
  '4242 4242 4242 4242',
  '4242-4242-4242-4242',
  '4242.4242.4242.4242',
  '4242/4242/4242/4242',
  '4242\u20094242\u00a04242\u202f4242',
  '4 2 4 2 4 2 4 2 4 2 4 2 4 2 4 2',
  fullWidth,
  arabicIndic,
  persian,
  '4242\u200b4242\u200b4242\u200b4242',
];
const secrets = ['reset-token-Zq8xW2', 'manage-token-Yp3vK9', 'unsub-signature-Hh7tR1', 'api-key-Mm4nB6', 'setup-code-Ll2kJ8'];

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('keeps no token, signature, key, code or card number that came in a URL', async () => {
    const urls = [
      `/reset-password?token=${secrets[0]}`,
      `/api/payments/manage?token=${secrets[1]}`,
      `/api/notifications/unsubscribe?u=00000000-0000-4000-8000-000000000000&t=prayer_joined&s=${secrets[2]}`,
      `/api/nope?key=${secrets[3]}&code=${secrets[4]}`,
      `/api/nope?Signature=${secrets[2]}&sig=${secrets[2]}&access_token=${secrets[0]}`,
      ...cardForms.map((c) => `/api/nope?note=${encodeURIComponent(c)}`),
      ...cardForms.map((c) => `/api/payments/intent/${encodeURIComponent(c)}/receipt`),
      `/donate?amount=25&${encodeURIComponent(pan)}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = lines.join('\n');
    expect(log).toContain('[REDACTED]');
    expect(log).toContain('/api/notifications/unsubscribe');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // No card number in any form, raw or as the URL carried it.
    // (Each line's own timestamp and response time are the only long digit runs allowed.)
    const texts = lines.map((l) => JSON.stringify({ ...(JSON.parse(l) as object), time: 0, responseTime: 0 }));
    const decoded = texts.map((l) => {
      try {
        return decodeURIComponent(l);
      } catch {
        return l;
      }
    });
    for (const line of [...texts, ...decoded]) expect(cardLikeRuns(line), line).toEqual([]);
    for (const c of cardForms) {
      expect(log).not.toContain(c);
      expect(log).not.toContain(encodeURIComponent(c));
    }
  });
});

describe('redactUrl', () => {
  it('keeps what is not secret', () => {
    expect(redactUrl('/api/stream/status')).toBe('/api/stream/status');
    expect(redactUrl('/stream.mp3?t=abc')).toBe('/stream.mp3?t=abc');
    expect(redactUrl('/api/chat/messages?limit=50')).toBe('/api/chat/messages?limit=50');
    expect(redactUrl('/x?token=abc&limit=5')).toBe('/x?token=[REDACTED]&limit=5');
  });
});
