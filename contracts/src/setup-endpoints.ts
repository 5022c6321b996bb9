import { z } from 'zod';
import { authResponse } from './accounts.ts';
import { imageUploadResponse } from './images.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { demoStatus, setupRequest, setupStatus, zoneRequest, zoneStatus } from './setup.ts';

const setupErrors = {
  400: errorResponse,
  403: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
const adminErrors = { 401: errorResponse, 403: errorResponse };

/** The first run (the setup code from the terminal stands in for a session), then the demo and the zone in the console. */
export const setupApi = {
  status: endpoint({ method: 'GET', path: '/api/setup', responses: { 200: setupStatus } }),
  complete: endpoint({ method: 'POST', path: '/api/setup', body: setupRequest, responses: { 201: authResponse, ...setupErrors } }),
  /** The station's logo as the form's `image` file, with the setup code in the `x-setup-code` header. */
  uploadLogo: endpoint({
    method: 'POST',
    path: '/api/setup/logo',
    body: 'multipart',
    responses: { 201: imageUploadResponse, ...setupErrors },
  }),
  /** Whether the demo station's content is still there. */
  demo: endpoint({ method: 'GET', path: '/api/admin/demo', responses: { 200: demoStatus, ...adminErrors } }),
  /** Removes the demo station's content in one action. */
  removeDemo: endpoint({ method: 'DELETE', path: '/api/admin/demo', responses: { 204: z.null(), ...adminErrors } }),
  timeZone: endpoint({ method: 'GET', path: '/api/admin/time-zone', responses: { 200: zoneStatus, ...adminErrors } }),
  setTimeZone: endpoint({
    method: 'PUT',
    path: '/api/admin/time-zone',
    body: zoneRequest,
    responses: { 200: zoneStatus, ...adminErrors, 400: errorResponse, 409: errorResponse },
  }),
};
