import { auditSentences as said, stationFieldNames } from '@selah/contracts/audit-sentences';
import crypto from 'node:crypto';
import path from 'node:path';
import {
  adminSiteMessages as m,
  settingsKeys,
  type SettingsKey,
  type SettingsPatch,
  type StationSettings,
} from '@selah/contracts/admin-site';
import { storedSettings } from '@selah/contracts/site-admin-endpoints';
import type { Db } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { storeImage } from '../../platform/images.ts';
import type { Actor } from './inbox.service.ts';
import { readStationContent, writeStationContent } from './site.repo.ts';

export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const siteImageFilePattern = /^[0-9a-f-]{36}\.webp$/;
export const siteImagePath = (dataDir: string, file: string) => path.join(dataDir, 'site-images', file);

/** JSON with every object's keys in order: jsonb keeps its own order, so two equal values compare equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

const partChanged: Record<SettingsKey, string> = {
  station: said.changedStation,
  sponsors: said.changedSponsors,
  team: said.changedTeam,
  sponsorPackages: said.changedSponsorPackages,
  adPackages: said.changedAdPackages,
  about: said.changedAbout,
  legal: said.changedLegal,
};

/** "Changed the tagline to “…”" for the station's identity; the part's name for the rest. */
function summaryOf(key: SettingsKey, before: unknown, after: StationSettings[SettingsKey]): string {
  if (key !== 'station') return partChanged[key];
  const a = after as StationSettings['station'];
  const b = (before ?? {}) as Record<string, unknown>;
  const changed = Object.keys(stationFieldNames).filter((f) => canonical(b[f]) !== canonical(a[f as keyof typeof a]));
  if (changed.length === 1 && changed[0] === 'name') return said.nameChanged(a.name);
  if (changed.length === 1 && changed[0] === 'tagline') return said.taglineChanged(a.tagline ?? '');
  return changed.length ? said.stationFieldsChanged(changed.map((f) => stationFieldNames[f]).join(', ')) : said.changedIdentity;
}

/**
 * Station settings: the content seeded from content/station.json, edited in the console. Each
 * changed part is written with its audit line in one transaction; `changed()` lets the served
 * page drop its cached copy so the next load shows the change.
 */
export function createSettingsService(deps: { db: Db; clock: Clock; audit: Audit; dataDir: string; changed(): void }) {
  const { db, audit } = deps;

  async function read() {
    const c = await readStationContent(db);
    return storedSettings.parse({
      ...c,
      sponsors: c.sponsors ?? [],
      team: c.team ?? [],
      sponsorPackages: c.sponsorPackages ?? [],
      adPackages: c.adPackages ?? [],
      legal: c.legal ?? {},
    });
  }

  return {
    read,
    async update(patch: SettingsPatch & Partial<StationSettings>, by: Actor) {
      const before = await readStationContent(db);
      const changed = settingsKeys.filter((k) => patch[k] !== undefined && canonical(patch[k]) !== canonical(before[k]));
      if (changed.length > 0) {
        await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          for (const key of changed) {
            const value = patch[key]!;
            await writeStationContent(t, key, value, deps.clock.now());
            const entry = { before: before[key] ?? null, after: value, summary: summaryOf(key, before[key], value) };
            await audit.record({ actor: by, action: 'settings.update', targetType: 'settings', targetId: key, ...entry }, t);
          }
        });
        deps.changed();
      }
      return read();
    },
    /**
     * A sponsor's logo (whole, at most 400 px), a team member's photo (a 512 px square) or the
     * station's logo (whole, at most 1024 px: its app icons are made from it), as WebP.
     */
    async storeImage(kind: 'logo' | 'photo' | 'station', bytes: Buffer, by: Actor | AuditActor): Promise<{ url: string }> {
      const file = await storeImage({
        bytes,
        dir: path.join(deps.dataDir, 'site-images'),
        name: crypto.randomUUID(),
        size: { logo: 400, photo: 512, station: 1024 }[kind],
        fit: kind === 'photo' ? 'cover' : 'inside',
        field: 'image',
        messages: { type: m.imageType, tooManyPixels: m.imageTooManyPixels, broken: m.imageBroken, busy: m.imageBusy },
      });
      const url = `/media/site/${file}`;
      await audit.record({
        actor: by,
        action: 'settings.image.upload',
        targetType: 'image',
        targetId: file,
        summary: { logo: said.uploadedLogo, photo: said.uploadedPhoto, station: said.uploadedStationLogo }[kind],
        after: { url },
      });
      return { url };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
