/** The home page. */
export const home = {
  'home.welcome': 'Welcome to {station}',
  'home.startListening': 'Start Listening',
  'home.joinCommunity': 'Join Community',
  'home.stat.members': 'Members',
  'home.stat.prayers': 'Prayer requests',
  'home.stat.listening': 'Listening now',
} as const;
