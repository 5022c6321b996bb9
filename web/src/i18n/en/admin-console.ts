/** The console: console. */
export const adminConsole = {
  'admin.console.stationConsole': '{station} console',
  'admin.console.theStationConsole': 'The station console',
  'admin.console.thisIsWhereTheStation': 'This is where the station’s team runs the radio, the schedule and the community.',
  'admin.console.yourAccountIsNotOn': 'Your account is not on the team. If you help run the station, ask an admin to add you.',
  'admin.console.signInWithATeam': 'Sign in with a team account to continue.',
  'admin.console.signIn': 'Sign In',
} as const;
