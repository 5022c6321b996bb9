import { paths } from '@selah/contracts/paths';

/** The listeners' main menu. A link appears here only when its page works. */
export const mainNav = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Live', to: paths.live.getHref() },
  { label: 'Podcasts', to: paths.podcasts.getHref() },
  { label: 'Videos', to: paths.videos.getHref() },
  { label: 'Community', to: paths.community.getHref() },
] as const;

/** The station itself, under one "About" menu in the header and listed in full on phones. */
export const aboutNav = [
  { label: 'About us', to: paths.about.getHref() },
  { label: 'Our team', to: paths.team.getHref() },
  { label: 'Contact', to: paths.connect.getHref() },
  { label: 'Partner with us', to: paths.sponsorAdvertise.getHref() },
] as const;

export const footerLinks = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Our Team', to: paths.team.getHref() },
  { label: 'Podcasts', to: paths.podcasts.getHref() },
  { label: 'Videos', to: paths.videos.getHref() },
  { label: 'Events', to: paths.events.getHref() },
  { label: 'Give', to: paths.donate.getHref() },
  { label: 'Contact', to: paths.connect.getHref() },
  { label: 'Partner with us', to: paths.sponsorAdvertise.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
] as const;

export const communityShortcuts = [
  { label: 'Prayer Requests', to: paths.community.getHref({ category: 'prayer' }) },
  { label: 'Testimonies', to: paths.community.getHref({ category: 'testimonies' }) },
  { label: 'Youth Voices', to: paths.community.getHref({ category: 'youth' }) },
  { label: 'Faith Stories', to: paths.community.getHref({ category: 'stories' }) },
] as const;
