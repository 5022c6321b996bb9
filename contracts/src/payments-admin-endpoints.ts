import { z } from 'zod';
import {
  adminFund,
  adminFundList,
  fundCreate,
  fundParams,
  fundUpdate,
  receiptSettings,
  receiptSettingsResponse,
  stripeSettingsRequest,
  stripeSettingsResponse,
} from './admin-delivery.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  adminGiftsQuery,
  createFundDriveRequest,
  fundDrive,
  fundDriveParams,
  gift,
  paymentMessages,
  recurringDonor,
  refundRequest,
  setMatchRequest,
  totalsQuery,
  totalsResponse,
} from './payments.ts';

const giftParams = z.object({ id: z.uuid(paymentMessages.giftNotFound) });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
export const giftList = z.object({ gifts: z.array(gift) });
export const recurringDonors = z.object({ donors: z.array(recurringDonor) });

/** Under /api/admin: the station's giving (fund drives, gifts, totals, refunds, CSV) and the console's payment settings. */
export const paymentsAdminApi = {
  createFundDrive: endpoint({
    method: 'POST',
    path: '/api/admin/fund-drives',
    body: createFundDriveRequest,
    responses: { 201: fundDrive, ...errors },
  }),
  setDriveMatch: endpoint({
    method: 'PUT',
    path: '/api/admin/fund-drives/:id/match',
    params: fundDriveParams,
    body: setMatchRequest,
    responses: { 200: fundDrive, ...errors },
  }),
  gifts: endpoint({ method: 'GET', path: '/api/admin/payments/gifts', query: adminGiftsQuery, responses: { 200: giftList, ...errors } }),
  /** The same gifts as a spreadsheet. */
  giftsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/payments/gifts.csv',
    query: adminGiftsQuery,
    responses: errors,
    produces: 'text/csv',
  }),
  totals: endpoint({
    method: 'GET',
    path: '/api/admin/payments/totals',
    query: totalsQuery,
    responses: { 200: totalsResponse, ...errors },
  }),
  recurring: endpoint({ method: 'GET', path: '/api/admin/payments/recurring', responses: { 200: recurringDonors, ...errors } }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/payments/gifts/:id/refund',
    params: giftParams,
    body: refundRequest.nullish(),
    responses: { 200: gift, ...errors },
  }),
  stripe: endpoint({ method: 'GET', path: '/api/admin/payments/stripe', responses: { 200: stripeSettingsResponse, ...errors } }),
  saveStripe: endpoint({
    method: 'PUT',
    path: '/api/admin/payments/stripe',
    body: stripeSettingsRequest,
    responses: { 200: stripeSettingsResponse, ...errors },
  }),
  clearStripe: endpoint({ method: 'DELETE', path: '/api/admin/payments/stripe', responses: { 200: stripeSettingsResponse, ...errors } }),
  receipts: endpoint({ method: 'GET', path: '/api/admin/payments/receipts', responses: { 200: receiptSettingsResponse, ...errors } }),
  saveReceipts: endpoint({
    method: 'PUT',
    path: '/api/admin/payments/receipts',
    body: receiptSettings,
    responses: { 200: receiptSettingsResponse, ...errors },
  }),
  funds: endpoint({ method: 'GET', path: '/api/admin/payments/funds', responses: { 200: adminFundList, ...errors } }),
  addFund: endpoint({ method: 'POST', path: '/api/admin/payments/funds', body: fundCreate, responses: { 201: adminFund, ...errors } }),
  changeFund: endpoint({
    method: 'PATCH',
    path: '/api/admin/payments/funds/:id',
    params: fundParams,
    body: fundUpdate,
    responses: { 200: adminFund, ...errors },
  }),
  removeFund: endpoint({
    method: 'DELETE',
    path: '/api/admin/payments/funds/:id',
    params: fundParams,
    responses: { 204: z.null(), ...errors },
  }),
};
