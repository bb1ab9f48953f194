import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FINANCE_API, periodCloseInput } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { api } from '../../app/http/client.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { isoDay } from '../../resources/kinds/inputs/date-value.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { MonthField } from '../../app/components/MonthField.tsx';
import {
  clean,
  closePeriod,
  path,
  useFinanceFormat,
  useFinanceOptions,
  useFinanceWrite,
  useJournal,
  useStatement,
  useTrialBalance,
} from './finance-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

const PAGE_SIZE = 25;
const TABS = ['statement', 'trial', 'journal'] as const;

function Dates({ s, keys }: { s: ReturnType<typeof useSearchState>; keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {keys.map((k) => (
        <DateField
          key={k}
          name={k}
          label={t(`finance.ui.${k}`)}
          value={s.get(k) || null}
          onChange={(v) => s.set({ [k]: v })}
          size="small"
          compact
        />
      ))}
    </>
  );
}

/** An account's statement with its running balance, a page at a time. */
function StatementTab({ s }: { s: ReturnType<typeof useSearchState> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const canExport = useCan('finance:export');
  const options = useFinanceOptions();
  const accountId = s.get('account');
  const q = clean({
    accountId,
    from: isoDay(s.get('from')),
    to: isoDay(s.get('to')),
    page: s.page,
    pageSize: PAGE_SIZE,
  });
  const st = useStatement(q, !!accountId);
  const [error, setError] = useState<string | null>(null);
  const accounts = [
    ...(options.data?.boxes ?? []).map((b) => ({
      id: b.id,
      label: `${name(b.name)} — ${b.currency}`,
    })),
    ...[...(options.data?.income ?? []), ...(options.data?.expense ?? [])]
      .filter((a, i, all) => all.findIndex((x) => x.id === a.id) === i)
      .map((a) => ({ id: a.id, label: `${a.code} ${name(a.name)}` })),
  ];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('finance.ui.ledgerAccount')}
          value={accountId}
          onChange={(e) => s.set({ account: e.target.value })}
          sx={{ minWidth: 240 }}
          name="account"
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        <Dates s={s} keys={['from', 'to']} />
        {canExport && accountId && (
          <Button
            startIcon={<FileDownloadOutlined />}
            onClick={() =>
              void api
                .download(path(FINANCE_API.statementExport), 'statement.xlsx', { query: q })
                .catch((e: unknown) => setError(problemsOf(e, t('errors.internal')).message))
            }
          >
            {t('finance.ui.export')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!accountId ? (
        <EmptyState title={t('finance.ui.chooseAccount')} />
      ) : (
        <QueryState
          query={st}
          isEmpty={(d) => d.items.length === 0 && d.opening.length === 0}
          empty={<EmptyState title={t('finance.ui.noLines')} />}
        >
          {(d) => (
            <>
              {d.opening.map((o) => (
                <Typography key={o.currency} variant="body2" sx={{ mb: 1 }}>
                  {t('finance.ui.opening')}: {money(o.balance, o.currency)}
                </Typography>
              ))}
              <RecordTable
                rows={d.items}
                rowKey={(l) => `${l.entryId}-${l.debit}-${l.credit}-${l.balance}`}
                label={t('finance.ui.statement')}
                phone={phone}
                rowTestId="statement-line"
                columns={[
                  {
                    key: 'date',
                    header: t('finance.ui.date'),
                    cell: (l) => f.date(l.entryDate, 'medium'),
                    nowrap: true,
                  },
                  {
                    key: 'number',
                    header: t('finance.ui.entryNumber'),
                    cell: (l) => f.digits(l.number),
                  },
                  {
                    key: 'memo',
                    header: t('finance.ui.memo'),
                    cell: (l) => `${t(`finance.entry.${l.kind}`)} — ${l.memo}`,
                  },
                  { key: 'fund', header: t('finance.ui.fund'), cell: (l) => name(l.fundName) },
                  {
                    key: 'debit',
                    header: t('finance.ui.debit'),
                    cell: (l) => (l.debit ? money(l.debit, l.currency) : ''),
                    nowrap: true,
                  },
                  {
                    key: 'credit',
                    header: t('finance.ui.credit'),
                    cell: (l) => (l.credit ? money(l.credit, l.currency) : ''),
                    nowrap: true,
                  },
                  {
                    key: 'balance',
                    header: t('finance.ui.balance'),
                    cell: (l) => <strong>{money(l.balance, l.currency)}</strong>,
                    nowrap: true,
                  },
                ]}
                card={(l) => (
                  <Card variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                      <Typography variant="body2" color="text.secondary">
                        {f.date(l.entryDate, 'medium')} · {f.digits(l.number)}
                      </Typography>
                      <Typography variant="body2">{l.memo}</Typography>
                      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                        <span>
                          {l.debit
                            ? `+${money(l.debit, l.currency)}`
                            : `-${money(l.credit, l.currency)}`}
                        </span>
                        <strong>{money(l.balance, l.currency)}</strong>
                      </Stack>
                    </CardContent>
                  </Card>
                )}
              />
              <ListPager
                page={s.page}
                total={d.total}
                pageSize={PAGE_SIZE}
                onChange={(p) => s.set({ page: String(p) })}
              />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

/** The trial balance at a date: every account's debit or credit balance, per currency. */
function TrialTab({ s }: { s: ReturnType<typeof useSearchState> }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const canExport = useCan('finance:export');
  const q = clean({ at: isoDay(s.get('at')) });
  const tb = useTrialBalance(q);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Dates s={s} keys={['at']} />
        {canExport && (
          <Button
            startIcon={<FileDownloadOutlined />}
            onClick={() =>
              void api.download(path(FINANCE_API.trialBalanceExport), 'trial-balance.xlsx', {
                query: q,
              })
            }
          >
            {t('finance.ui.export')}
          </Button>
        )}
      </Stack>
      <QueryState
        query={tb}
        isEmpty={(d) => d.rows.length === 0}
        empty={<EmptyState title={t('finance.ui.noLines')} />}
      >
        {(d) => (
          <>
            <RecordTable
              rows={d.rows}
              rowKey={(r) => `${r.accountId}-${r.currency}`}
              label={t('finance.ui.trialBalance')}
              phone={phone}
              rowTestId="trial-row"
              columns={[
                { key: 'code', header: t('finance.ui.code'), cell: (r) => r.code },
                { key: 'name', header: t('finance.ui.ledgerAccount'), cell: (r) => name(r.name) },
                {
                  key: 'kind',
                  header: t('finance.ui.kind'),
                  cell: (r) => t(`finance.kind.${r.kind}`),
                },
                {
                  key: 'debit',
                  header: t('finance.ui.debit'),
                  cell: (r) => (r.debit ? money(r.debit, r.currency) : ''),
                  nowrap: true,
                },
                {
                  key: 'credit',
                  header: t('finance.ui.credit'),
                  cell: (r) => (r.credit ? money(r.credit, r.currency) : ''),
                  nowrap: true,
                },
              ]}
              card={(r) => (
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="body2">
                      {r.code} {name(r.name)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {r.debit
                        ? `${t('finance.ui.debit')} ${money(r.debit, r.currency)}`
                        : `${t('finance.ui.credit')} ${money(r.credit, r.currency)}`}
                    </Typography>
                  </CardContent>
                </Card>
              )}
            />
            {d.totals.map((x) => (
              <Typography
                key={x.currency}
                variant="subtitle2"
                sx={{ mt: 1 }}
                data-testid="trial-total"
              >
                {t('finance.ui.total')} {x.currency}: {t('finance.ui.debit')}{' '}
                {money(x.debit, x.currency)} · {t('finance.ui.credit')}{' '}
                {money(x.credit, x.currency)}
              </Typography>
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}

/** The journal: entries newest first with their lines; reversals point at what they undo. */
function JournalTab({ s }: { s: ReturnType<typeof useSearchState> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const journal = useJournal(
    clean({
      from: isoDay(s.get('from')),
      to: isoDay(s.get('to')),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Dates s={s} keys={['from', 'to']} />
      </Stack>
      <QueryState
        query={journal}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('finance.ui.noLines')} />}
      >
        {(d) => (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {count('finance.count.entries', d.total)}
            </Typography>
            {d.items.map((e) => (
              <Card key={e.id} variant="outlined" data-testid="journal-entry">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="subtitle2">
                    {f.digits(e.number)} · {f.date(e.entryDate, 'medium')} ·{' '}
                    {t(`finance.entry.${e.kind}`)}
                  </Typography>
                  <Typography variant="body2">{e.memo}</Typography>
                  {e.reversesNumber && (
                    <Typography variant="caption">
                      {t('finance.ui.reverses', { n: f.digits(e.reversesNumber) })}
                    </Typography>
                  )}
                  {e.reversedByNumber && (
                    <Typography variant="caption" color="error">
                      {t('finance.ui.reversedBy', { n: f.digits(e.reversedByNumber) })}
                    </Typography>
                  )}
                  {e.lines.map((l, i) => (
                    <Stack key={i} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2" color="text.secondary">
                        {l.accountCode} {name(l.accountName)} · {name(l.fundName)}
                      </Typography>
                      <Typography variant="body2">
                        {l.debit
                          ? `${t('finance.ui.debit')} ${money(l.debit, l.currency)}`
                          : `${t('finance.ui.credit')} ${money(l.credit, l.currency)}`}
                      </Typography>
                    </Stack>
                  ))}
                </CardContent>
              </Card>
            ))}
            <ListPager
              page={s.page}
              total={d.total}
              pageSize={PAGE_SIZE}
              onChange={(p) => s.set({ page: String(p) })}
            />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

/** The month before this one (what is usually closed). */
const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/**
 * Closes an accounting month for good (`finance-settings:update`): nothing posts into it
 * afterwards and it never reopens, so the dialog says so and asks before sending.
 */
function ClosePeriod() {
  const { t } = useTranslation();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(lastMonth());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useFinanceWrite(closePeriod);
  const confirm = async () => {
    setError(null);
    if (!periodCloseInput.safeParse({ month }).success) {
      setError(t('validation.invalid'));
      return;
    }
    try {
      await save.mutateAsync({ month });
      setDone(month);
      setOpen(false);
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')).message);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
          {t('finance.ui.closeMonth')}
        </Button>
        {done && (
          <Alert severity="success" onClose={() => setDone(null)}>
            {t('finance.ui.monthClosed', { month: f.digits(done) })}
          </Alert>
        )}
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('finance.ui.closeMonth')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <MonthField
              name="month"
              label={t('finance.ui.month')}
              value={month}
              onChange={setMonth}
            />
            <Alert severity="warning">{t('finance.ui.closeMonthWarning')}</Alert>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('finance.ui.cancel')}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={save.isPending || !month}
            onClick={() => void confirm()}
          >
            {t('finance.ui.closeMonthConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The ledger table (financial-table): account statements, the trial balance and the journal. */
export function LedgerScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const canClosePeriod = useCan('finance-settings:update');
  const tab = (TABS as readonly string[]).includes(s.get('tab')) ? s.get('tab') : 'statement';
  return (
    <Screen>
      {canClosePeriod && <ClosePeriod />}
      <Tabs
        value={tab}
        onChange={(_e, v: string) => s.set({ tab: v, from: null, to: null, at: null })}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        <Tab value="statement" label={t('finance.ui.statement')} />
        <Tab value="trial" label={t('finance.ui.trialBalance')} />
        <Tab value="journal" label={t('finance.ui.journal')} />
      </Tabs>
      {tab === 'statement' && <StatementTab s={s} />}
      {tab === 'trial' && <TrialTab s={s} />}
      {tab === 'journal' && <JournalTab s={s} />}
    </Screen>
  );
}

export default LedgerScreen;
