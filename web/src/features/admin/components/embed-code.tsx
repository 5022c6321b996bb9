import { Code } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { useT } from '@/i18n/t';

/** The code a church's own website pastes to play the station in a small player. */
export function EmbedCode({ stationName }: { stationName: string }) {
  const t = useT();
  const src = `${window.location.origin}/embed/player`;
  const code = `<iframe src="${src}" title="${t('admin.embed.playerTitle', { station: stationName }).replace(/"/g, '&quot;')}" width="100%" height="96" style="border:0;border-radius:12px;max-width:520px" allow="autoplay"></iframe>`;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Code className="size-5 text-primary" aria-hidden="true" /> {t('admin.embed.playerForOtherWebsites')}
        </CardTitle>
        <CardDescription>{t('admin.embed.pasteThisCodeIntoYour')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-2">
        <label htmlFor="embed-code" className="sr-only">
          {t('admin.embed.embedCode')}
        </label>
        <textarea
          id="embed-code"
          readOnly
          value={code}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 resize-none rounded-xl border border-border bg-muted/50 p-3 font-mono text-xs text-ink"
        />
        <CopyButton value={code} label={t('admin.embed.theEmbedCode')} />
      </CardContent>
    </Card>
  );
}
