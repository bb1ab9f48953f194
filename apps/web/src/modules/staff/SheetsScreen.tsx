import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { WORK_SHEET_STATES } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { MonthField, thisMonth } from '../../app/components/MonthField.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { useCan } from '../../app/auth/auth-context.ts';
import { SheetDialog } from './parts.tsx';
import { SheetsTable } from './SheetsTable.tsx';
import { downloadSheets, useSheets } from './staff-api.ts';
import { Completeness } from './Completeness.tsx';

const PAGE_SIZE = 25;

/**
 * Work sheets of the people one manages (users-work-sheet-component), in any state; with `all`,
 * the organisation's or a country's for HR (all-users-work-sheet-component): the month's
 * completeness above the list and the Excel export.
 */
export function SheetsScreen({ all = false }: { all?: boolean }) {
  const { t } = useTranslation();
  const s = useSearchState();
  const canExport = useCan('work-sheets:export');
  const month = s.get('month') || thisMonth();
  const query = {
    month,
    state: s.get('state') || undefined,
    q: s.get('q') || undefined,
    page: s.page,
    pageSize: PAGE_SIZE,
  };
  const list = useSheets(query);
  const [open, setOpen] = useState<string | null>(s.get('sheet') || null);
  return (
    <Screen
      actions={
        all && canExport ? (
          <Button
            startIcon={<Download />}
            onClick={() => void downloadSheets({ month, state: query.state, q: query.q })}
          >
            {t('staff.ui.export')}
          </Button>
        ) : undefined
      }
    >
      {all && <Completeness month={month} />}
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('staff.ui.noSheets')}
        filters={
          <>
            <MonthField
              hijriSpan
              size="small"
              label={t('staff.ui.month')}
              value={month}
              onChange={(v) => s.set({ month: v })}
              sx={{ minWidth: 180 }}
            />
            <SelectFilter
              label={t('staff.ui.state')}
              value={s.get('state')}
              onChange={(v) => s.set({ state: v })}
              options={WORK_SHEET_STATES}
              optionLabel={(v) => t(`staff.state.${v}`)}
              allLabel={t('staff.ui.all')}
              sx={{ minWidth: 160 }}
            />
            <SearchField
              size="small"
              label={t('staff.ui.search')}
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
            />
          </>
        }
      >
        {({ items }) => <SheetsTable rows={items} onOpen={(r) => setOpen(r.id)} />}
      </ListFrame>
      {open && (
        <SheetDialog
          id={open}
          onClose={() => {
            setOpen(null);
            if (s.get('sheet')) s.set({ sheet: null, page: s.get('page') });
          }}
        />
      )}
    </Screen>
  );
}

export default SheetsScreen;
