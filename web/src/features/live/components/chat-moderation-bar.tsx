import { NativeSelect } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/t';
import { useChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/moderate-chat';

/** Staff's chat settings under the messages: slow mode and whether visitors may chat. */
export function ModerationBar() {
  const t = useT();
  const settings = useChatSettings().data;
  const update = useUpdateChatSettings();
  if (!settings) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-border bg-muted/50 px-5 py-3 text-sm">
      <label className="flex items-center gap-2 font-semibold">
        {t('live.chat.slowModeLabel')}
        <NativeSelect
          className="h-9 w-28"
          value={String(settings.slowModeSeconds)}
          onChange={(e) => update.mutate({ slowModeSeconds: Number(e.target.value) })}
        >
          <option value="0">{t('live.chat.off')}</option>
          {[10, 30, 60].map((s) => (
            <option key={s} value={String(s)}>
              {t('live.chat.seconds', { seconds: s })}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex items-center gap-2 font-semibold">
        <Switch checked={settings.visitorsMayPost} onCheckedChange={(v) => update.mutate({ visitorsMayPost: v })} />
        {t('live.chat.visitorsMayChat')}
      </label>
    </div>
  );
}
