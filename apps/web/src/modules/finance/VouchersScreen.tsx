import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VOUCHER_KINDS, VOUCHER_STATES, type VoucherKind, type VoucherSummary } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useMoney } from '../../app/format/use-money.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { clean, useFinanceFormat, useVouchers } from './finance-api.ts';
import { StateChip, VoucherDialog } from './VoucherDialog.tsx';
import { VoucherForm } from './VoucherForm.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

const PAGE_SIZE = 25;

/**
 * Vouchers (financial-operations, -docs, -payments): the list in the caller's scope, newest
 * first, searchable and filtered by kind and state; a voucher opens with its actions; the
 * accountant drafts new ones. Each route presets the kinds and states it shows.
 */
export function VouchersScreen({
  kinds = [],
  states = [],
}: {
  kinds?: readonly VoucherKind[];
  states?: readonly string[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const phone = usePhone();
  const { name } = useFinanceFormat();
  const money = useMoney();
  const canCreate = useCan('vouchers:create');
  const s = useSearchState();
  const q = useDebounced(s.get('q'), 300);
  const kind = kinds.length ? kinds.join(',') : s.get('kind');
  const state = states.length ? states.join(',') : s.get('state');
  const list = useVouchers(clean({ q: q.trim(), kind, state, page: s.page, pageSize: PAGE_SIZE }));
  const [creating, setCreating] = useState(false);
  const open = s.get('id') || null;
  const cells = (v: VoucherSummary) => ({
    serial: (
      <Link
        component="button"
        onClick={() => s.set({ id: v.id, page: String(s.page) })}
        data-testid="voucher-open"
      >
        <bdi dir="ltr">{f.digits(v.serial ?? '')}</bdi>
      </Link>
    ),
    kind: t(`finance.entry.${v.kind}`),
    date: f.date(v.voucherDate, 'medium'),
    box: (
      <>
        {name(v.boxName)}
        <Typography variant="caption" color="text.secondary" component="div">
          {v.centreName}
        </Typography>
      </>
    ),
    amount: <strong>{money(v.amount, v.currency)}</strong>,
    memo: (
      <>
        {v.memo}
        {v.party && (
          <Typography variant="caption" color="text.secondary" component="div">
            {v.party}
          </Typography>
        )}
      </>
    ),
    state: <StateChip state={v.state} />,
  });
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t('finance.ui.newVoucher')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <SearchField
          size="small"
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
          placeholder={t('finance.ui.search')}
          aria-label={t('finance.ui.search')}
          sx={{ flex: 2 }}
        />
        {kinds.length === 0 && (
          <TextField
            select
            size="small"
            label={t('finance.ui.kind')}
            value={s.get('kind')}
            onChange={(e) => s.set({ kind: e.target.value })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('finance.ui.all')}</MenuItem>
            {VOUCHER_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`finance.entry.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {states.length === 0 && (
          <TextField
            select
            size="small"
            label={t('finance.ui.state')}
            value={s.get('state')}
            onChange={(e) => s.set({ state: e.target.value })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('finance.ui.all')}</MenuItem>
            {VOUCHER_STATES.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`finance.state.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('finance.ui.noVouchers')} />}
      >
        {({ items, total }) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('finance.count.vouchers', total)}
            </Typography>
            <RecordTable
              rows={items}
              rowKey={(v) => v.id}
              label={t('finance.ui.vouchers')}
              phone={phone}
              rowTestId="voucher-row"
              columns={[
                {
                  key: 'serial',
                  header: t('finance.ui.serial'),
                  cell: (v) => cells(v).serial,
                  nowrap: true,
                },
                {
                  key: 'kind',
                  header: t('finance.ui.kind'),
                  cell: (v) => cells(v).kind,
                  nowrap: true,
                },
                {
                  key: 'date',
                  header: t('finance.ui.date'),
                  cell: (v) => cells(v).date,
                  nowrap: true,
                },
                { key: 'box', header: t('finance.ui.box'), cell: (v) => cells(v).box },
                {
                  key: 'amount',
                  header: t('finance.ui.amount'),
                  cell: (v) => cells(v).amount,
                  nowrap: true,
                },
                { key: 'memo', header: t('finance.ui.memo'), cell: (v) => cells(v).memo },
                { key: 'state', header: t('finance.ui.state'), cell: (v) => cells(v).state },
              ]}
              card={(v) => {
                const x = cells(v);
                return (
                  <Card variant="outlined">
                    <CardActionArea onClick={() => s.set({ id: v.id, page: String(s.page) })}>
                      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                          <Typography variant="subtitle2">
                            {x.kind} · <bdi dir="ltr">{f.digits(v.serial ?? '')}</bdi>
                          </Typography>
                          {x.state}
                        </Stack>
                        <Typography variant="body2">{x.amount}</Typography>
                        <Typography variant="body2" color="text.secondary" component="div">
                          {x.date} · {name(v.boxName)}
                        </Typography>
                        <Typography variant="body2" component="div">
                          {x.memo}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                );
              }}
            />
            <ListPager
              page={s.page}
              total={total}
              pageSize={PAGE_SIZE}
              onChange={(p) => s.set({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
      {creating && (
        <VoucherForm
          initialKind={kinds[0] ?? 'receipt'}
          onClose={() => setCreating(false)}
          onSaved={(v) => {
            setCreating(false);
            s.set({ id: v.id });
          }}
        />
      )}
      {open && (
        <VoucherDialog id={open} onClose={() => s.set({ id: null, page: String(s.page) })} />
      )}
    </Screen>
  );
}

export default VouchersScreen;
