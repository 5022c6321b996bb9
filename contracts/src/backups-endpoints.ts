import { z } from 'zod';
import { backupEntry, backupName, backupSettings, backupsOverview } from './admin-backups.ts';
import { errorResponse } from './common.ts';
import { endpoint } from './endpoint.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The console's backups (admins): the list, their settings, "Back up now" and downloads. */
export const backupsApi = {
  overview: endpoint({ method: 'GET', path: '/api/admin/backups', responses: { 200: backupsOverview, ...errors } }),
  /** Answers the new backup once it is written. */
  backUpNow: endpoint({ method: 'POST', path: '/api/admin/backups', responses: { 201: backupEntry, ...errors } }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/backups/settings',
    body: backupSettings,
    responses: { 200: backupsOverview, ...errors },
  }),
  /** The backup file itself (a .tar.gz). */
  download: endpoint({
    method: 'GET',
    path: '/api/admin/backups/:name/download',
    params: z.object({ name: backupName }),
    responses: {},
    produces: 'application/gzip',
  }),
};
