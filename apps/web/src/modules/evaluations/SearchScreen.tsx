import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  EVALUATIONS_API,
  SCORE_BAND_NAMES,
  type EvaluationPick,
  type EvaluationTargetKind,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../app/components/MonthField.tsx';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { EvaluatorField } from './EvaluatorField.tsx';
import { apiPath, clean, useCompare, useForms, useResults, useWeakest } from './evaluations-api.ts';
import { useTargetLabel } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * Search and comparison of official results of one target kind at a time (evaluation-search:
 * centres; ring-…; employee-… with a switch between employees and teachers): by form, period,
 * centre, evaluator and score band; the weakest criteria over what matches; up to six records
 * of the kind side by side; Excel export.
 */
export function SearchScreen({ targets }: { targets: readonly EvaluationTargetKind[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const phone = usePhone();
  const canExport = useCan('evaluations:export');
  const targetLabel = useTargetLabel();
  const s = useSearchState();
  const asked = targets.find((x) => x === s.get('target'));
  const target = asked ?? targets[0]!;
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [evaluator, setEvaluator] = useState<EvaluationPick | null>(null);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  // Forms and compared records belong to one kind: switching starts them afresh.
  const switchTo = (next: EvaluationTargetKind) => {
    setPicked(new Map());
    s.set({ target: next === targets[0] ? null : next, form: null, page: null });
  };
  const forms = useForms([target], true);
  const filters = clean({
    target,
    formFamilyId: s.get('form'),
    from: s.get('from'),
    to: s.get('to'),
    band: s.get('band'),
    centreId: centre?.id,
    evaluatorId: evaluator?.id,
    q: s.get('q'),
  });
  const list = useResults({ ...filters, page: s.page, pageSize: LIST_PAGE_SIZE });
  const weakest = useWeakest(filters);
  const compare = useCompare(target, [...picked.keys()]);
  const families = [...new Map((forms.data ?? []).map((x) => [x.familyId, x.name])).entries()];
  const toggle = (id: string, name: string) =>
    setPicked((m) => {
      const n = new Map(m);
      if (n.has(id)) n.delete(id);
      else if (n.size < 6) n.set(id, name);
      return n;
    });
  return (
    <Screen
      actions={
        canExport ? (
          <Button
            startIcon={<FileDownloadOutlined />}
            onClick={() =>
              void api.download(apiPath(EVALUATIONS_API.resultsExport), undefined, {
                query: filters,
              })
            }
          >
            {t('evaluations.ui.excel')}
          </Button>
        ) : null
      }
    >
      {targets.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={target}
          onChange={(_e, v: EvaluationTargetKind | null) => v && switchTo(v)}
          aria-label={t('evaluations.ui.target')}
          sx={{ mb: 2 }}
        >
          {targets.map((x) => (
            <ToggleButton key={x} value={x} sx={{ minHeight: 44, px: 2 }}>
              {targetLabel(x, true)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={t('evaluations.ui.search')}
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
        />
        <TextField
          select
          size="small"
          label={t('evaluations.ui.form')}
          value={s.get('form')}
          onChange={(e) => s.set({ form: e.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('evaluations.ui.all')}</MenuItem>
          {families.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <MonthField
          size="small"
          label={t('evaluations.ui.from')}
          value={s.get('from')}
          onChange={(v) => s.set({ from: v })}
        />
        <MonthField
          size="small"
          label={t('evaluations.ui.to')}
          value={s.get('to')}
          onChange={(v) => s.set({ to: v })}
        />
        <TextField
          select
          size="small"
          label={t('evaluations.ui.band')}
          value={s.get('band')}
          onChange={(e) => s.set({ band: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('evaluations.ui.all')}</MenuItem>
          {SCORE_BAND_NAMES.map((b) => (
            <MenuItem key={b} value={b}>
              {t(`evaluations.band.${b}`)}
            </MenuItem>
          ))}
        </TextField>
        <LookupField
          resource="centres"
          size="small"
          label={t('evaluations.ui.centre')}
          value={centre}
          onChange={setCentre}
        />
        <EvaluatorField size="small" value={evaluator} onChange={setEvaluator} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
        <QueryState
          query={list}
          isEmpty={(d) => d.items.length === 0}
          empty={<EmptyState title={t('evaluations.ui.noResults')} />}
        >
          {(d) => (
            <div>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {count('evaluations.count.results', d.total)} · {t('evaluations.ui.compareHint')}
              </Typography>
              <RecordTable
                rows={d.items}
                rowKey={(r) => r.id}
                label={t('evaluations.ui.results')}
                phone={phone}
                rowTestId="evaluation-search-row"
                columns={[
                  {
                    key: 'pick',
                    header: t('evaluations.ui.compare'),
                    cell: (r) => (
                      <Checkbox
                        checked={picked.has(r.subjectId)}
                        onChange={() => toggle(r.subjectId, r.subjectName)}
                        slotProps={{
                          input: {
                            'aria-label': `${t('evaluations.ui.compare')}: ${r.subjectName}`,
                          },
                        }}
                      />
                    ),
                  },
                  {
                    key: 'subject',
                    header: t('evaluations.ui.subject'),
                    cell: (r) => r.subjectName,
                  },
                  {
                    key: 'centre',
                    header: t('evaluations.ui.centre'),
                    cell: (r) => r.centreName ?? '—',
                  },
                  {
                    key: 'period',
                    header: t('evaluations.ui.period'),
                    cell: (r) => f.month(r.period),
                  },
                  {
                    key: 'evaluator',
                    header: t('evaluations.ui.evaluator'),
                    cell: (r) => r.evaluatorName,
                  },
                  {
                    key: 'score',
                    header: t('evaluations.ui.score'),
                    cell: (r) => (r.percent === null ? '—' : f.percent(r.percent / 100, 1)),
                  },
                ]}
                card={(r) => (
                  <Paper
                    variant="outlined"
                    sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    <Checkbox
                      checked={picked.has(r.subjectId)}
                      onChange={() => toggle(r.subjectId, r.subjectName)}
                      slotProps={{
                        input: { 'aria-label': `${t('evaluations.ui.compare')}: ${r.subjectName}` },
                      }}
                    />
                    <Box sx={{ flex: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>{r.subjectName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {f.month(r.period)} · {r.evaluatorName}
                      </Typography>
                    </Box>
                    <Typography variant="h6" component="p">
                      {r.percent === null ? '—' : f.percent(r.percent / 100, 1)}
                    </Typography>
                  </Paper>
                )}
              />
              <ListPager
                page={s.page}
                total={d.total}
                pageSize={LIST_PAGE_SIZE}
                onChange={(p) => s.set({ page: String(p) })}
              />
            </div>
          )}
        </QueryState>
        <Paper variant="outlined" sx={{ p: 1.5, alignSelf: 'start' }} component="section">
          <Typography variant="h6" component="h2">
            {t('evaluations.ui.weakest')}
          </Typography>
          <QueryState
            query={weakest}
            isEmpty={(d) => d.items.length === 0}
            empty={<EmptyState dense />}
          >
            {({ items }) => (
              <Stack spacing={0.5} data-testid="weakest">
                {items.map((w) => (
                  <Stack
                    key={w.label}
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1 }}
                  >
                    <Typography variant="body2">{w.label}</Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {f.percent(w.percent / 100, 1)}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </QueryState>
        </Paper>
      </Box>
      {picked.size > 0 && (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {t('evaluations.ui.compare')}
          </Typography>
          <QueryState query={compare}>
            {(c) => (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('evaluations.ui.compare')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('evaluations.ui.paragraph')}</TableCell>
                      {c.subjects.map((x) => (
                        <TableCell key={x.subjectId} align="center">
                          {x.subjectName || picked.get(x.subjectId)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {c.questions.map((q) => (
                      <TableRow key={q.id}>
                        <TableCell>{q.label}</TableCell>
                        {c.subjects.map((x) => (
                          <TableCell key={x.subjectId} align="center">
                            {x.marks[q.id] === null || x.marks[q.id] === undefined
                              ? '—'
                              : `${f.number(x.marks[q.id]!)} / ${f.number(q.max)}`}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell sx={{ fontWeight: 700 }}>{t('forms.ui.percent')}</TableCell>
                      {c.subjects.map((x) => (
                        <TableCell key={x.subjectId} align="center" sx={{ fontWeight: 700 }}>
                          {x.percent === null ? '—' : f.percent(x.percent / 100, 1)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </QueryState>
        </Box>
      )}
    </Screen>
  );
}

export default SearchScreen;
