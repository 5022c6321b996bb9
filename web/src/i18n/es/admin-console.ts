import type { Translation } from '../en';
import type { adminConsole as en } from '../en/admin-console';

export const adminConsole: Translation<typeof en> = {
  'admin.console.stationConsole': 'Consola de {station}',
  'admin.console.theStationConsole': 'La consola de la emisora',
  'admin.console.thisIsWhereTheStation': 'Aquí el equipo de la emisora lleva la radio, la programación y la comunidad.',
  'admin.console.yourAccountIsNotOn': 'Su cuenta no es del equipo. Si ayuda a llevar la emisora, pida a un administrador que lo agregue.',
  'admin.console.signInWithATeam': 'Inicie sesión con una cuenta del equipo para continuar.',
  'admin.console.signIn': 'Iniciar sesión',
};
