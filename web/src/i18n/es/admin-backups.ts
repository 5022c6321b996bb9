import type { Translation } from '../en';
import type { adminBackups as en } from '../en/admin-backups';

export const adminBackups: Translation<typeof en> = {
  'admin.backups.backups': 'Copias de seguridad',
  'admin.backups.oneFileHoldsTheWhole':
    'Un solo archivo guarda toda la emisora: su base de datos, música, archivos subidos, ajustes y clave secreta. Guarde una copia en otro lugar que no sea este servidor.',
  'admin.backups.backupNameIsReadySize': 'La copia {name} está lista ({size}).',
  'admin.backups.backingUp': 'Haciendo la copia…',
  'admin.backups.backUpNow': 'Hacer una copia ahora',
  'admin.backups.theLastBackupFailedAt': 'La última copia falló ({at}): {error}',
  'admin.backups.keptOnThisServer': 'Guardadas en este servidor',
  'admin.backups.keptIn':
    'En <code>{folder}</code>. Una copia contiene los hashes de las contraseñas y la clave de los secretos de la emisora: guarde las descargas donde solo usted pueda leerlas.',
  'admin.backups.noBackupYetBackUp': 'Todavía no hay copias. “Hacer una copia ahora” crea la primera.',
  'admin.backups.made': 'Hecha',
  'admin.backups.size': 'Tamaño',
  'admin.backups.file': 'Archivo',
  'admin.backups.download': 'Descargar',
  'admin.backups.newest': 'La más reciente',
  'admin.backups.downloadName': 'Descargar {name}',
  'admin.backups.backupSettingsSaved': 'Ajustes de las copias guardados.',
  'admin.backups.nightlyBackups': 'Copias cada noche',
  'admin.backups.afterEachOneTheOldest': 'Después de cada una, se borran las más antiguas que pasen del número que se guarda.',
  'admin.backups.theNextOneIsMade': 'La próxima se hace {nextRunAt}.',
  'admin.backups.nightlyBackupsAreOff': 'Las copias de cada noche están desactivadas.',
  'admin.backups.backUpEveryNight': 'Hacer una copia cada noche',
  'admin.backups.atTheStationSTime': 'A las (hora de la emisora)',
  'admin.backups.backupsToKeep': 'Copias que se guardan',
  'admin.backups.keepBetween': 'Guarde entre 1 y 90 copias.',
  'admin.backups.downloadFailed': 'No se pudo descargar la copia. Inténtelo de nuevo.',
  'admin.backups.eachHoldsAllOfThe': 'Cada una contiene toda la música: guarde tantas como quepan en el disco.',
};
