import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@qc/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth, useCan } from '../auth/auth-context.ts';
import type { AuthAssignment } from '../auth/auth-types.ts';
import { ErrorState } from '../components/ErrorState.tsx';
import { useFormat } from '../format/use-format.ts';
import { api } from '../http/client.ts';
import { useLocale } from '../i18n/locale-context.ts';
import { iconOfModule } from '../layouts/parts/module-icons.ts';
import { useNavGroups } from '../layouts/use-nav.ts';
import { shortcutsOf } from '../routes/nav.ts';

/**
 * The tests module's cards (approvals waiting, this week's tests), a chunk of the module
 * loaded only for users who read tests.
 */
const TestsDashboardCards = lazy(() => import('../../modules/tests/TestsDashboardCards.tsx'));
/** The donations card (received this month by fund, pledges at risk, unmatched requests). */
const DonationsDashboardCard = lazy(
  () => import('../../modules/donations/DonationsDashboardCard.tsx'),
);

type Colour = 'primary' | 'secondary' | 'info' | 'warning' | 'success';

function Stat({
  icon: Icon,
  colour,
  label,
  value,
  caption,
  loading,
}: {
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  colour: Colour;
  label: string;
  value: string;
  caption?: ReactNode;
  loading: boolean;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Avatar
          variant="rounded"
          sx={{
            width: 46,
            height: 46,
            borderRadius: 2.5,
            color: `${colour}.main`,
            bgcolor: (th) =>
              alpha(th.palette[colour].main, th.palette.mode === 'dark' ? 0.22 : 0.12),
          }}
        >
          <Icon />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ mt: 0.5, fontWeight: 700 }}
            data-testid={`figure-${label}`}
          >
            {loading ? <Skeleton width={64} /> : value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {caption}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function scopeLine(
  a: AuthAssignment | undefined,
  t: (k: string, o?: Record<string, unknown>) => string,
) {
  if (!a) return t('shell.dashboard.scope.none');
  switch (a.scopeLevel) {
    case 'organisation':
      return t('shell.dashboard.scope.organisation');
    case 'country':
      return t('shell.dashboard.scope.country', { name: a.countryName ?? '' });
    case 'centre':
      return t('shell.dashboard.scope.centre', { name: a.centreName ?? '' });
    case 'ring':
      return t('shell.dashboard.scope.ring', { name: a.ringName ?? '' });
    default:
      return t('shell.dashboard.scope.own');
  }
}

function WelcomeArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 150"
      aria-hidden="true"
      sx={{
        width: { xs: 140, md: 190 },
        flexShrink: 0,
        color: 'primary.main',
        display: { xs: 'none', sm: 'block' },
      }}
    >
      <circle cx="150" cy="40" r="26" fill="currentColor" opacity="0.1" />
      <rect x="30" y="112" width="150" height="10" rx="5" fill="currentColor" opacity="0.12" />
      <path
        d="M100 50c-16-11-38-14-62-11v64c24-3 46 0 62 11V50Z"
        fill="currentColor"
        opacity="0.85"
      />
      <path
        d="M100 50c16-11 38-14 62-11v64c-24-3-46 0-62 11V50Z"
        fill="currentColor"
        opacity="0.55"
      />
      <path
        d="M50 58c14-1 27 1 38 6M50 72c14-1 27 1 38 6M50 86c14-1 27 1 38 6"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.8"
      />
      <path
        d="M112 64c11-5 24-7 38-6M112 78c11-5 24-7 38-6M112 92c11-5 24-7 38-6"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.8"
      />
      <path d="M150 26l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="currentColor" />
    </Box>
  );
}

