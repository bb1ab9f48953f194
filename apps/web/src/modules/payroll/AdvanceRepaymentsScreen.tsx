import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADVANCE_REPAYMENT_METHODS } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { cleanQuery, useRepayments } from './payroll-api.ts';
import { MonthText } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

const PAGE_SIZE = 25;

/**
 * Advance repayments (advance-payments-component): every repayment in the caller's scope,
 * by salary deduction (a posted payroll run) or in cash, newest first. They are never edited.
 */
export function AdvanceRepaymentsScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const phone = usePhone();
  const s = useSearchState();
  const list = useRepayments(
    cleanQuery({
      method: s.get('method'),
      advanceId: s.get('advance'),
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return (
    <Screen>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('payroll.ui.noRepayments')}
        filters={
          <SelectFilter
            label={t('payroll.ui.method')}
            value={s.get('method')}
            onChange={(v) => s.set({ method: v })}
            options={ADVANCE_REPAYMENT_METHODS}
            optionLabel={(m) => t(`payroll.method.${m}`)}
            allLabel={t('payroll.ui.all')}
            sx={{ minWidth: 170 }}
          />
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.id}
            label={t('payroll.ui.repayments')}
            phone={phone}
            rowTestId="repayment-row"
            columns={[
              { key: 'who', header: t('payroll.slip.employee'), cell: (r) => r.employeeName },
              {
                key: 'amount',
                header: t('payroll.slip.amount'),
                cell: (r) => money(r.amount, r.currency),
                nowrap: true,
              },
              {
                key: 'method',
                header: t('payroll.ui.method'),
                cell: (r) => t(`payroll.method.${r.method}`),
              },
              {
                key: 'month',
                header: t('payroll.ui.instalmentMonth'),
                cell: (r) => <MonthText month={r.month} />,
              },
              {
                key: 'on',
                header: t('payroll.ui.paidOn'),
                cell: (r) => <DateText value={r.paidOn} style="medium" />,
                nowrap: true,
              },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.employeeName}</Typography>
                    <Typography>{money(r.amount, r.currency)}</Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t(`payroll.method.${r.method}`)} · <DateText value={r.paidOn} style="medium" />
                  </Typography>
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
    </Screen>
  );
}

export default AdvanceRepaymentsScreen;
