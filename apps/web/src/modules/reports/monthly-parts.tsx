import Chip from '@mui/material/Chip';
import type { CompletenessStatus, MonthlyReportState } from '@qc/domain';
import { useTranslation } from 'react-i18next';

const STATE_COLOURS: Record<MonthlyReportState, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  returned: 'warning',
};

/** A monthly report's state as a chip (none: not started). */
export function ReportStateChip({ state }: { state: MonthlyReportState | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`reports.monthly.state.${state ?? 'none'}`)}
      color={state ? STATE_COLOURS[state] : 'default'}
      variant={state ? 'filled' : 'outlined'}
      data-testid="report-state"
    />
  );
}

const STATUS_COLOURS: Record<CompletenessStatus, 'success' | 'warning' | 'error' | 'default'> = {
  'on-time': 'success',
  late: 'warning',
  missing: 'error',
  pending: 'default',
};

/** How a centre stands on the completeness board. */
export function CompletenessChip({ status }: { status: CompletenessStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`reports.monthly.status.${status}`)}
      color={STATUS_COLOURS[status]}
    />
  );
}

/** Last month, `YYYY-MM` (the newest month that has a report). */
export const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};
