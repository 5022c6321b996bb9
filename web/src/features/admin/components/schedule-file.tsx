import { useId, useState } from 'react';
import { FileAudio } from 'lucide-react';
import { uploadTrack } from '../api/music-tracks';
import { useT } from '@/i18n/t';

/**
 * A pre-recorded show's file: uploaded like a song (the same checks and conversion), then played
 * once at the program's start; the AutoDJ never plays it in rotation.
 */
export function ScheduleFile({
  file,
  onChange,
  error,
}: {
  file: { id: string; title: string } | null;
  onChange: (file: { id: string; title: string }) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const [state, setState] = useState<{ sending: number | null; failed: string | null }>({ sending: null, failed: null });
  const id = useId();
  async function send(chosen: File) {
    setState({ sending: 0, failed: null });
    try {
      const {
        tracks: [track],
      } = await uploadTrack(chosen, (p) => setState({ sending: p, failed: null }));
      if (track) onChange({ id: track.id, title: track.title });
      setState({ sending: null, failed: null });
    } catch (err) {
      setState({ sending: null, failed: (err as Error).message });
    }
  }
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('admin.schedule.theRecordingMp3')}
      </label>
      {file ? (
        <p className="flex items-center gap-2 text-sm break-words" data-testid="program-file">
          <FileAudio aria-hidden="true" className="size-4 shrink-0 text-primary" /> {file.title}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept=".mp3,audio/mpeg"
        className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void send(chosen);
        }}
      />
      <p className="text-sm text-ink-soft" aria-live="polite">
        {state.sending !== null
          ? t('admin.schedule.uploadingRound', { round: Math.round(state.sending * 100) })
          : t('admin.schedule.itStartsAtTheProgram')}
      </p>
      {state.failed || error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {state.failed ?? error}
        </p>
      ) : null}
    </div>
  );
}
