import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BoxBalance } from '@qc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { readAmount } from '../../app/forms/amount.ts';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { isoDay } from '../../resources/kinds/inputs/date-value.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { clean, closeBox, useBalances, useFinanceFormat, useFinanceWrite } from './finance-api.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Counting the box at the end of a day: the book, the counted cash, the difference posted. */
function CloseDialog({ box, onClose }: { box: BoxBalance; onClose(): void }) {
  const { t } = useTranslation();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const [date, setDate] = useState<string | null>(today());
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<{ fields: Record<string, string>; message: string } | null>(
    null,
  );
  const close = useFinanceWrite((body: unknown) => closeBox(box.box.id, body));
  const minor = readAmount(counted, box.box.currency, { allowZero: true }).minor;
  const submit = async () => {
    setError(null);
    try {
      await close.mutateAsync({ closeDate: date, counted: minor ?? undefined });
      onClose();
    } catch (e) {
      setError(problemsOf(e, t('errors.internal')));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {t('finance.ui.close')} — {name(box.box.name)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DateField
            name="closeDate"
            label={t('finance.ui.date')}
            required
            value={date}
            onChange={setDate}
            error={error?.fields.closeDate}
          />
          <Typography variant="body2">
            {t('finance.ui.book')}: {money(box.balance, box.box.currency)}
          </Typography>
          <MoneyField
            required
            name="counted"
            label={`${t('finance.ui.counted')} ${box.box.currency}`}
            value={counted}
            onChange={setCounted}
            currency={box.box.currency}
            showCurrency={false}
            options={{ allowZero: true }}
            error={error?.fields.counted}
          />
          {minor !== null && (
            <Typography
              variant="body2"
              color={minor === box.balance ? 'success.main' : 'warning.main'}
            >
              {t('finance.ui.difference')}: {money(minor - box.balance, box.box.currency)}
            </Typography>
          )}
          {error && Object.keys(error.fields).length === 0 && (
            <Alert severity="error">{error.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('finance.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={minor === null || close.isPending}
          onClick={() => void submit()}
        >
          {t('finance.ui.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Balances (finance-balances): every box and bank of the caller's scope at a date, split by
 * fund, and each fund's money (how much zakat is left), converted into one currency at that
 * day's rates when asked; the daily close of a box.
 */
export function BalancesScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const { intl } = useLocale();
  // A list as the user's language writes it ("USD, TRY" / "USD، وTRY" / "USD et TRY").
  const list = useMemo(() => new Intl.ListFormat(intl, { style: 'short', type: 'unit' }), [intl]);
  const canClose = useCan('vouchers:post');
  const s = useSearchState();
  const at = isoDay(s.get('at'));
  const convertTo = s.get('convertTo');
  const balances = useBalances(clean({ at, convertTo }));
  const [closing, setClosing] = useState<BoxBalance | null>(null);
  return (
    <Screen>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <DateField
          name="at"
          label={t('finance.ui.at')}
          value={s.get('at') || null}
          onChange={(v) => s.set({ at: v })}
          size="small"
          compact
        />
        <TextField
          select
          size="small"
          label={t('finance.ui.convertTo')}
          value={convertTo}
          onChange={(e) => s.set({ convertTo: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('finance.ui.noConversion')}</MenuItem>
          {['USD', 'TRY', 'SAR', 'EUR'].map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryState
        query={balances}
        isEmpty={(d) => d.boxes.length === 0}
        empty={<EmptyState title={t('finance.ui.noBoxes')} />}
      >
        {(d) => (
          <Stack spacing={3}>
            {d.missingRates.length > 0 && (
              <Alert severity="warning">
                {t('finance.ui.missingRates', { currencies: list.format(d.missingRates) })}
              </Alert>
            )}
            <section>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('finance.ui.boxes')}
              </Typography>
              <Grid container spacing={2}>
                {d.boxes.map((b) => (
                  <Grid key={b.box.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Card variant="outlined" data-testid="box-balance">
                      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                        <Typography variant="subtitle1">{name(b.box.name)}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {b.box.centreName} · {t(`finance.role.${b.box.role}`)}
                        </Typography>
                        <Typography variant="h5" component="p">
                          {money(b.balance, b.box.currency)}
                        </Typography>
                        {b.converted !== null && d.convertTo && (
                          <Typography variant="body2" color="text.secondary">
                            {t('finance.ui.converted')}: {money(b.converted, d.convertTo)}
                          </Typography>
                        )}
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                          {b.funds.map((x) => (
                            <Chip
                              key={x.fundId}
                              size="small"
                              variant="outlined"
                              label={`${name(x.name)}: ${money(x.balance, b.box.currency)}`}
                            />
                          ))}
                        </Stack>
                        {b.lastClose && (
                          <Typography variant="caption" color="text.secondary">
                            {t('finance.ui.lastClose', {
                              date: f.date(b.lastClose.closeDate, 'medium'),
                              difference: money(b.lastClose.difference, b.box.currency),
                            })}
                          </Typography>
                        )}
                        {canClose && b.box.role === 'cash_box' && (
                          <div>
                            <Button size="small" onClick={() => setClosing(b)}>
                              {t('finance.ui.close')}
                            </Button>
                          </div>
                        )}
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </section>
            <section>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('finance.ui.funds')}
              </Typography>
              <Grid container spacing={2}>
                {d.funds
                  .filter((x) => x.perCurrency.length > 0)
                  .map((x) => (
                    <Grid key={x.fund.id} size={{ xs: 12, sm: 6, md: 3 }}>
                      <Card variant="outlined" data-testid="fund-balance">
                        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                          <Typography variant="subtitle1">{name(x.fund.name)}</Typography>
                          {x.perCurrency.map((c) => (
                            <Typography key={c.currency} variant="h6" component="p">
                              {money(c.balance, c.currency)}
                            </Typography>
                          ))}
                          {x.converted !== null && d.convertTo && (
                            <Typography variant="body2" color="text.secondary">
                              {t('finance.ui.converted')}: {money(x.converted, d.convertTo)}
                            </Typography>
                          )}
                        </CardContent>
                      </Card>
                    </Grid>
                  ))}
              </Grid>
            </section>
          </Stack>
        )}
      </QueryState>
      {closing && <CloseDialog box={closing} onClose={() => setClosing(null)} />}
    </Screen>
  );
}

export default BalancesScreen;
