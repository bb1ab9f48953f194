import Checkbox from '@mui/material/Checkbox';
import type { WorkSheetRow } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../app/components/RecordTable.tsx';
import { MonthText } from '../../app/components/MonthField.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { SheetStateChip, useHours } from './parts.tsx';

/** A page of work sheets: a table on a desktop, cards on a phone; a row opens the sheet. */
export function SheetsTable({
  rows,
  onOpen,
  selected,
  onSelect,
}: {
  rows: readonly WorkSheetRow[];
  onOpen(row: WorkSheetRow): void;
  selected?: ReadonlySet<string>;
  onSelect?: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const hours = useHours();
  const phone = usePhone();
  const pick: RecordColumn<WorkSheetRow>[] =
    selected && onSelect
      ? [
          {
            key: 'pick',
            header: '',
            cell: (r) => (
              <Checkbox
                size="small"
                checked={selected.has(r.id)}
                onClick={(e) => e.stopPropagation()}
                onChange={(e) => onSelect(r.id, e.target.checked)}
                slotProps={{ input: { 'aria-label': r.employeeName } }}
              />
            ),
          },
        ]
      : [];
  return (
    <RecordTable
      rows={rows}
      rowKey={(r) => r.id}
      label={t('staff.ui.mySheet')}
      phone={phone}
      rowTestId="sheet-row"
      onOpen={onOpen}
      columns={[
        ...pick,
        {
          key: 'who',
          header: t('staff.ui.employee'),
          cell: (r) => r.employeeName,
          primary: true,
        },
        { key: 'centre', header: t('staff.ui.centre'), cell: (r) => r.centreName ?? '' },
        { key: 'month', header: t('staff.ui.month'), cell: (r) => <MonthText month={r.month} /> },
        {
          key: 'state',
          header: t('staff.ui.state'),
          cell: (r) => <SheetStateChip state={r.state} />,
        },
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
        { key: 'sessions', header: t('staff.ui.sessions'), cell: (r) => f.number(r.sessions) },
        {
          key: 'deviations',
          header: t('staff.ui.deviations'),
          cell: (r) => f.number(r.deviations),
        },
      ]}
    />
  );
}
