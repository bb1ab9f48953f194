import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/http/api-error.ts';
import { resourceApi } from '../resource-api.ts';
import { exportParams, type FixedFilters, type ListState } from './list-state.ts';

/**
 * Export of what the list shows (same filters, search, sort and archived choice; every page)
 * to Excel or CSV, in the user's language. The server streams the file; the browser saves it.
 */
export function ExportMenu({
  def,
  state,
  fixed,
  onError,
}: {
  def: ResourceDefinition;
  state: ListState;
  fixed: FixedFilters;
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: 'xlsx' | 'csv') => {
    setAnchor(null);
    setBusy(true);
    try {
      await resourceApi.export(def.name, exportParams(def, state, format, fixed));
    } catch (error) {
      onError(isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadOutlined />}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="true"
        data-testid="export-button"
      >
        {t('resources.actions.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')} data-testid="export-xlsx">
          <ListItemText primary={t('resources.actions.exportXlsx')} />
        </MenuItem>
        <MenuItem onClick={() => void run('csv')} data-testid="export-csv">
          <ListItemText primary={t('resources.actions.exportCsv')} />
        </MenuItem>
      </Menu>
    </>
  );
}
