import { AdminPage } from '@/features/admin/components/admin-page';
import { MusicLibrary } from '@/features/admin/components/music-library';
import { MusicPlaylists } from '@/features/admin/components/music-playlists';
import { MusicRules } from '@/features/admin/components/music-rules';
import { MusicSound } from '@/features/admin/components/music-sound';
import { MusicUpload } from '@/features/admin/components/music-upload';
import { useT } from '@/i18n/t';

/** /admin/music: the songs the AutoDJ plays, the playlists programs play, and the AutoDJ's rules. */
export default function AdminMusicPage() {
  const t = useT();
  return (
    <AdminPage title={t('admin.music.musicLibrary')} description={t('admin.music.addSongsGatherThemInto')}>
      <MusicUpload />
      <MusicLibrary />
      <MusicPlaylists />
      <MusicRules />
      <MusicSound />
    </AdminPage>
  );
}
