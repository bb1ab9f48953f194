import CheckBoxIcon from '@mui/icons-material/CheckBox';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { normalizeArabic } from '@qc/domain/text/arabic-normalize';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionLabel, resourceLabel } from '../components/labels.ts';
import {
  cellGrant,
  columnWhole,
  rowWhole,
  toggleCell,
  toggleColumn,
  toggleRow,
} from './permission-matrix.ts';

/**
 * A role's permissions as a grid of resources × actions. A tick is a permission; a tinted
 * tick comes from a wildcard (the tooltip names it): a whole row is `resource:*`, a whole
 * column `*:action`, full access `*`. Wildcards also cover resources added later.
 */
export function PermissionMatrix({
  value,
  onChange,
  resources,
  actions,
  sensitive,
  readOnly,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  resources: readonly string[];
  actions: readonly string[];
  /**
   * Resources that have sensitive fields: elsewhere the `sensitive` cell means nothing and
   * shows a dash (unless the role names it explicitly, so it can still be taken away).
   */
  sensitive?: readonly string[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const full = value.includes('*');
  const rows = useMemo(() => {
    const q = normalizeArabic(filter.trim()).toLowerCase();
    const labelled = resources.map((r) => ({ code: r, label: resourceLabel(t, r) }));
    return (
      q
        ? labelled.filter(
            (r) => r.code.includes(q) || normalizeArabic(r.label).toLowerCase().includes(q),
          )
        : labelled
    ).sort((a, b) => a.label.localeCompare(b.label));
  }, [resources, filter, t]);
  const unknown = value.filter((p) => {
    if (p === '*') return false;
    const [r, a] = p.split(':');
    return !(r === '*' || resources.includes(r ?? '')) || !(a === '*' || actions.includes(a ?? ''));
  });

  return (
    <Box data-testid="permission-matrix">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <FormControlLabel
          control={
            <Switch
              checked={full}
              disabled={readOnly}
              color="warning"
              onChange={() => onChange(full ? value.filter((p) => p !== '*') : ['*'])}
            />
          }
          label={
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t('identity.roles.full')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('identity.roles.fullHelp')}
              </Typography>
            </Box>
          }
          sx={{ flex: 1, minWidth: 240, mx: 0, gap: 1 }}
        />
        <TextField
          size="small"
          placeholder={t('identity.roles.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('identity.roles.filter') },
          }}
        />
      </Box>
      {full && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('identity.roles.fullWarning')}
        </Alert>
      )}
      <Box
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1, color: 'text.secondary' }}
        aria-hidden="true"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckBoxIcon fontSize="small" color="primary" />
          <Typography variant="caption">{t('identity.roles.legendExplicit')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckBoxIcon fontSize="small" color="secondary" sx={{ opacity: 0.75 }} />
          <Typography variant="caption">{t('identity.roles.legendWildcard')}</Typography>
        </Box>
      </Box>
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" stickyHeader aria-label={t('identity.roles.permissions')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 140 }}>{t('identity.roles.resource')}</TableCell>
              {actions.map((a) => (
                <TableCell key={a} align="center" sx={{ minWidth: 64, px: 0.25 }}>
                  <Box sx={{ display: 'grid', justifyItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {actionLabel(t, a)}
                    </Typography>
                    <Tooltip
                      describeChild
                      title={t('identity.roles.columnHelp', { action: actionLabel(t, a) })}
                    >
                      <Chip
                        size="small"
                        label={`*:${a}`}
                        dir="ltr"
                        clickable={!readOnly}
                        color={columnWhole(value, a) ? 'secondary' : 'default'}
                        variant={columnWhole(value, a) ? 'filled' : 'outlined'}
                        onClick={
                          readOnly
                            ? undefined
                            : () => onChange(toggleColumn(value, a, resources, actions))
                        }
                        sx={{ mt: 0.5, height: 20, fontSize: '0.7rem' }}
                      />
                    </Tooltip>
                  </Box>
                </TableCell>
              ))}
              <TableCell align="center" sx={{ minWidth: 72, px: 0.5 }}>
                {t('identity.roles.allActions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ code, label }) => (
              <TableRow key={code} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" dir="ltr">
                    {code}
                  </Typography>
                </TableCell>
                {actions.map((a) => {
                  const grant = cellGrant(value, code, a);
                  if (
                    a === 'sensitive' &&
                    sensitive &&
                    !sensitive.includes(code) &&
                    grant.kind !== 'explicit'
                  )
                    return (
                      <TableCell
                        key={a}
                        align="center"
                        sx={{ px: 0.5, color: 'text.disabled' }}
                        title={t('identity.roles.notApplicable')}
                      >
                        <span
                          role="img"
                          aria-label={`${label}: ${actionLabel(t, a)}: ${t('identity.roles.notApplicable')}`}
                        >
                          —
                        </span>
                      </TableCell>
                    );
                  const checkbox = (
                    <Checkbox
                      size="small"
                      checked={grant.kind !== 'none'}
                      color={grant.kind === 'wildcard' ? 'secondary' : 'primary'}
                      disabled={readOnly}
                      onChange={() => onChange(toggleCell(value, code, a, resources, actions))}
                      slotProps={{
                        input: {
                          'aria-label': `${label}: ${actionLabel(t, a)}`,
                          // @ts-expect-error data attributes pass through to the input
                          'data-permission': `${code}:${a}`,
                        },
                      }}
                      sx={grant.kind === 'wildcard' ? { opacity: 0.75 } : undefined}
                    />
                  );
                  return (
                    <TableCell key={a} align="center" sx={{ px: 0.5 }}>
                      {grant.kind === 'wildcard' ? (
                        <Tooltip
                          describeChild
                          title={t('identity.roles.grantedBy', { pattern: grant.by })}
                        >
                          <span>{checkbox}</span>
                        </Tooltip>
                      ) : (
                        checkbox
                      )}
                    </TableCell>
                  );
                })}
                <TableCell align="center">
                  <Switch
                    size="small"
                    checked={rowWhole(value, code)}
                    disabled={readOnly}
                    color="secondary"
                    onChange={() => onChange(toggleRow(value, code, resources, actions))}
                    slotProps={{
                      input: { 'aria-label': `${label}: ${t('identity.roles.allActions')}` },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {unknown.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('identity.roles.otherPatterns')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {unknown.map((p) => (
              <Chip
                key={p}
                size="small"
                label={p}
                dir="ltr"
                {...(readOnly ? {} : { onDelete: () => onChange(value.filter((x) => x !== p)) })}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
