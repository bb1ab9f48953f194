/**
 * How far each running import is (rows done of rows to import), kept in this process while the
 * import's transaction runs, so the screen can show a progress bar. An import that finished or
 * failed is forgotten a minute later; a process restart forgets everything (the import itself
 * is one transaction, so it is then either fully done or not done at all).
 */
const running = new Map<string, { done: number; total: number; at: number }>();

export function importStarted(id: string, total: number): void {
  running.set(id, { done: 0, total, at: Date.now() });
}

export function importAdvanced(id: string, done: number): void {
  const p = running.get(id);
  if (p) p.done = done;
}

export function importEnded(id: string): void {
  const p = running.get(id);
  if (p) p.done = p.total;
  setTimeout(() => running.delete(id), 60_000).unref?.();
}

export function importProgress(id: string): { done: number; total: number } | null {
  const p = running.get(id);
  return p ? { done: p.done, total: p.total } : null;
}
