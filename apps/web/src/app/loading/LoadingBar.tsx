import Box from '@mui/material/Box';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR, loadingBar } from './loading-bar.ts';

/** Reports router navigations (lazy screens loading) to the bar. */
function useNavigationLoading(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    loadingBar.start();
    return () => loadingBar.done();
  }, [busy]);
}

const barSx = {
  position: 'fixed',
  top: 0,
  insetInlineStart: 0,
  height: LOADING_BAR.height,
  zIndex: LOADING_BAR.zIndex,
  bgcolor: 'primary.main',
  pointerEvents: 'none',
} as const;

/**
 * The thin bar at the top of the page while a page loads (z-index 9999, height 2): starts at
 * 10 with a buffer to 20, advances every 800 ms, holds at 82, ends at 100.
 */
export function LoadingBar() {
  useNavigationLoading();
  const state = useSyncExternalStore(
    (cb) => loadingBar.subscribe(cb),
    () => loadingBar.current,
    () => loadingBar.current,
  );
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          ...barSx,
          width: `${Math.max(state.value, LOADING_BAR.buffer)}%`,
          opacity: state.visible && state.loading ? 0.25 : 0,
          transition: 'width 300ms ease-out, opacity 150ms',
        }}
      />
      <Box
        aria-hidden="true"
        data-testid="loading-bar"
        data-value={state.value}
        sx={{
          ...barSx,
          width: `${state.value}%`,
          opacity: state.visible ? 1 : 0,
          transition: state.visible ? 'width 300ms ease-out, opacity 150ms' : 'opacity 300ms',
        }}
      />
    </>
  );
}
