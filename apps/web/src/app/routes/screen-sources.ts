import { shellScreens } from '../pages/screens.ts';
import { mapsOfModule, sourceOfFile, type ScreenSource } from './registry.ts';

/** The shell's own screens (home, sign-in, the catch-all, reload, samples): always known. */
export const SHELL_SOURCE: ScreenSource = {
  source: 'shell',
  module: 'platform',
  screens: shellScreens,
};

// The modules' screen maps, found rather than listed: adding `modules/<m>/screens.ts` (or the
// resource engine's `resources/screens.ts`) is all it takes. Each map is a small chunk of its
// own, fetched the first time a route outside the shell is needed, so a signed-out visit to
// /login never pays for them (nor for whatever their definitions import).
const moduleFiles = import.meta.glob<Record<string, unknown>>([
  '../../modules/*/screens.ts',
  '../../resources/screens.ts',
]);

let loading: Promise<ScreenSource[]> | null = null;

/** Every module's screens maps, in path order (loaded once; a failed load can be retried). */
export function loadModuleSources(): Promise<ScreenSource[]> {
  loading ??= Promise.all(
    Object.keys(moduleFiles)
      .sort()
      .map(async (file) => {
        const mod = await moduleFiles[file]!();
        return mapsOfModule(mod).map((screens) => ({ ...sourceOfFile(file), screens }));
      }),
  )
    .then((lists) => lists.flat())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
