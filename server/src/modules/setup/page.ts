import type { PageParts } from '../../platform/module.ts';

/** A station that still needs its setup says so in the served page, so the app goes to /setup at once. */
export const setupPage = (needed: boolean): PageParts =>
  needed ? { head: '<script id="selah-setup" type="application/json">{"needed":true}</script>' } : {};
