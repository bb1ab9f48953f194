import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExaminerLoad } from '@qc/domain';
import { WEEKDAYS } from '@qc/domain/organisation/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import {
  cleanQuery,
  useAvailability,
  useExaminers,
  useLocalName,
  useTestKindRules,
} from './tests-results-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';

type Window = { weekday: string; startsAt: string; endsAt: string };
/** The organisation's week, Saturday first. */
const WEEK: readonly string[] = Object.keys(WEEKDAYS);

function Availability({ windows }: { windows: Window[] | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  if (!windows) return <>—</>;
  if (windows.length === 0) return <>{t('tests.examiners.anyTime')}</>;
  return (
    <Stack sx={{ gap: 0.25 }}>
      {windows.map((w, i) => (
        <Typography key={i} variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
          {WEEKDAYS[w.weekday as keyof typeof WEEKDAYS]?.[locale] ?? w.weekday}{' '}
          <bdi dir="ltr">
            {f.digits(w.startsAt.slice(0, 5))}–{f.digits(w.endsAt.slice(0, 5))}
          </bdi>
        </Typography>
      ))}
    </Stack>
  );
}

/** The test kinds an examiner is qualified for, as chips. */
function KindChips({ ids, names }: { ids: string[]; names: Map<string, string> }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {ids.map((id) => (
        <Chip key={id} size="small" variant="outlined" label={names.get(id) ?? '…'} />
      ))}
    </Stack>
  );
}

/**
 * Examiners (tester-component): who may examine which kinds, when they are available, and
 * their load (tests scheduled and not yet taken, this week's, results in the last 30 days),
 * busiest first as the server sorts them. Qualifications and windows are edited on the
 * examiner's record (the generic examiners pages).
 */
export function ExaminersScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const localName = useLocalName();
  const canManage = useCan('examiners:update');
  const phone = usePhone();
  const s = useSearchState();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const kinds = useTestKindRules();
  const kindNames = new Map((kinds.data?.items ?? []).map((k) => [k.id, localName(k.name)]));
  const availability = useAvailability(true);
  /** The examiner's windows ([]: any time), once they are loaded. */
  const windowsOf = (x: ExaminerLoad): Window[] | undefined =>
    availability.data
      ? [...(availability.data.get(x.examinerId) ?? [])].sort(
          (a, b) =>
            WEEK.indexOf(a.weekday) - WEEK.indexOf(b.weekday) ||
            a.startsAt.localeCompare(b.startsAt),
        )
      : undefined;
  const list = useExaminers(cleanQuery({ kindId: s.get('kind'), centreId: centre?.id }));
  return (
    <Screen
      actions={
        canManage ? (
          <Button component={RouterLink} to="/r/examiners" variant="outlined">
            {t('tests.examiners.manage')}
          </Button>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('tests.examiners.qualifiedFor')}
          value={s.get('kind')}
          onChange={(e) => s.set({ kind: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('tests.b.all')}</MenuItem>
          {(kinds.data?.items ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {localName(k.name)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '0 1 280px' }}>
          <LookupField
            resource="centres"
            label={t('tests.b.centre')}
            value={centre}
            onChange={setCentre}
            fullWidth
          />
        </Box>
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('tests.examiners.none')} />}
      >
        {({ items }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('tests.count.examiners', items.length)}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(x) => x.examinerId}
              label={t('tests.examiners.table')}
              phone={phone}
              rowTestId="examiner-row"
              columns={[
                {
                  key: 'name',
                  header: t('tests.b.examiner'),
                  cell: (x) => (
                    <>
                      {canManage ? (
                        <Link component={RouterLink} to={`/r/examiners/${x.examinerId}`}>
                          {x.name} <EditOutlined sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                        </Link>
                      ) : (
                        x.name
                      )}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {x.centreName ?? t('tests.examiners.anyCentre')}
                      </Typography>
                    </>
                  ),
                },
                {
                  key: 'kinds',
                  header: t('tests.examiners.qualifiedFor'),
                  cell: (x) => <KindChips ids={x.kindIds} names={kindNames} />,
                },
                {
                  key: 'availability',
                  header: t('tests.examiners.availability'),
                  cell: (x) => <Availability windows={windowsOf(x)} />,
                },
                {
                  key: 'upcoming',
                  header: t('tests.examiners.upcoming'),
                  nowrap: true,
                  cell: (x) => f.number(x.upcoming),
                },
                {
                  key: 'week',
                  header: t('tests.examiners.thisWeek'),
                  nowrap: true,
                  cell: (x) => f.number(x.thisWeek),
                },
                {
                  key: 'last30',
                  header: t('tests.examiners.last30'),
                  nowrap: true,
                  cell: (x) => f.number(x.examinedLast30Days),
                },
              ]}
              card={(x) => (
                <Card variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                    <div>
                      {canManage ? (
                        <Link component={RouterLink} to={`/r/examiners/${x.examinerId}`}>
                          {x.name}
                        </Link>
                      ) : (
                        x.name
                      )}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {x.centreName ?? t('tests.examiners.anyCentre')}
                      </Typography>
                    </div>
                    <KindChips ids={x.kindIds} names={kindNames} />
                    {windowsOf(x) && <Availability windows={windowsOf(x)} />}
                    <Typography variant="body2" color="text.secondary">
                      {t('tests.examiners.upcoming')}: {f.number(x.upcoming)} ·{' '}
                      {t('tests.examiners.thisWeek')}: {f.number(x.thisWeek)} ·{' '}
                      {t('tests.examiners.last30')}: {f.number(x.examinedLast30Days)}
                    </Typography>
                  </CardContent>
                </Card>
              )}
            />
          </>
        )}
      </QueryState>
    </Screen>
  );
}

export default ExaminersScreen;
