/** The console: audit. */
export const adminAudit = {
  'admin.audit.auditLog': 'Audit log',
  'admin.audit.everyChangeMadeInThe': 'Every change made in the console: who made it, when, and what it was before and after.',
  'admin.audit.showChangesFrom': 'Show changes from',
  'admin.audit.everything': 'Everything',
  'admin.audit.noChangesYet': 'No changes yet',
  'admin.audit.changesMadeInTheConsole': 'Changes made in the console appear here as they happen.',
  'admin.audit.showOlderChanges': 'Show older changes',
  'admin.audit.whatChanged': 'What changed',
  'admin.audit.before': 'Before',
  'admin.audit.after': 'After',
} as const;
