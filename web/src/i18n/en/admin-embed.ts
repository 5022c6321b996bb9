/** The console: embed. */
export const adminEmbed = {
  'admin.embed.playerForOtherWebsites': 'Player for other websites',
  'admin.embed.pasteThisCodeIntoYour':
    'Paste this code into your church’s website (or any page) to show a small player with what is on air and a Play button.',
  'admin.embed.embedCode': 'Embed code',
  'admin.embed.theEmbedCode': 'the embed code',
  'admin.embed.playerTitle': '{station} player',
} as const;
