import { endpoint } from './endpoint.ts';
import { healthProblemResponse, healthResponse } from './health.ts';

/** Whether the station is up: 200 when it is, 503 (with what is wrong) when it is not. */
export const healthApi = {
  health: endpoint({ method: 'GET', path: '/api/health', responses: { 200: healthResponse, 503: healthProblemResponse } }),
};
