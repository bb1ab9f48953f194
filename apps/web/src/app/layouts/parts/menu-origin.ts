import { useTheme } from '@mui/material/styles';

/**
 * Popover origins that open a menu under its button, aligned on the end side (right in
 * left-to-right, left in right-to-left): MUI does not mirror popover origins by itself.
 */
export function useEndMenuOrigin() {
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return {
    anchorOrigin: { vertical: 'bottom', horizontal: end },
    transformOrigin: { vertical: 'top', horizontal: end },
  } as const;
}
