import { z } from 'zod';
import { memberErrors } from './accounts-endpoints.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  passkeyCreationOptions,
  passkeyIdParams,
  passkeyList,
  passkeyRegisterRequest,
  passkeyRegisterResponse,
  passkeyRemoveRequest,
} from './passkeys.ts';
import { totpDisableRequest, totpEnableRequest, totpEnableResponse, totpSetupResponse, twoStepStatus } from './two-step.ts';

/** The signed-in member's own second steps: an authenticator app (TOTP) and passkeys (decision 029). */
export const twoStepApi = {
  status: endpoint({ method: 'GET', path: '/api/auth/totp', responses: { 200: twoStepStatus, 401: errorResponse } }),
  /** A new secret for the authenticator app, shown once (nothing changes until a code confirms it). */
  setupTotp: endpoint({ method: 'POST', path: '/api/auth/totp/setup', responses: { 200: totpSetupResponse, ...memberErrors } }),
  enableTotp: endpoint({
    method: 'POST',
    path: '/api/auth/totp/enable',
    body: totpEnableRequest,
    responses: { 200: totpEnableResponse, ...memberErrors },
  }),
  disableTotp: endpoint({
    method: 'POST',
    path: '/api/auth/totp/disable',
    body: totpDisableRequest,
    responses: { 204: z.null(), ...memberErrors },
  }),
  listPasskeys: endpoint({ method: 'GET', path: '/api/auth/passkeys', responses: { 200: passkeyList, 401: errorResponse } }),
  /** The challenge the browser's passkey prompt answers. */
  passkeyOptions: endpoint({
    method: 'POST',
    path: '/api/auth/passkeys/options',
    responses: { 200: passkeyCreationOptions, ...memberErrors },
  }),
  addPasskey: endpoint({
    method: 'POST',
    path: '/api/auth/passkeys',
    body: passkeyRegisterRequest,
    responses: { 201: passkeyRegisterResponse, ...memberErrors },
  }),
  /** Removed with the password. */
  removePasskey: endpoint({
    method: 'DELETE',
    path: '/api/auth/passkeys/:id',
    params: passkeyIdParams,
    body: passkeyRemoveRequest,
    responses: { 204: z.null(), 404: errorResponse, ...memberErrors },
  }),
};
