import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader.tsx';
import { useCurrentRoute } from '../routes/route-handle.ts';

interface Props {
  /** Defaults to the route's title (`route.<path>`). */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/** The frame of a students/rings screen: the title row and a width that suits phones. */
export function Screen({ title, subtitle, actions, maxWidth = 1200, children }: Props) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Box sx={{ maxWidth, mx: 'auto', p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeader
        title={title ?? (route ? t(route.titleKey) : '')}
        subtitle={subtitle}
        actions={actions}
      />
      {children}
    </Box>
  );
}
