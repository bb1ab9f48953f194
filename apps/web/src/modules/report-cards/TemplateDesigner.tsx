import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  CARD_ELEMENTS,
  CARD_GRID,
  DEFAULT_CARD_STYLE,
  DEFAULT_LAYOUT,
  cardElement,
  firstFreeBox,
  layoutProblems,
  type CardElementKey,
  type Placement,
  type TemplateDetail,
} from '@qc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { CardSheet, sampleCard } from './CardSheet.tsx';
import { useSaveTemplate, useStyleChoices } from './report-cards-api.ts';

/**
 * The template designer: the A4 page with its elements placed on the 12 × 18 grid, drawn with
 * the chosen style and sample data (the live preview); tap an element to move or resize it with
 * the buttons (works by touch on a phone), add an element from the list, remove one. Problems
 * (overlap, too small, off the page) show on the page as the server would refuse them. Saving
 * makes a new version; cards already issued keep theirs.
 */
export function TemplateDesigner(p: { template: TemplateDetail | null; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const rtl = useTheme().direction === 'rtl';
  const StartIcon = rtl ? ArrowForward : ArrowBack;
  const EndIcon = rtl ? ArrowBack : ArrowForward;
  const styles = useStyleChoices();
  const save = useSaveTemplate();
  const editable = p.template ? p.template.canEdit : true;
  const [name, setName] = useState(p.template?.name ?? '');
  const [title, setTitle] = useState(p.template?.title ?? t('reportCards.ui.guardianTitle'));
  const [styleId, setStyleId] = useState(p.template?.styleId ?? '');
  const [layout, setLayout] = useState<Placement[]>(p.template?.layout ?? DEFAULT_LAYOUT);
  const [selected, setSelected] = useState<number | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');

  const styleRows = styles.data?.items ?? [];
  const style =
    styleRows.find((s) => s.id === styleId)?.style ?? p.template?.style ?? DEFAULT_CARD_STYLE;
  const problems = useMemo(() => layoutProblems(layout), [layout]);
  const problemAt = useMemo(() => new Set(problems.map((q) => q.index)), [problems]);
  const placed = new Set(layout.map((l) => l.element));
  const free = CARD_ELEMENTS.filter((e) => !placed.has(e.key));
  const sel = selected === null ? null : (layout[selected] ?? null);

  const change = (patch: Partial<Placement>) => {
    if (selected === null) return;
    setLayout((l) => l.map((x, i) => (i === selected ? { ...x, ...patch } : x)));
  };
  const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
  const add = (key: string) => {
    const e = cardElement(key as CardElementKey);
    const at = firstFreeBox(layout, e.size) ?? firstFreeBox(layout, e.min);
    if (!at) {
      setError(t('reportCards.ui.noRoom'));
      return;
    }
    const size = firstFreeBox(layout, e.size) ? e.size : e.min;
    setLayout((l) => [...l, { element: key as CardElementKey, ...at, ...size }]);
    setSelected(layout.length);
    setAdding('');
    setError(null);
  };
  const submit = async () => {
    setFields({});
    setError(null);
    try {
      await save.mutateAsync({
        ...(p.template ? { id: p.template.id, version: p.template.version } : {}),
        name,
        title,
        styleId,
        layout,
      });
      p.onClose();
    } catch (e) {
      const found = problemsOf(e, t('errors.internal'));
      setFields(found.fields);
      if (Object.keys(found.fields).length === 0) setError(found.message);
    }
  };
  const layoutErrors = Object.entries(fields).filter(([k]) => k.startsWith('layout'));

  return (
    <Dialog open onClose={p.onClose} fullScreen={phone} maxWidth="lg" fullWidth>
      <DialogTitle>
        {p.template ? p.template.name : t('reportCards.ui.newTemplate')}
        {p.template && (
          <Chip
            size="small"
            sx={{ mx: 1 }}
            label={t('reportCards.ui.version', { n: p.template.currentVersion })}
          />
        )}
      </DialogTitle>
      <DialogContent dividers>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('reportCards.ui.readOnly')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('reportCards.ui.livePreview')}
            </Typography>
            <Box sx={{ maxWidth: 620, mx: 'auto' }}>
              <CardSheet
                layout={layout}
                style={style}
                data={sampleCard(t)}
                title={title}
                termLabel={t('reportCards.print.sampleTerm')}
                from="2026-09-01"
                to="2026-11-30"
                selected={selected}
                problems={problemAt}
                {...(editable ? { onSelect: setSelected } : {})}
              />
            </Box>
          </Box>
          {editable && (
            <Stack spacing={2}>
              <TextField
                label={t('reportCards.ui.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={!!fields.name}
                helperText={fields.name}
                required
                size="small"
              />
              <TextField
                label={t('reportCards.ui.cardTitle')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                error={!!fields.title}
                helperText={fields.title}
                required
                size="small"
              />
              <TextField
                select
                label={t('reportCards.ui.style')}
                value={styleRows.some((s) => s.id === styleId) ? styleId : ''}
                onChange={(e) => setStyleId(e.target.value)}
                error={!!fields.styleId}
                helperText={fields.styleId}
                required
                size="small"
              >
                {styleRows.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    <Box
                      component="span"
                      sx={{
                        width: 14,
                        height: 14,
                        bgcolor: s.style.primary,
                        display: 'inline-block',
                        borderRadius: '3px',
                        mx: 1,
                      }}
                    />
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('reportCards.ui.addElement')}
                value={adding}
                onChange={(e) => add(e.target.value)}
                disabled={free.length === 0}
                helperText={free.length === 0 ? t('reportCards.ui.allPlaced') : undefined}
              >
                {free.map((e) => (
                  <MenuItem key={e.key} value={e.key}>
                    <Add fontSize="small" sx={{ mx: 1 }} />
                    {t(`reportCards.element.${e.key}`)}
                  </MenuItem>
                ))}
              </TextField>
              {sel ? (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Typography sx={{ fontWeight: 700, mb: 1 }}>
                    {t(`reportCards.element.${sel.element}`)}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    <Tooltip title={t('reportCards.ui.moveUp')}>
                      <IconButton
                        aria-label={t('reportCards.ui.moveUp')}
                        onClick={() => change({ y: clamp(sel.y - 1, 0, CARD_GRID.rows - sel.h) })}
                      >
                        <ArrowUpward />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('reportCards.ui.moveDown')}>
                      <IconButton
                        aria-label={t('reportCards.ui.moveDown')}
                        onClick={() => change({ y: clamp(sel.y + 1, 0, CARD_GRID.rows - sel.h) })}
                      >
                        <ArrowDownward />
                      </IconButton>
                    </Tooltip>
                    {/* The grid's first column is on the reading side: the icons follow it. */}
                    <Tooltip title={t('reportCards.ui.moveStart')}>
                      <IconButton
                        aria-label={t('reportCards.ui.moveStart')}
                        onClick={() =>
                          change({ x: clamp(sel.x - 1, 0, CARD_GRID.columns - sel.w) })
                        }
                      >
                        <StartIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('reportCards.ui.moveEnd')}>
                      <IconButton
                        aria-label={t('reportCards.ui.moveEnd')}
                        onClick={() =>
                          change({ x: clamp(sel.x + 1, 0, CARD_GRID.columns - sel.w) })
                        }
                      >
                        <EndIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('reportCards.ui.remove')}>
                      <IconButton
                        aria-label={t('reportCards.ui.remove')}
                        color="error"
                        onClick={() => {
                          setLayout((l) => l.filter((_, i) => i !== selected));
                          setSelected(null);
                        }}
                      >
                        <Delete />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    <Button
                      size="small"
                      onClick={() => change({ w: clamp(sel.w + 1, 1, CARD_GRID.columns - sel.x) })}
                    >
                      {t('reportCards.ui.wider')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => change({ w: clamp(sel.w - 1, 1, CARD_GRID.columns) })}
                    >
                      {t('reportCards.ui.narrower')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => change({ h: clamp(sel.h + 1, 1, CARD_GRID.rows - sel.y) })}
                    >
                      {t('reportCards.ui.taller')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => change({ h: clamp(sel.h - 1, 1, CARD_GRID.rows) })}
                    >
                      {t('reportCards.ui.shorter')}
                    </Button>
                  </Stack>
                  {problems
                    .filter((q) => q.index === selected)
                    .map((q) => (
                      <Typography key={q.code} variant="body2" color="error" sx={{ mt: 1 }}>
                        {t(q.code)}
                      </Typography>
                    ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('reportCards.ui.selectHint')}
                </Typography>
              )}
              {problems.length > 0 && (
                <Alert severity="warning">
                  {problems.map((q) => (
                    <div key={`${q.index}-${q.code}`}>
                      {t(`reportCards.element.${layout[q.index]?.element ?? ''}`, {
                        defaultValue: layout[q.index]?.element ?? '',
                      })}
                      : {t(q.code)}
                    </div>
                  ))}
                </Alert>
              )}
              {layoutErrors.length > 0 && (
                <Alert severity="error">
                  {layoutErrors.map(([k, m]) => (
                    <div key={k}>{m}</div>
                  ))}
                </Alert>
              )}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('reportCards.ui.close')}</Button>
        {editable && (
          <Button
            variant="contained"
            disabled={save.isPending || problems.length > 0}
            onClick={() => void submit()}
          >
            {p.template ? t('reportCards.ui.saveVersion') : t('reportCards.ui.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
