import { AdminPage } from '@/features/admin/components/admin-page';
import { MusicLibrary } from '@/features/admin/components/music-library';
import { MusicPlaylists } from '@/features/admin/components/music-playlists';
import { MusicRules } from '@/features/admin/components/music-rules';
import { MusicSound } from '@/features/admin/components/music-sound';
import { MusicUpload } from '@/features/admin/components/music-upload';

/** /admin/music: the songs the AutoDJ plays, the playlists programs play, and the AutoDJ's rules. */
export default function AdminMusicPage() {
  return (
    <AdminPage
      title="Music library"
      description="Add songs, gather them into playlists for the schedule, and set how the AutoDJ mixes them."
    >
      <MusicUpload />
      <MusicLibrary />
      <MusicPlaylists />
      <MusicRules />
      <MusicSound />
    </AdminPage>
  );
}
