import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { MonthField, thisMonth } from '../../app/components/MonthField.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useHours } from './parts.tsx';
import { useCentreTotals } from './staff-api.ts';

const PAGE_SIZE = 25;

/**
 * Work sheets by centre (user-centers-work-sheet-component): for the month, each centre's staff,
 * its sheets by state, those missing, and the hours expected and recorded, with the sessions held.
 */
export function CentreSheetsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const hours = useHours();
  const phone = usePhone();
  const s = useSearchState();
  const month = s.get('month') || thisMonth();
  const list = useCentreTotals({ month, page: s.page, pageSize: PAGE_SIZE });
  return (
    <Screen>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('staff.ui.noSheets')}
        filters={
          <MonthField
            hijriSpan
            size="small"
            label={t('staff.ui.month')}
            value={month}
            onChange={(v) => s.set({ month: v })}
            sx={{ minWidth: 180 }}
          />
        }
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.centreId}
            label={t('staff.ui.centre')}
            phone={phone}
            rowTestId="centre-row"
            columns={[
              {
                key: 'centre',
                header: t('staff.ui.centre'),
                cell: (r) => r.centreName,
                primary: true,
              },
              { key: 'staff', header: t('staff.ui.employees'), cell: (r) => f.number(r.employees) },
              {
                key: 'approved',
                header: t('staff.state.approved'),
                cell: (r) => f.number(r.approved),
              },
              {
                key: 'submitted',
                header: t('staff.state.submitted'),
                cell: (r) => f.number(r.submitted),
              },
              {
                key: 'returned',
                header: t('staff.state.returned'),
                cell: (r) => f.number(r.returned),
              },
              { key: 'draft', header: t('staff.state.draft'), cell: (r) => f.number(r.draft) },
              { key: 'missing', header: t('staff.ui.missing'), cell: (r) => f.number(r.missing) },
              {
                key: 'expected',
                header: t('staff.ui.expected'),
                cell: (r) => hours(r.expectedMinutes),
                nowrap: true,
              },
              {
                key: 'recorded',
                header: t('staff.ui.recorded'),
                cell: (r) => hours(r.recordedMinutes),
                nowrap: true,
              },
              {
                key: 'sessions',
                header: t('staff.ui.sessions'),
                cell: (r) => f.number(r.sessions),
              },
            ]}
          />
        )}
      </ListFrame>
    </Screen>
  );
}

export default CentreSheetsScreen;
