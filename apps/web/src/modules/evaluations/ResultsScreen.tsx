import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EvaluationSummary, EvaluationTargetKind } from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ActionsPanel } from './ActionsPanel.tsx';
import { EvaluationSheet } from './EvaluationSheet.tsx';
import { clean, useResults } from './evaluations-api.ts';
import { useTargetLabel } from './parts.tsx';
import { SubjectTrend } from './SubjectTrend.tsx';
import { usePhone } from '../../app/hooks/use-phone.ts';

/**
 * Official (approved) results of some targets: evaluation-results (every target),
 * ring-/employee-/center-evaluation-results and the per-centre screens. A result opens its
 * paragraphs with marks (?id=); a target record's trend and open follow-up actions show with
 * ?subject= (a click on its name).
 */
export function ResultsScreen({
  targets,
  perCentre = false,
}: {
  targets: EvaluationTargetKind[];
  perCentre?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const phone = usePhone();
  const targetLabel = useTargetLabel();
  const s = useSearchState();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const id = s.get('id');
  const subject = s.get('subject');
  const subjectTarget = (s.get('target') || targets[0]) as EvaluationTargetKind;
  const list = useResults(
    clean({
      target: targets.join(','),
      centreId: centre?.id,
      subjectId: subject,
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
  const name = (r: EvaluationSummary) => (
    <Link
      component="button"
      onClick={() => s.set({ subject: r.subjectId, target: r.target, name: r.subjectName })}
    >
      {r.subjectName}
    </Link>
  );
  return (
    <Screen
      actions={
        subject ? (
          <Button onClick={() => s.set({ subject: null, target: null, name: null })}>
            {t('evaluations.ui.all')}
          </Button>
        ) : null
      }
    >
      {subject && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <SubjectTrend target={subjectTarget} subjectId={subject} name={s.get('name')} />
          <ActionsPanel subjectId={subject} />
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={t('evaluations.ui.search')}
          value={s.get('q')}
          onChange={(e) => s.set({ q: e.target.value })}
        />
        {perCentre && (
          <LookupField
            resource="centres"
            size="small"
            label={t('evaluations.ui.centre')}
            value={centre}
            onChange={setCentre}
          />
        )}
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('evaluations.ui.noResults')} />}
      >
        {(d) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {count('evaluations.count.results', d.total)}
            </Typography>
            <RecordTable
              rows={d.items}
              rowKey={(r) => r.id}
              label={t('evaluations.ui.results')}
              phone={phone}
              rowTestId="evaluation-result"
              columns={[
                { key: 'subject', header: t('evaluations.ui.subject'), cell: name },
                {
                  key: 'target',
                  header: t('evaluations.ui.target'),
                  cell: (r) => targetLabel(r.target),
                },
                {
                  key: 'centre',
                  header: t('evaluations.ui.centre'),
                  cell: (r) => r.centreName ?? '—',
                },
                {
                  key: 'form',
                  header: t('evaluations.ui.form'),
                  cell: (r) => `${r.formName} (${f.number(r.formVersion)})`,
                },
                {
                  key: 'period',
                  header: t('evaluations.ui.period'),
                  cell: (r) => f.month(r.period),
                  nowrap: true,
                },
                {
                  key: 'evaluator',
                  header: t('evaluations.ui.evaluator'),
                  cell: (r) => r.evaluatorName,
                },
                {
                  key: 'score',
                  header: t('evaluations.ui.score'),
                  nowrap: true,
                  cell: (r) => (
                    <Link component="button" onClick={() => s.set({ id: r.id })}>
                      {r.percent === null ? '—' : f.percent(r.percent / 100, 1)}
                    </Link>
                  ),
                },
              ]}
              card={(r) => (
                <Card variant="outlined">
                  <CardActionArea onClick={() => s.set({ id: r.id })}>
                    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                      <Typography sx={{ fontWeight: 600 }}>{r.subjectName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {r.formName} · {f.month(r.period)}
                      </Typography>
                      <Typography variant="h6" component="p">
                        {r.percent === null ? '—' : f.percent(r.percent / 100, 1)}
                      </Typography>
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
    </Screen>
  );
}

export default ResultsScreen;
