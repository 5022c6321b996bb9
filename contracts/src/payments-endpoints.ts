import { z } from 'zod';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  confirmRequest,
  createIntentRequest,
  currentFundDriveResponse,
  intentResponse,
  manageQuery,
  myGivingResponse,
  onAirThankParams,
  onAirThanksResponse,
  paymentMessages,
  paymentsConfigResponse,
  plan,
  receipt,
  statementQuery,
  updatePlanRequest,
} from './payments.ts';

const intentParams = z.object({ id: z.uuid(paymentMessages.intentNotFound) });
const planParams = z.object({ id: z.uuid(paymentMessages.planNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };
const studioErrors = { ...errors, 403: errorResponse };
/** What Stripe's webhook is answered: received, and whether the event had been applied already. */
export const stripeWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Giving: the fund drive, checkout, receipts, a donor's own giving, the studio's thanks and the processors' routes. */
export const paymentsApi = {
  currentFundDrive: endpoint({ method: 'GET', path: '/api/fund-drives/current', responses: { 200: currentFundDriveResponse } }),
  config: endpoint({ method: 'GET', path: '/api/payments/config', responses: { 200: paymentsConfigResponse } }),
  onAirThanks: endpoint({ method: 'GET', path: '/api/studio/thanks', responses: { 200: onAirThanksResponse, ...studioErrors } }),
  markThanked: endpoint({
    method: 'POST',
    path: '/api/studio/thanks/:id/thanked',
    params: onAirThankParams,
    responses: { 204: z.null(), ...studioErrors },
  }),
  createIntent: endpoint({
    method: 'POST',
    path: '/api/payments/intent',
    body: createIntentRequest,
    responses: { 200: intentResponse, 502: errorResponse, ...errors },
  }),
  getIntent: endpoint({
    method: 'GET',
    path: '/api/payments/intent/:id',
    params: intentParams,
    responses: { 200: intentResponse, ...errors },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/payments/intent/:id/receipt',
    params: intentParams,
    responses: { 200: receipt, ...errors },
  }),
  confirmIntent: endpoint({
    method: 'POST',
    path: '/api/payments/intent/:id/confirm',
    params: intentParams,
    body: confirmRequest,
    responses: { 200: receipt, 402: errorResponse, ...errors },
  }),
  myGiving: endpoint({ method: 'GET', path: '/api/payments/me', responses: { 200: myGivingResponse, ...errors } }),
  changeMyPlan: endpoint({
    method: 'PATCH',
    path: '/api/payments/me/plans/:id',
    params: planParams,
    body: updatePlanRequest,
    responses: { 200: plan, 502: errorResponse, ...errors },
  }),
  /** The member's year-end statement, a PDF. */
  myStatement: endpoint({
    method: 'GET',
    path: '/api/payments/me/statement',
    query: statementQuery,
    responses: errors,
    produces: 'application/pdf',
  }),
  /** A visitor's giving, through the link in their receipt. */
  manage: endpoint({ method: 'GET', path: '/api/payments/manage', query: manageQuery, responses: { 200: myGivingResponse, ...errors } }),
  manageChangePlan: endpoint({
    method: 'PATCH',
    path: '/api/payments/manage/plans/:id',
    params: planParams,
    query: manageQuery,
    body: updatePlanRequest,
    responses: { 200: plan, 502: errorResponse, ...errors },
  }),
  manageStatement: endpoint({
    method: 'GET',
    path: '/api/payments/manage/statement',
    query: manageQuery.extend(statementQuery.shape),
    responses: errors,
    produces: 'application/pdf',
  }),
  /** Stripe's webhooks: the raw body Stripe signed (no JSON schema), verified with the signing secret. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    responses: { 200: stripeWebhookResponse, 400: errorResponse, 404: errorResponse },
  }),
  /** The test processor's card form (shown in an iframe on /donate; `?method=bank` for a bank account) and its script. */
  testCardPage: endpoint({ method: 'GET', path: '/pay/test/card', responses: { 404: errorResponse }, produces: 'text/html' }),
  testCardScript: endpoint({ method: 'GET', path: '/pay/test/card.js', responses: { 404: errorResponse }, produces: 'text/javascript' }),
};
