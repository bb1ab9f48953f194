import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EVALUATION_STATES,
  EVALUATION_TARGET_KINDS,
  type EvaluationSummary,
  type EvaluationTargetKind,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { EvaluationSheet } from './EvaluationSheet.tsx';
import { clean, useRequests } from './evaluations-api.ts';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import { StateChip, useTargetLabel } from './parts.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * Evaluation requests (evaluation-requests; evaluation-center-requests works centre by
 * centre): open and overdue ones first, filtered by state, target and centre; a request opens
 * its sheet (?id=) to fill, approve or read. The evaluator sees theirs with "assigned to me".
 */
export function RequestsScreen({ perCentre = false }: { perCentre?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const phone = usePhone();
  const targetLabel = useTargetLabel();
  const canCreate = useCan('evaluations:create');
  const s = useSearchState();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [creating, setCreating] = useState(false);
  const id = s.get('id');
  const list = useRequests(
    clean({
      state: s.get('state'),
      target: s.get('target'),
      mine: s.get('mine') ? 'true' : undefined,
      centreId: centre?.id,
      q: s.get('q'),
      page: s.page,
      pageSize: LIST_PAGE_SIZE,
    }),
  );
  if (id)
    return (
      <Screen
        actions={<Button onClick={() => s.set({ id: null })}>{t('evaluations.ui.back')}</Button>}
      >
        <EvaluationSheet id={id} />
      </Screen>
    );
  const open = (r: EvaluationSummary) => s.set({ id: r.id });
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t('evaluations.ui.newRequest')}
          </Button>
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('evaluations.ui.search')}
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
          sx={{ minWidth: 180 }}
        />
        <TextField
          select
          size="small"
          label={t('evaluations.ui.state')}
          value={s.get('state')}
          onChange={(e) => s.set({ state: e.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('evaluations.ui.all')}</MenuItem>
          {[...EVALUATION_STATES, 'open', 'overdue'].map((x) => (
            <MenuItem key={x} value={x}>
              {t(`evaluations.state.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('evaluations.ui.target')}
          value={s.get('target')}
          onChange={(e) => s.set({ target: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('evaluations.ui.all')}</MenuItem>
          {EVALUATION_TARGET_KINDS.map((x) => (
            <MenuItem key={x} value={x}>
              {targetLabel(x, true)}
            </MenuItem>
          ))}
        </TextField>
        {perCentre && (
          <LookupField
            resource="centres"
            size="small"
            label={t('evaluations.ui.centre')}
            value={centre}
            onChange={setCentre}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={!!s.get('mine')}
              onChange={(e) => s.set({ mine: e.target.checked ? '1' : null })}
            />
          }
          label={t('evaluations.ui.mine')}
        />
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('evaluations.ui.noRequests')} />}
      >
        {(d) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('evaluations.count.requests', d.total)}
            </Typography>
            <RecordTable
              rows={d.items}
              rowKey={(r) => r.id}
              label={t('evaluations.ui.requests')}
              phone={phone}
              rowTestId="evaluation-request"
              columns={[
                {
                  key: 'subject',
                  header: t('evaluations.ui.subject'),
                  cell: (r) => (
                    <Link component="button" onClick={() => open(r)}>
                      {r.subjectName}
                    </Link>
                  ),
                },
                {
                  key: 'target',
                  header: t('evaluations.ui.target'),
                  cell: (r) => targetLabel(r.target as EvaluationTargetKind),
                },
                {
                  key: 'centre',
                  header: t('evaluations.ui.centre'),
                  cell: (r) => r.centreName ?? '—',
                },
                { key: 'form', header: t('evaluations.ui.form'), cell: (r) => r.formName },
                {
                  key: 'evaluator',
                  header: t('evaluations.ui.evaluator'),
                  cell: (r) => r.evaluatorName,
                },
                {
                  key: 'due',
                  header: t('evaluations.ui.dueOn'),
                  cell: (r) => f.date(r.dueOn),
                  nowrap: true,
                },
                {
                  key: 'state',
                  header: t('evaluations.ui.state'),
                  cell: (r) => <StateChip state={r.state} overdue={r.overdue} />,
                },
                {
                  key: 'score',
                  header: t('evaluations.ui.score'),
                  cell: (r) => (r.percent === null ? '—' : f.percent(r.percent / 100, 1)),
                  nowrap: true,
                },
              ]}
              card={(r) => (
                <Card variant="outlined">
                  <CardActionArea onClick={() => open(r)}>
                    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                      <Typography sx={{ fontWeight: 600 }}>{r.subjectName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {targetLabel(r.target)} · {r.formName}
                      </Typography>
                      <Typography variant="body2">
                        {t('evaluations.ui.dueOn')}: {f.date(r.dueOn)}
                      </Typography>
                      <StateChip state={r.state} overdue={r.overdue} />
                    </CardContent>
                  </CardActionArea>
                </Card>
              )}
            />
            <ListPager
              page={s.page}
              total={d.total}
              pageSize={LIST_PAGE_SIZE}
              onChange={(p) => s.set({ page: String(p) })}
            />
          </>
        )}
      </QueryState>
      {creating && (
        <NewRequestDialog
          open
          targets={EVALUATION_TARGET_KINDS}
          onClose={() => setCreating(false)}
          onCreated={(ids) => {
            setCreating(false);
            if (ids.length === 1) s.set({ id: ids[0] });
          }}
        />
      )}
    </Screen>
  );
}

export default RequestsScreen;
