/** The bottom player, docked on every page. Arrives with the radio issue. */
export function PlayerDock() {
  return null;
}
