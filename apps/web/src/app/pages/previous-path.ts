/** The last two paths shown, so `/reload` can re-enter the previous route. */
const history: string[] = [];

export function rememberPath(path: string): void {
  if (history[history.length - 1] === path) return;
  history.push(path);
  if (history.length > 2) history.shift();
}

/** The path before the current one (the current one is `/reload` itself). */
export function previousPath(): string {
  const current = history[history.length - 1];
  if (current?.startsWith('/reload')) return history[history.length - 2] ?? '/';
  return current ?? '/';
}
