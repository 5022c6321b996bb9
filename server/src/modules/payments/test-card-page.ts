import { notFound } from '../../platform/http/errors.ts';
import type { FastifyPluginAsync } from 'fastify';
import { paymentMessages } from '@selah/contracts/payments';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { route } from '../../platform/http/route.ts';

/**
 * The test processor's own card form, served on its own route and shown in an iframe on
 * /donate. It plays the part of a processor's hosted fields: the card number, expiry and CVC
 * stay in this page, which hands the parent page only a token, the brand and the last four
 * digits (postMessage, same origin). It accepts Stripe's documented test cards.
 */
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details (TEST MODE)</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 2px; color: #1c1917; background: transparent; font-size: 15px; }
  .banner { display: flex; gap: .5rem; align-items: center; background: #fef3c7; color: #78350f; border: 1px solid #f59e0b;
    border-radius: .5rem; padding: .45rem .65rem; font-size: .8rem; margin-bottom: .75rem; }
  .banner strong { letter-spacing: .06em; }
  label { display: block; font-weight: 600; font-size: .85rem; margin-bottom: .3rem; }
  input { width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #a8a29e; border-radius: .5rem; background: #fff; color: #1c1917; }
  input:focus { outline: 3px solid #f59e0b66; border-color: #b45309; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; margin-top: .75rem; }
  .error { color: #b91c1c; font-size: .85rem; min-height: 1.2em; margin: .5rem 0 0; }
  .hint { color: #57534e; font-size: .75rem; margin: .5rem 0 0; }
  #auth { border: 2px solid #b45309; border-radius: .75rem; padding: 1rem; background: #fffbeb; }
  #auth h2 { margin: 0 0 .5rem; font-size: 1.05rem; }
  #auth p { margin: 0 0 .75rem; font-size: .9rem; }
  button { font: inherit; font-weight: 600; border-radius: .5rem; padding: .55rem .9rem; cursor: pointer; border: 1px solid #b45309; }
  .primary { background: #b45309; color: #fff; }
  .secondary { background: #fff; color: #7c2d12; margin-left: .5rem; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<div class="banner" role="note"><strong>${paymentMessages.testMode}</strong><span>Test cards only: no real money moves.</span></div>
<form id="card" novalidate autocomplete="off">
  <label for="number">Card number</label>
  <input id="number" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" maxlength="23" aria-describedby="card-error">
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" inputmode="numeric" autocomplete="off" placeholder="12/34" maxlength="7"></div>
    <div><label for="cvc">CVC</label><input id="cvc" inputmode="numeric" autocomplete="off" placeholder="123" maxlength="4"></div>
  </div>
  <p id="card-error" class="error" role="alert"></p>
  <p class="hint">4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0025 0000 3155 asks for authentication.</p>
</form>
<form id="bank" hidden novalidate autocomplete="off">
  <label for="routing">Routing number</label>
  <input id="routing" inputmode="numeric" autocomplete="off" placeholder="110000000" maxlength="9" aria-describedby="bank-error">
  <div style="margin-top:.75rem"><label for="account">Account number</label>
  <input id="account" inputmode="numeric" autocomplete="off" placeholder="000123456789" maxlength="17" aria-describedby="bank-error"></div>
  <p id="bank-error" class="error" role="alert"></p>
  <p class="hint">Routing 110000000 · account 000123456789 clears after 4 days · 000222222227 is returned after 4 days (insufficient funds) · 000111111113 is refused at once (account closed).</p>
</form>
<section id="auth" hidden aria-labelledby="auth-title">
  <h2 id="auth-title">Authentication required (${paymentMessages.testMode})</h2>
  <p>Your bank asks you to confirm this payment. This is a simulated authentication step.</p>
  <button type="button" class="primary" id="auth-ok">Complete authentication</button><button type="button" class="secondary" id="auth-fail">Fail authentication</button>
</section>
<script src="${paymentsApi.testCardScript.path}"></script>
</body>
</html>`;

const script = `(() => {
  'use strict';
  const CARDS = {
    '4242424242424242': { brand: 'Visa', outcome: 'success' },
    '5555555555554444': { brand: 'Mastercard', outcome: 'success' },
    '4000000000000002': { brand: 'Visa', outcome: 'declined' },
    '4000000000009995': { brand: 'Visa', outcome: 'declined' },
    '4000002500003155': { brand: 'Visa', outcome: 'auth' },
  };
  // Stripe's documented test bank accounts (routing 110000000).
  const ACCOUNTS = { '000123456789': 'banksettles', '000222222227': 'bankreturns', '000111111113': 'bankclosed' };
  const $ = (id) => document.getElementById(id);
  const bankMode = new URLSearchParams(window.location.search).get('method') === 'bank';
  if (bankMode) { $('card').hidden = true; $('bank').hidden = false; document.title = 'Bank account (TEST MODE)'; }
  const number = $('number'), expiry = $('expiry'), cvc = $('cvc'), error = $('card-error');
  const post = (msg) => window.parent.postMessage(msg, window.location.origin);
  const random = () => Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('');
  const resize = () => post({ type: 'selah-pay:resize', height: document.documentElement.scrollHeight });
  const fail = (field, message) => {
    error.textContent = message;
    for (const el of [number, expiry, cvc]) el.setAttribute('aria-invalid', String(el === field));
    field.focus();
    post({ type: 'selah-pay:error', message });
    resize();
  };
  number.addEventListener('input', () => {
    const digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(.{4})/g, '$1 ').trim();
  });
  expiry.addEventListener('input', () => {
    const d = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
  const finish = (card, last4, outcome) => {
    // Only the token, brand and last four leave this page; the fields are cleared.
    const token = 'tok_test_' + outcome + '_' + random();
    number.value = ''; expiry.value = ''; cvc.value = '';
    post({ type: 'selah-pay:token', token, brand: card.brand, last4 });
  };
  const tokenize = () => {
    error.textContent = '';
    const digits = number.value.replace(/\\D/g, '');
    const m = /^(\\d{2})\\/(\\d{2})$/.exec(expiry.value.trim());
    if (digits.length < 13) return fail(number, 'Please enter the card number.');
    if (!m || +m[1] < 1 || +m[1] > 12) return fail(expiry, 'Please enter the expiry as MM/YY.');
    const now = new Date();
    const end = new Date(2000 + +m[2], +m[1], 1);
    if (end <= now) return fail(expiry, 'That card has expired.');
    if (!/^\\d{3,4}$/.test(cvc.value.trim())) return fail(cvc, 'Please enter the 3 or 4 digit CVC.');
    const card = CARDS[digits];
    if (!card) return fail(number, 'TEST MODE accepts only test card numbers, such as 4242 4242 4242 4242.');
    const last4 = digits.slice(-4);
    if (card.outcome !== 'auth') return finish(card, last4, card.outcome);
    $('card').hidden = true;
    $('auth').hidden = false;
    post({ type: 'selah-pay:authentication' });
    resize();
    $('auth-ok').focus();
    $('auth-ok').onclick = () => { $('auth').hidden = true; $('card').hidden = false; resize(); finish(card, last4, 'authenticated'); };
    $('auth-fail').onclick = () => { $('auth').hidden = true; $('card').hidden = false; resize(); finish(card, last4, 'unauthenticated'); };
  };
  const tokenizeBank = () => {
    const routing = $('routing'), account = $('account'), bankError = $('bank-error');
    const failBank = (field, message) => {
      bankError.textContent = message;
      for (const el of [routing, account]) el.setAttribute('aria-invalid', String(el === field));
      field.focus();
      post({ type: 'selah-pay:error', message });
      resize();
    };
    bankError.textContent = '';
    const r = routing.value.replace(/\\D/g, ''), a = account.value.replace(/\\D/g, '');
    if (r.length !== 9) return failBank(routing, 'Please enter the 9-digit routing number.');
    if (a.length < 4) return failBank(account, 'Please enter the account number.');
    const outcome = r === '110000000' ? ACCOUNTS[a] : undefined;
    if (!outcome) return failBank(account, 'TEST MODE accepts only test accounts, such as routing 110000000 with account 000123456789.');
    const token = 'tok_test_' + outcome + '_' + random();
    routing.value = ''; account.value = '';
    post({ type: 'selah-pay:token', token, brand: 'Bank account', last4: a.slice(-4) });
  };
  $('card').addEventListener('submit', (e) => { e.preventDefault(); tokenize(); });
  $('bank').addEventListener('submit', (e) => { e.preventDefault(); tokenizeBank(); });
  window.addEventListener('message', (e) => {
    if (e.origin !== window.location.origin || e.source !== window.parent) return;
    if (e.data && e.data.type === 'selah-pay:tokenize') (bankMode ? tokenizeBank : tokenize)();
  });
  window.addEventListener('load', resize);
  post({ type: 'selah-pay:ready' });
  resize();
})();`;

export const testCardRoutes: FastifyPluginAsync<{ testMode: () => Promise<boolean> }> = async (app, { testMode }) => {
  // Only while the test processor takes the gifts (Stripe's keys may be set in the console at any time).
  app.addHook('onRequest', async () => {
    if (!(await testMode())) throw notFound();
  });
  route(app, paymentsApi.testCardPage, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page),
  );
  route(app, paymentsApi.testCardScript, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
};
