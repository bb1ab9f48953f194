import EventRepeat from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { STUDENT_MONEY_GROUPS, type StudentMoneyGroup } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { cleanQuery, useGenerateMonth, useMoneySummary } from './payroll-api.ts';
import { FormDialog, MonthField, thisMonth } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { TotalsLine } from './StudentMoneyScreen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';

const PAGE_SIZE = 25;

function GenerateDialog({ onClose, onDone }: { onClose(): void; onDone(text: string): void }) {
  const { t } = useTranslation();
  const generate = useGenerateMonth();
  const [month, setMonth] = useState(thisMonth());
  const [centre, setCentre] = useState<LookupItem | null>(null);
  return (
    <FormDialog
      title={t('payroll.ui.generateTitle')}
      submitLabel={t('payroll.ui.generate')}
      canSubmit={!!month}
      onClose={onClose}
      onSubmit={async () => {
        const r = await generate.mutateAsync({ month, ...(centre ? { centreId: centre.id } : {}) });
        onDone(
          t('payroll.ui.generated', { fees: r.fees, stipends: r.stipends, skipped: r.skipped }),
        );
      }}
    >
      {(err) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('payroll.ui.generateHelp')}
          </Typography>
          <MonthField
            name="month"
            label={t('payroll.ui.month')}
            value={month}
            onChange={setMonth}
            error={err('month')}
          />
          <LookupField
            resource="centres"
            label={t('payroll.ui.centreOptional')}
            value={centre}
            onChange={setCentre}
            size="medium"
            fullWidth
          />
        </>
      )}
    </FormDialog>
  );
}

/**
 * The money of all students (financial-all-students-money): fees charged, paid and outstanding
 * and stipends, per centre, ring or student of the caller's scope, counted by the server over
 * every row; the month's fees and stipends generated in one action.
 */
export function AllStudentsMoneyScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = usePhone();
  const navigate = useNavigate();
  const s = useSearchState();
  const canGenerate = useCan('student-money:create');
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const group = (
    (STUDENT_MONEY_GROUPS as readonly string[]).includes(s.get('by')) ? s.get('by') : 'centre'
  ) as StudentMoneyGroup;
  const q = useDebounced(s.get('q'), 300);
  const list = useMoneySummary(
    cleanQuery({
      groupBy: group,
      q: q.trim(),
      month: s.get('month'),
      centreId: s.get('centre'),
      ringId: s.get('ring'),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const open = (key: string) => {
    if (group === 'student') void navigate(`/financial-students-money?student=${key}`);
    else if (group === 'ring') s.set({ by: 'student', ring: key });
    else s.set({ by: 'ring', centre: key });
  };
  return (
    <Screen
      actions={
        canGenerate ? (
          <Button
            variant="contained"
            startIcon={<EventRepeat />}
            onClick={() => setGenerating(true)}
          >
            {t('payroll.ui.generate')}
          </Button>
        ) : null
      }
    >
      <Tabs
        value={group}
        onChange={(_, v: string) => s.set({ by: v })}
        variant="scrollable"
        sx={{ mb: 1 }}
      >
        {STUDENT_MONEY_GROUPS.map((g) => (
          <Tab key={g} value={g} label={t(`payroll.group.${g}`)} />
        ))}
      </Tabs>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('payroll.ui.noCharges')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('payroll.ui.searchName')}
              aria-label={t('payroll.ui.searchName')}
              sx={{ flex: '2 1 200px' }}
            />
            <MonthField
              size="small"
              label={t('payroll.ui.month')}
              value={s.get('month')}
              onChange={(v) => s.set({ month: v })}
            />
          </>
        }
        notice={
          notice && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )
        }
      >
        {({ items, totals }) => (
          <>
            <TotalsLine totals={totals} />
            <RecordTable
              rows={items}
              rowKey={(r) => `${r.key}:${r.currency}`}
              label={t('payroll.ui.summary')}
              phone={phone}
              rowTestId="money-row"
              columns={[
                {
                  key: 'name',
                  header: t(`payroll.group.${group}`),
                  cell: (r) => (
                    <Button size="small" onClick={() => open(r.key)}>
                      {r.name || '—'}
                    </Button>
                  ),
                },
                {
                  key: 'fees',
                  header: t('payroll.ui.fees'),
                  cell: (r) => money(r.fees, r.currency),
                  nowrap: true,
                },
                {
                  key: 'paid',
                  header: t('payroll.ui.paid'),
                  cell: (r) => money(r.feesPaid, r.currency),
                  nowrap: true,
                },
                {
                  key: 'left',
                  header: t('payroll.ui.outstanding'),
                  cell: (r) => <b>{money(r.outstanding, r.currency)}</b>,
                  nowrap: true,
                },
                {
                  key: 'stipends',
                  header: t('payroll.ui.stipends'),
                  cell: (r) =>
                    `${money(r.stipendsPaid, r.currency)} / ${money(r.stipends, r.currency)}`,
                  nowrap: true,
                },
              ]}
              card={(r) => (
                <Card variant="outlined" onClick={() => open(r.key)} sx={{ cursor: 'pointer' }}>
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.name || '—'}</Typography>
                    <Typography variant="body2">
                      {t('payroll.ui.paid')}: {money(r.feesPaid, r.currency)} /{' '}
                      {money(r.fees, r.currency)}
                    </Typography>
                    <Typography variant="body2" color="warning.main">
                      {t('payroll.ui.outstanding')}: {money(r.outstanding, r.currency)}
                    </Typography>
                  </CardContent>
                </Card>
              )}
            />
          </>
        )}
      </ListFrame>
      {generating && <GenerateDialog onClose={() => setGenerating(false)} onDone={setNotice} />}
    </Screen>
  );
}

export default AllStudentsMoneyScreen;
