import { accentCss, type StationInfo } from '@selah/contracts/station';
import { iconVersion } from './icons.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { PageParts } from '../../platform/module.ts';

/** JSON safe inside a <script> element: no '</script>' or '<!--' can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

/**
 * The station's identity in the served HTML: the title and description, the station for the app to
 * start with (no late text pushing the page down), and a first paint of the header and, on the home
 * page, the hero's words, shown before the app's code has arrived. The class names are the ones the
 * app's own header and hero use, so the app replaces this without a shift.
 */
export function stationPage(station: StationInfo, pathname: string, origin: string): PageParts {
  const name = escapeHtml(station.name);
  const v = iconVersion(station);
  const head =
    `<meta name="description" content="${escapeHtml(station.description || station.tagline)}" />` +
    `<meta name="theme-color" content="${escapeHtml(station.accent)}" />` +
    `<link rel="icon" href="/favicon.ico?v=${v}" sizes="48x48" />` +
    `<link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png?v=${v}" />` +
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png?v=${v}" />` +
    `<link rel="manifest" href="/manifest.webmanifest?v=${v}" />` +
    // The station's colour before any script runs (accentCss writes only hex colours from the validated setting).
    `<style id="selah-accent">:root{${accentCss(station.accent)}}</style>` +
    `<script id="selah-station" type="application/json">${scriptJson(station)}</script>`;
  const header =
    `<header class="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md">` +
    `<div class="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6">` +
    `<span class="flex items-center gap-2.5"><span class="size-10 shrink-0 rounded-lg bg-primary"></span>` +
    `<span class="whitespace-nowrap font-display text-lg font-semibold text-ink">${name}</span></span></div></header>`;
  const hero =
    pathname === '/'
      ? `<section class="relative overflow-hidden bg-night text-white">` +
        `<div class="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">` +
        `<div class="flex min-w-0 flex-col gap-6"><div class="h-8"></div>` +
        `<h1 class="max-w-3xl text-4xl leading-tight font-semibold text-white sm:text-6xl">Welcome to ${name}</h1>` +
        `<p class="min-h-[5.25rem] max-w-2xl text-lg text-white/80 sm:text-xl">${escapeHtml(station.description)}</p>` +
        `</div></div></section>`
      : '';
  return {
    title: `${name} · ${escapeHtml(station.tagline)}`,
    head,
    // The framed player paints itself; a header there would flash another site's page.
    root: pathname.startsWith('/embed/') ? '' : header + hero,
    site: {
      name: station.name,
      origin,
      card: { title: station.name, description: station.description || station.tagline, image: `/icons/icon-512.png?v=${v}` },
    },
  };
}
