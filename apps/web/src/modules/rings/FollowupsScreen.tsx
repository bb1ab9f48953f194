import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from './RingSelect.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { todayIso } from '../students/students-api.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { fetchFollowups } from './rings-api.ts';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';

function VisitForm({ ringId: initialRing, onDone }: { ringId: string; onDone(): void }) {
  const { t } = useTranslation();
  const [ringId, setRingId] = useState(initialRing);
  const [visitedOn, setVisitedOn] = useState(todayIso());
  const [reason, setReason] = useState<LookupItem | null>(null);
  const [score, setScore] = useState(80);
  const [findings, setFindings] = useState('');
  const [actions, setActions] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api.post(`/rings/${ringId}/followups`, {
        visitedOn,
        reasonId: reason?.id ?? null,
        score,
        findings: findings.trim() || null,
        actions: actions.trim() || null,
      }),
    onSuccess: () => {
      setFindings('');
      setActions('');
      onDone();
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          component="form"
          spacing={1.5}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <RingSelect value={ringId} onChange={(id) => setRingId(id)} required />
            <Box sx={{ width: 180 }}>
              <DateField
                size="small"
                label={t('rings.followups.date')}
                value={visitedOn}
                onChange={(v) => setVisitedOn(v ?? '')}
                error={p?.fields.visitedOn ?? dateTextError(visitedOn, t)}
              />
            </Box>
            <LookupField
              resource="followup-reasons"
              label={t('rings.followups.reason')}
              value={reason}
              onChange={setReason}
              params={{ status: 'active' }}
              error={p?.fields.reasonId}
            />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, px: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 90 }}>
              {t('rings.followups.score')}
            </Typography>
            <Slider
              value={score}
              onChange={(_e, v) => setScore(v as number)}
              min={0}
              max={100}
              step={5}
              valueLabelDisplay="auto"
              aria-label={t('rings.followups.score')}
            />
            <Typography sx={{ minWidth: 32, fontWeight: 600 }}>{score}</Typography>
          </Stack>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('rings.followups.findings')}
            value={findings}
            onChange={(e) => setFindings(e.target.value)}
          />
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('rings.followups.actions')}
            value={actions}
            onChange={(e) => setActions(e.target.value)}
          />
          {p && <Alert severity="error">{p.message}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={!ringId || isUnreadableDate(visitedOn) || save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('rings.followups.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * center-followups-component: supervisors' visits to rings (date, reason, score, findings,
 * actions), newest first, per ring or for everything in scope; recording a visit.
 */
export function FollowupsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const ringId = params.get('ring') ?? '';
  const canAdd = useCan('followups:create');
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['followups', 'list', { ringId, page }],
    queryFn: () => fetchFollowups({ ringId: ringId || undefined, page, pageSize: LIST_PAGE_SIZE }),
  });
  return (
    <Screen
      actions={
        <>
          <Button component={RouterLink} to="/followup-reason-search">
            {t('rings.followups.reasons')}
          </Button>
          {canAdd && !adding && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('rings.followups.add')}
            </Button>
          )}
        </>
      }
    >
      {adding && (
        <VisitForm
          ringId={ringId}
          onDone={() => void queryClient.invalidateQueries({ queryKey: ['followups'] })}
        />
      )}
      <Stack direction="row" sx={{ mb: 2 }}>
        <RingSelect
          value={ringId}
          onChange={(id) => {
            setParams(id ? { ring: id } : {}, { replace: true });
            setPage(1);
          }}
          emptyLabel={t('students.ui.allRings')}
        />
      </Stack>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('rings.followups.none')} />}
      >
        {({ items, total }) => (
          <Stack spacing={1.5}>
            {items.map((v) => (
              <Card key={v.id} variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link
                      component={RouterLink}
                      to={`/center-rings-info-component?ring=${v.ringId}`}
                      variant="subtitle1"
                      sx={{ fontWeight: 600, flex: 1 }}
                    >
                      {v.ringName}
                    </Link>
                    {v.reason && <Chip size="small" label={v.reason[locale] ?? v.reason.ar} />}
                    {v.score != null && (
                      <Chip
                        size="small"
                        color={v.score >= 80 ? 'success' : v.score >= 60 ? 'warning' : 'error'}
                        label={t('rings.followups.scoreOf', { n: f.number(v.score) })}
                      />
                    )}
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    <DateText value={v.visitedOn} style="long" />
                  </Typography>
                  {v.findings && (
                    <Typography variant="body2" sx={{ mt: 1 }} dir="auto">
                      <strong>{t('rings.followups.findings')}:</strong> {v.findings}
                    </Typography>
                  )}
                  {v.actions && (
                    <Typography variant="body2" sx={{ mt: 0.5 }} dir="auto">
                      <strong>{t('rings.followups.actions')}:</strong> {v.actions}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            ))}
            <ListPager page={page} total={total} pageSize={LIST_PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}

export default FollowupsScreen;
