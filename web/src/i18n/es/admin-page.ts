import type { Translation } from '../en';
import type { adminPage as en } from '../en/admin-page';

export const adminPage: Translation<typeof en> = {
  'admin.page.sectionIsForAdmins': '{section} es para los administradores de la emisora',
  'admin.page.askAnAdminOfThe': 'Pida a un administrador de la emisora si necesita cambiar algo aquí.',
};
