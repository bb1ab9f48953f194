import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTheme } from '@mui/material/styles';

/** An arrow pointing the way the text reads (left in Arabic, right in English and French). */
export function ForwardArrow() {
  const theme = useTheme();
  return (
    <ArrowForward
      fontSize="inherit"
      aria-hidden="true"
      sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }}
    />
  );
}
