/** The console: page. */
export const adminPage = {
  'admin.page.sectionIsForAdmins': '{section} is for the station’s admins',
  'admin.page.askAnAdminOfThe': 'Ask an admin of the station if you need something changed here.',
} as const;
