import { paths } from '@selah/contracts/paths';

/** The listeners' main menu (labels are message ids). A link appears here only when its page works. */
export const mainNav = [
  { label: 'layout.nav.home', to: paths.home.getHref() },
  { label: 'layout.nav.live', to: paths.live.getHref() },
  { label: 'layout.nav.podcasts', to: paths.podcasts.getHref() },
  { label: 'layout.nav.videos', to: paths.videos.getHref() },
  { label: 'layout.nav.community', to: paths.community.getHref() },
] as const;

/** The station itself, under one "About" menu in the header and listed in full on phones. */
export const aboutNav = [
  { label: 'layout.nav.aboutUs', to: paths.about.getHref() },
  { label: 'layout.nav.ourTeam', to: paths.team.getHref() },
  { label: 'layout.nav.contact', to: paths.connect.getHref() },
  { label: 'layout.nav.partner', to: paths.sponsorAdvertise.getHref() },
] as const;

export const footerLinks = [
  { label: 'layout.nav.aboutUs', to: paths.about.getHref() },
  { label: 'layout.nav.ourTeam', to: paths.team.getHref() },
  { label: 'layout.nav.podcasts', to: paths.podcasts.getHref() },
  { label: 'layout.nav.videos', to: paths.videos.getHref() },
  { label: 'layout.nav.events', to: paths.events.getHref() },
  { label: 'layout.nav.give', to: paths.donate.getHref() },
  { label: 'layout.nav.contact', to: paths.connect.getHref() },
  { label: 'layout.nav.partner', to: paths.sponsorAdvertise.getHref() },
  { label: 'layout.nav.privacy', to: paths.privacy.getHref() },
  { label: 'layout.nav.terms', to: paths.terms.getHref() },
] as const;

export const communityShortcuts = [
  { label: 'layout.nav.prayerRequests', to: paths.community.getHref({ category: 'prayer' }) },
  { label: 'layout.nav.testimonies', to: paths.community.getHref({ category: 'testimonies' }) },
  { label: 'layout.nav.youthVoices', to: paths.community.getHref({ category: 'youth' }) },
  { label: 'layout.nav.faithStories', to: paths.community.getHref({ category: 'stories' }) },
] as const;
