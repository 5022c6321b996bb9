import type { Translation } from '../en';
import type { notices as en } from '../en/notices';

export const notices: Translation<typeof en> = {
  'notices.open': 'Abrir',
} as const;
