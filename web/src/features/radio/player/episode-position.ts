/** Where the listener left each episode, kept in this browser (the dock resumes it there). */
const POSITION_KEY = 'selah.episode-position.';

/** Where the listener left each episode (seconds), kept in this browser. */
export function savedPosition(id: string): number {
  try {
    return Number(localStorage.getItem(POSITION_KEY + id)) || 0;
  } catch {
    return 0;
  }
}
export function savePosition(id: string, seconds: number) {
  try {
    if (seconds > 0) localStorage.setItem(POSITION_KEY + id, String(Math.floor(seconds)));
    else localStorage.removeItem(POSITION_KEY + id);
  } catch {
    // Private mode: positions are not remembered.
  }
}
