import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../app/components/DateText.tsx';
import { resourceLabel } from '../components/labels.ts';
import type { AuditEntry } from '../identity-api.ts';
import { auditChanges, showValue } from './audit-diff.ts';

const TONES: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  create: 'success',
  register: 'success',
  accept: 'success',
  delete: 'error',
  reject: 'error',
  revoke: 'warning',
  'sign-out': 'default',
  'sign-in': 'info',
  update: 'info',
};

/** An audit action in words (create, update, sign-in, accept, ...), or its code. */
export function ActionChip({ action }: { action: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={TONES[action] ?? 'default'}
      variant="outlined"
      label={t(`identity.auditAction.${action}`, { defaultValue: action })}
    />
  );
}

function EntryRow({ entry, showRecord }: { entry: AuditEntry; showRecord: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changes = auditChanges(entry.oldValues, entry.newValues);
  const expandable = changes.length > 0 || Boolean(entry.reason);
  return (
    <>
      <TableRow
        hover
        data-testid="audit-row"
        sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell sx={{ width: 48, p: 0.5 }}>
          {expandable && (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={t('identity.audit.details')}
              onClick={() => setOpen((o) => !o)}
            >
              <ExpandMore
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            </IconButton>
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <DateText value={entry.at} withTime />
        </TableCell>
        <TableCell>{entry.actorName ?? t('identity.audit.system')}</TableCell>
        <TableCell>
          <ActionChip action={entry.action} />
        </TableCell>
        {showRecord && (
          <TableCell>
            <Typography variant="body2">{resourceLabel(t, entry.resource)}</Typography>
            {entry.recordId && (
              <Link
                component={RouterLink}
                to={`/audit-log?resource=${encodeURIComponent(entry.resource)}&record=${encodeURIComponent(entry.recordId)}`}
                variant="caption"
                dir="ltr"
                sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
              >
                {entry.recordId.slice(0, 8)}
              </Link>
            )}
          </TableCell>
        )}
      </TableRow>
      {expandable && (
        <TableRow>
          <TableCell colSpan={showRecord ? 5 : 4} sx={{ py: 0, bgcolor: 'action.hover' }}>
            <Collapse in={open} unmountOnExit>
              <Box sx={{ py: 1.5, px: { xs: 0, sm: 6 } }}>
                {entry.reason && (
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {t('identity.audit.reason')}:{' '}
                    </Box>
                    {entry.reason}
                  </Typography>
                )}
                {changes.length > 0 && (
                  <Table size="small" aria-label={t('identity.audit.changes')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('identity.audit.field')}</TableCell>
                        <TableCell>{t('identity.audit.before')}</TableCell>
                        <TableCell>{t('identity.audit.after')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {changes.map((c) => (
                        <TableRow key={c.field}>
                          <TableCell
                            dir="ltr"
                            sx={{
                              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                              textAlign: 'start',
                            }}
                          >
                            {c.field}
                          </TableCell>
                          <TableCell
                            dir="auto"
                            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                          >
                            {showValue(c.before)}
                          </TableCell>
                          <TableCell dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                            {showValue(c.after)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** Audit entries, newest first: when, who, what, and on demand the values before and after. */
export function AuditEntries({
  entries,
  showRecord = true,
}: {
  entries: readonly AuditEntry[];
  showRecord?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('route./audit-log')}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('identity.audit.when')}</TableCell>
            <TableCell>{t('identity.audit.who')}</TableCell>
            <TableCell>{t('identity.audit.action')}</TableCell>
            {showRecord && <TableCell>{t('identity.audit.record')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <EntryRow key={e.id} entry={e} showRecord={showRecord} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
