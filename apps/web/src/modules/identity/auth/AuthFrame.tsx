import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../../app/layouts/parts/Logo.tsx';
import { AuthIllustration, type AuthArt } from './AuthIllustration.tsx';
import type { AuthVariant } from './auth-paths.ts';

export interface AuthFrameProps {
  variant: AuthVariant;
  art: AuthArt;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A line under the form (links to the other auth pages). */
  footer?: ReactNode;
  /** Wider form column (multi-step registration). */
  wide?: boolean;
}

function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, mb: 3.5 }}
    >
      <LogoMark size={40} />
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}>
          {t('app.title')}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('app.organisation')}
        </Typography>
      </Box>
    </Link>
  );
}

function Heading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 0 }}>
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Box>
  );
}

/**
 * The frame every sign-in page shares. `card`: the form on a card over a quiet patterned
 * background. `split`: an illustration panel beside the form (the panel folds away on
 * phones). The same page component renders both; only the frame differs.
 */
export function AuthFrame({
  variant,
  art,
  title,
  subtitle,
  children,
  footer,
  wide,
}: AuthFrameProps) {
  const { t } = useTranslation();
  const maxWidth = wide ? 620 : 440;
  const body = (
    <>
      <Heading title={title} subtitle={subtitle} />
      {children}
      {footer && (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 3, textAlign: 'center' }}
        >
          {footer}
        </Typography>
      )}
    </>
  );

  if (variant === 'card') {
    return (
      <Box
        data-auth-variant="card"
        sx={(theme) => ({
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 8, sm: 10 },
          backgroundColor: 'background.default',
          backgroundImage: `radial-gradient(circle at 15% 20%, ${alpha(
            theme.palette.primary.main,
            0.1,
          )}, transparent 42%), radial-gradient(circle at 85% 85%, ${alpha(
            theme.palette.secondary.main,
            0.1,
          )}, transparent 40%)`,
        })}
      >
        <Card
          elevation={0}
          sx={{
            width: '100%',
            maxWidth,
            p: { xs: 2.5, sm: 4.5 },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            boxShadow: (theme) => `0 12px 40px ${alpha(theme.palette.primary.main, 0.08)}`,
          }}
        >
          <Brand />
          {body}
        </Card>
      </Box>
    );
  }

  return (
    <Box
      data-auth-variant="split"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.15fr) minmax(420px, 1fr)' },
      }}
    >
      <Box
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 6,
          background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.1)} 0%, ${alpha(
            theme.palette.secondary.main,
            0.08,
          )} 100%)`,
        })}
      >
        <AuthIllustration art={art} size={400} />
        <Box sx={{ textAlign: 'center', maxWidth: 440 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {t(`identity.art.${art}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`identity.art.${art}.text`)}</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2.5, sm: 6 },
          py: { xs: 9, sm: 10 },
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ width: '100%', maxWidth }}>
          <Brand />
          {body}
        </Box>
      </Box>
    </Box>
  );
}
