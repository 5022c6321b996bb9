import { paths } from '@selah/contracts/paths';

export const mainNav = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Community', to: paths.community.getHref() },
  { label: 'Podcasts', to: paths.podcasts.getHref() },
  { label: 'Videos', to: paths.videos.getHref() },
  { label: 'Live Studio', to: paths.live.getHref() },
  { label: 'Promotions', to: paths.promotions.getHref() },
] as const;

export const footerLinks = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Podcasts', to: paths.podcasts.getHref() },
  { label: 'Community', to: paths.community.getHref() },
  { label: 'Videos', to: paths.videos.getHref() },
  { label: 'Connect', to: paths.connect.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
] as const;

export const communityShortcuts = [
  { label: 'Prayer Requests', to: paths.community.getHref({ category: 'prayer' }) },
  { label: 'Testimonies', to: paths.community.getHref({ category: 'testimonies' }) },
  { label: 'Youth Voices', to: paths.community.getHref({ category: 'youth' }) },
  { label: 'Faith Stories', to: paths.community.getHref({ category: 'stories' }) },
] as const;
