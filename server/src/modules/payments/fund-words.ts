import { auditSentences as said } from '@selah/contracts/audit-sentences';

/** A fund's id from its name: "Youth Camp 2026" → youth-camp-2026. */
export function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'fund';
}

/** The audit line of a fund's change: renamed, archived or reopened, or saved as it was. */
export function fundSummary(before: string, after: string, renamed: boolean, filed: 'archived' | 'reopened' | null): string {
  if (renamed && filed) return (filed === 'archived' ? said.fundRenamedArchived : said.fundRenamedReopened)(before, after);
  if (renamed) return said.fundRenamed(before, after);
  if (filed) return (filed === 'archived' ? said.fundArchived : said.fundReopened)(after);
  return said.fundUnchanged(after);
}
