/** Hash navigation lands 60 px above its element (clear of a sticky navbar). */
export const HASH_SCROLL_OFFSET = 60;
/** The scroll-to-top button appears past 200 px. */
export const SCROLL_TOP_THRESHOLD = 200;

/** The window offset that puts an element `offset` pixels below the top. */
export function hashTarget(
  elementTop: number,
  scrollY: number,
  offset = HASH_SCROLL_OFFSET,
): number {
  return Math.max(0, elementTop + scrollY - offset);
}

/** The element a hash names (`#section-2`), by id or, failing that, by name. */
export function findHashElement(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}
