import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { SheetDialog } from './parts.tsx';
import { SheetsTable } from './SheetsTable.tsx';
import { useBulkReview, useWaiting } from './staff-api.ts';

const PAGE_SIZE = 25;

/**
 * Work sheets for a manager to approve (users-manager-work-sheet-component): the submitted sheets
 * of their centre, never their own. A sheet is opened (and read) before it is decided; several
 * opened sheets are approved or returned at once, all or none.
 */
export function WaitingSheetsScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const list = useWaiting({ page: s.page, pageSize: PAGE_SIZE });
  const bulk = useBulkReview();
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [returning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = [...selected];
  const approve = async () => {
    setError(null);
    try {
      await bulk.mutateAsync({ action: 'approve', ids: chosen });
      setSelected(new Set());
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Screen>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('staff.ui.nothingWaiting')}
        notice={
          <>
            {chosen.length > 0 && (
              <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  onClick={() => void approve()}
                  disabled={bulk.isPending}
                  data-testid="bulk-approve"
                >
                  {t('staff.ui.approveChosen')} ({chosen.length})
                </Button>
                <Button color="warning" onClick={() => setReturning(true)}>
                  {t('staff.ui.returnChosen')}
                </Button>
              </Stack>
            )}
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
          </>
        }
      >
        {({ items }) => (
          <SheetsTable
            rows={items}
            onOpen={(r) => setOpen(r.id)}
            selected={selected}
            onSelect={(id, on) => {
              const next = new Set(selected);
              if (on) next.add(id);
              else next.delete(id);
              setSelected(next);
            }}
          />
        )}
      </ListFrame>
      {open && <SheetDialog id={open} onClose={() => setOpen(null)} />}
      {returning && (
        <ReasonDialog
          title={t('staff.ui.returnChosen')}
          confirmLabel={t('staff.action.return')}
          required
          onClose={() => setReturning(false)}
          onConfirm={async (reason) => {
            await bulk.mutateAsync({ action: 'return', ids: chosen, reason });
            setSelected(new Set());
          }}
        />
      )}
    </Screen>
  );
}

export default WaitingSheetsScreen;
