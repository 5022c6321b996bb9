/** The home page's sponsor banner (site issue). */
export function SponsorBanner() {
  return null;
}
