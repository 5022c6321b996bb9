/** The id in a page's path ('/community/t/{id}' → id), or null when the path is another page's. */
export function idFromPath(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** A shareable page's card, or nothing when its thing is not found or not public (the station's card stands). */
export async function cardOrNothing<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch {
    return undefined;
  }
}