/**
 * The home dashboard (/): a welcome with today's date in the user's calendar, the user's
 * figures for their scope (the server counts them inside the scope of each permission), and
 * quick access to the screens they may open.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const { user, assignments } = useAuth();
  const groups = useNavGroups();
  const canReadTests = useCan('tests:read');
  const canReadDonations = useCan('donations:read');
  // Attendance is figured only for those who may read it: to others (an examiner) an empty
  // figure would say that none was taken.
  const canReadAttendance = useCan('attendance:read');
  const summary = useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => api.get<DashboardSummary>('/dashboard/summary'),
  });
  const s = summary.data;
  const loading = summary.isPending;
  const n = (v: number | undefined) => (v === undefined ? '' : f.number(v));
  // Today on the user's clock (toISOString would give the UTC date: yesterday just after
  // midnight east of Greenwich).
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  // Quick access: the screens marked as shortcuts first, then the first screen of each module,
  // so the six tiles span the user's modules rather than repeat the first one.
  const quick = [
    ...new Map(
      [
        ...shortcutsOf(groups),
        ...groups.flatMap((g) => g.items.slice(0, 1)),
        ...groups.flatMap((g) => g.items),
      ]
        .filter((i) => i.path !== '/')
        .map((i) => [i.path, i] as const),
    ).values(),
  ].slice(0, 6);
  const activeShare = s && s.students > 0 ? f.percent(s.activeStudents / s.students) : null;
  const rate = s?.attendanceRate ?? null;

  if (summary.isError)
    return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(12, 1fr)' } }}
    >
      <Card
        sx={{
          gridColumn: { md: canReadAttendance ? 'span 8' : 'span 12' },
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, minHeight: 190 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {t('shell.dashboard.welcome', { name: user?.displayName ?? '' })}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="dashboard-today">
              {t('shell.dashboard.today', { date: f.date(today, 'full') })}
            </Typography>
            <Typography color="text.secondary" data-testid="dashboard-scope">
              {scopeLine(assignments[0], t)}
            </Typography>
            {assignments.length > 0 && (
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
                aria-label={t('shell.dashboard.roles')}
              >
                {assignments.map((a) => (
                  <Chip
                    key={a.id}
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={a.roleName[locale]}
                  />
                ))}
              </Box>
            )}
          </Box>
          <WelcomeArt />
        </CardContent>
      </Card>

      {canReadAttendance && (
        <Card sx={{ gridColumn: { md: 'span 4' } }}>
          <CardHeader title={t('shell.dashboard.attendanceRate')} />
          <CardContent sx={{ pt: 1, display: 'flex', alignItems: 'center', gap: 3 }}>
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress
                variant="determinate"
                value={100}
                size={104}
                thickness={5}
                sx={{ color: (th) => alpha(th.palette.success.main, 0.15), position: 'absolute' }}
                aria-hidden="true"
              />
              <CircularProgress
                variant="determinate"
                value={rate ?? 0}
                size={104}
                thickness={5}
                color="success"
                aria-label={t('shell.dashboard.attendanceRate')}
                sx={{ '& circle': { strokeLinecap: 'round' } }}
              />
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                  {loading ? '' : rate === null ? '—' : f.percent(rate / 100, 1)}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {rate === null && !loading
                ? t('shell.dashboard.attendanceNone')
                : t('shell.dashboard.attendanceHint')}
            </Typography>
          </CardContent>
        </Card>
      )}

      <Box sx={{ gridColumn: { md: 'span 3' } }}>
        <Stat
          icon={SchoolOutlined}
          colour="primary"
          label={t('shell.dashboard.students')}
          value={n(s?.students)}
          loading={loading}
          caption={
            activeShare ? t('shell.dashboard.activeShare', { percent: activeShare }) : undefined
          }
        />
      </Box>
      <Box sx={{ gridColumn: { md: 'span 3' } }}>
        <Stat
          icon={MenuBookOutlined}
          colour="secondary"
          label={t('shell.dashboard.rings')}
          value={n(s?.rings)}
          loading={loading}
        />
      </Box>
      <Box sx={{ gridColumn: { md: 'span 3' } }}>
        <Stat
          icon={BadgeOutlined}
          colour="info"
          label={t('shell.dashboard.teachers')}
          value={n(s?.teachers)}
          loading={loading}
        />
      </Box>
      <Box sx={{ gridColumn: { md: 'span 3' } }}>
        {s && s.countries > 1 ? (
          <Stat
            icon={PublicOutlined}
            colour="warning"
            label={t('shell.dashboard.countries')}
            value={n(s.countries)}
            loading={loading}
            caption={`${t('shell.dashboard.centres')}: ${n(s.centres)}`}
          />
        ) : (
          <Stat
            icon={ApartmentOutlined}
            colour="warning"
            label={t('shell.dashboard.centres')}
            value={n(s?.centres)}
            loading={loading}
          />
        )}
      </Box>

      <Card sx={{ gridColumn: { md: 'span 5' } }}>
        <CardHeader title={t('shell.dashboard.learning')} />
        <CardContent sx={{ pt: 1, display: 'grid', gap: 3 }}>
          {[
            {
              icon: RecordVoiceOverOutlined,
              label: t('shell.dashboard.readingsThisWeek'),
              value: s?.readingsThisWeek,
              colour: 'primary' as const,
            },
            {
              icon: AutoStoriesOutlined,
              label: t('shell.dashboard.pagesThisMonth'),
              value: s?.pagesThisMonth,
              colour: 'secondary' as const,
            },
          ].map((row) => (
            <Box key={row.label} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar
                variant="rounded"
                sx={{
                  borderRadius: 2,
                  color: `${row.colour}.main`,
                  bgcolor: (th) => alpha(th.palette[row.colour].main, 0.12),
                }}
              >
                <row.icon />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {row.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {s && s.activeStudents > 0 && row.value !== undefined
                    ? t('shell.dashboard.perStudent', {
                        value: f.number(row.value / s.activeStudents, { maximumFractionDigits: 1 }),
                      })
                    : '\u00a0'}
                </Typography>
              </Box>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontWeight: 700, minWidth: 56, textAlign: 'end' }}
              >
                {loading ? <Skeleton width={40} /> : n(row.value)}
              </Typography>
            </Box>
          ))}
        </CardContent>
      </Card>

      <Card sx={{ gridColumn: { md: 'span 7' } }}>
        <CardHeader title={t('shell.dashboard.shortcuts')} />
        <CardContent sx={{ pt: 1 }}>
          {quick.length === 0 ? (
            <Typography color="text.secondary">{t('shell.shortcuts.empty')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
              }}
            >
              {quick.map((item) => {
                const Icon = item.icon ?? iconOfModule(item.module);
                return (
                  <ButtonBase
                    key={item.path}
                    component={RouterLink}
                    to={item.to}
                    sx={{
                      justifyContent: 'flex-start',
                      minWidth: 0,
                      gap: 1.5,
                      p: 1.5,
                      borderRadius: 2,
                      border: (th) => `1px solid ${th.palette.divider}`,
                      textAlign: 'start',
                      '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
                    }}
                  >
                    <Avatar
                      variant="rounded"
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: 2,
                        color: 'primary.main',
                        bgcolor: (th) => alpha(th.palette.primary.main, 0.1),
                      }}
                    >
                      <Icon fontSize="small" />
                    </Avatar>
                    {/* Whole labels, on two lines if need be: an ellipsis hid which screen it was. */}
                    <Box sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 600, lineHeight: 1.35 }}
                        data-testid="quick-label"
                      >
                        {t(item.titleKey, { defaultValue: item.path })}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t(`module.${item.module}`)}
                      </Typography>
                    </Box>
                  </ButtonBase>
                );
              })}
            </Box>
          )}
        </CardContent>
      </Card>

      {canReadTests && (
        <Suspense fallback={null}>
          <TestsDashboardCards />
        </Suspense>
      )}
      {canReadDonations && (
        <Suspense fallback={null}>
          <DonationsDashboardCard />
        </Suspense>
      )}
    </Box>
  );
}

export default DashboardPage;
