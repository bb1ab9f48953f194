import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ELIGIBILITY_RULES,
  RULES_EDITABLE,
  RULE_SET_TEMPLATE_NAMES,
  type CategoryView,
  type CompetitionDetail,
  type EligibilityRule,
  type NominationRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import {
  useAddCategory,
  useAddJudge,
  useCompetition,
  useCompetitionAction,
  useNominate,
  useNominations,
} from './competitions-api.ts';
import { CompetitionStateChip, useRuleLabels } from './parts.tsx';
import { RegistrationLinkCard, RegistrationsList } from './RegistrationsPanel.tsx';
import { RuleSetDialog } from './RuleSetDialog.tsx';

function CategoryDialog({ c, onClose }: { c: CompetitionDetail; onClose(): void }) {
  const { t } = useTranslation();
  const add = useAddCategory();
  const [name, setName] = useState('');
  const [fromJuz, setFrom] = useState('30');
  const [toJuz, setTo] = useState('30');
  const [minAge, setMin] = useState('');
  const [maxAge, setMax] = useState('');
  const [referenceDate, setRef] = useState(c.startsOn);
  const [gender, setGender] = useState('');
  const [template, setTemplate] = useState(c.maher ? 'maher' : 'standard');
  const num = (v: string) => (v ? Number(v) : null);
  return (
    <FormDialog
      title={t('competitions.ui.addCategory')}
      submitLabel={t('competitions.ui.add')}
      canSubmit={name.trim().length >= 2}
      onClose={onClose}
      onSubmit={() =>
        add.mutateAsync({
          id: c.id,
          input: {
            name,
            fromJuz: Number(fromJuz),
            toJuz: Number(toJuz),
            minAge: num(minAge),
            maxAge: num(maxAge),
            referenceDate,
            gender: gender === 'male' || gender === 'female' ? gender : null,
            template,
          },
        })
      }
    >
      {(err) => (
        <>
          <TextField
            label={t('competitions.ui.categoryName')}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!err('name')}
            helperText={err('name')}
            required
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <TextField
              type="number"
              label={t('competitions.ui.fromJuz')}
              name="fromJuz"
              value={fromJuz}
              onChange={(e) => setFrom(e.target.value)}
              sx={{ flex: 1 }}
            />
            <TextField
              type="number"
              label={t('competitions.ui.toJuz')}
              name="toJuz"
              value={toJuz}
              onChange={(e) => setTo(e.target.value)}
              error={!!err('toJuz')}
              helperText={err('toJuz')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1 }}>
            <TextField
              type="number"
              label={t('competitions.ui.minAge')}
              name="minAge"
              value={minAge}
              onChange={(e) => setMin(e.target.value)}
              sx={{ flex: 1 }}
            />
            <TextField
              type="number"
              label={t('competitions.ui.maxAge')}
              name="maxAge"
              value={maxAge}
              onChange={(e) => setMax(e.target.value)}
              error={!!err('maxAge')}
              helperText={err('maxAge')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <DateField
            label={t('competitions.ui.referenceDate')}
            name="referenceDate"
            value={referenceDate || null}
            onChange={(v) => setRef(v ?? '')}
            error={err('referenceDate')}
          />
          <TextField
            select
            label={t('competitions.ui.gender')}
            name="gender"
            value={gender}
            onChange={(e) => setGender(e.target.value)}
          >
            <MenuItem value="">{t('competitions.ui.anyGender')}</MenuItem>
            <MenuItem value="male">{t('competitions.ui.boys')}</MenuItem>
            <MenuItem value="female">{t('competitions.ui.girls')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('competitions.ui.ruleSet')}
            name="template"
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          >
            {RULE_SET_TEMPLATE_NAMES.map((n) => (
              <MenuItem key={n} value={n}>
                {t(`competitions.template.${n}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FormDialog>
  );
}

function JudgeDialog({ category, onClose }: { category: CategoryView; onClose(): void }) {
  const { t } = useTranslation();
  const add = useAddJudge();
  const [who, setWho] = useState<LookupItem | null>(null);
  const [head, setHead] = useState(false);
  return (
    <FormDialog
      title={t('competitions.ui.addJudge')}
      submitLabel={t('competitions.ui.add')}
      canSubmit={!!who}
      onClose={onClose}
      onSubmit={() => add.mutateAsync({ categoryId: category.id, employeeId: who!.id, head })}
    >
      {(err) => (
        <>
          <LookupField
            resource="employees"
            label={t('competitions.ui.judge')}
            value={who}
            onChange={setWho}
            required
            size="medium"
            fullWidth
            error={err('employeeId') ?? err('userId')}
          />
          <FormControlLabel
            control={<Switch checked={head} onChange={(e) => setHead(e.target.checked)} />}
            label={t('competitions.ui.headJudge')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** Nominates a student; a refusal lists each failed rule; a higher role may override named rules. */
function NominateDialog({ c, onClose }: { c: CompetitionDetail; onClose(): void }) {
  const { t } = useTranslation();
  const nominate = useNominate();
  const canOverride = useCan('competition-nominations:approve');
  const [categoryId, setCategory] = useState(c.categoriesList[0]?.id ?? '');
  const [student, setStudent] = useState<LookupItem | null>(null);
  const [override, setOverride] = useState<EligibilityRule[]>([]);
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <FormDialog
      title={t('competitions.ui.nominate')}
      submitLabel={t('competitions.ui.nominateShort')}
      canSubmit={!!student && !!categoryId}
      onClose={onClose}
      onSubmit={() =>
        nominate.mutateAsync({
          categoryId,
          studentId: student!.id,
          publicConsent: consent,
          ...(override.length ? { override: { rules: override, reason } } : {}),
        })
      }
    >
      {(err) => (
        <>
          <TextField
            select
            label={t('competitions.ui.category')}
            name="categoryId"
            value={categoryId}
            onChange={(e) => setCategory(e.target.value)}
          >
            {c.categoriesList.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name}
              </MenuItem>
            ))}
          </TextField>
          <LookupField
            resource="students"
            label={t('competitions.ui.student')}
            value={student}
            onChange={setStudent}
            required
            size="medium"
            fullWidth
            error={err('studentId')}
          />
          {c.publicResults && (
            <FormControlLabel
              control={
                <Switch
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                  name="publicConsent"
                />
              }
              label={t('competitions.ui.publicConsent')}
            />
          )}
          {ELIGIBILITY_RULES.map((rule) =>
            err(rule) ? (
              <Alert key={rule} severity="warning" data-testid={`refusal-${rule}`}>
                {err(rule)}
              </Alert>
            ) : null,
          )}
          {canOverride && (
            <>
              <Typography variant="subtitle2">{t('competitions.ui.override')}</Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {ELIGIBILITY_RULES.map((rule) => (
                  <Chip
                    key={rule}
                    label={t(`competitions.rule.${rule}`)}
                    color={override.includes(rule) ? 'warning' : 'default'}
                    onClick={() =>
                      setOverride((o) =>
                        o.includes(rule) ? o.filter((x) => x !== rule) : [...o, rule],
                      )
                    }
                  />
                ))}
              </Stack>
              {override.length > 0 && (
                <TextField
                  label={t('competitions.ui.overrideReason')}
                  name="reason"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  error={!!err('override.reason')}
                  helperText={err('override.reason')}
                  multiline
                  minRows={2}
                  required
                />
              )}
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** States whose ranking the hall shows whatever the live-hall setting. */
const HALL_FROZEN: readonly string[] = ['approved', 'published', 'archived'];

function CategoryCard({
  k,
  c,
  onJudge,
  onRules,
}: {
  k: CategoryView;
  c: CompetitionDetail;
  onJudge(): void;
  onRules(): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const labels = useRuleLabels(k.ruleSet);
  return (
    <Card variant="outlined" data-testid="competition-category">
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{k.name}</Typography>
          <Typography variant="body2">
            {count('competitions.count.contestants', k.nominations)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('competitions.ui.portion', { from: f.number(k.fromJuz), to: f.number(k.toJuz) })}
          {(k.minAge !== null || k.maxAge !== null) &&
            ` · ${t('competitions.ui.ages', { min: f.number(k.minAge ?? 0), max: f.number(k.maxAge ?? 99) })}`}
          {' · '}
          <DateText value={k.referenceDate} style="medium" />
          {k.gender &&
            ` · ${t(k.gender === 'male' ? 'competitions.ui.boys' : 'competitions.ui.girls')}`}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" data-testid="category-rules">
            {k.ruleSet.criteria
              .map((x) => `${labels.criterion(x.key)} ${f.number(x.max)}`)
              .join(' / ')}
          </Typography>
          {c.canManage && RULES_EDITABLE.includes(c.state) && (
            <Button size="small" onClick={onRules} data-testid="edit-rules">
              {t('competitions.ui.editRules')}
            </Button>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('competitions.ui.panel')}:
          </Typography>
          {k.judges.map((j) => (
            <Chip
              key={j.userId}
              size="small"
              label={j.name}
              color={j.head ? 'primary' : 'default'}
              variant={j.head ? 'filled' : 'outlined'}
            />
          ))}
          {c.canManage && (
            <Button size="small" onClick={onJudge}>
              {t('competitions.ui.addJudge')}
            </Button>
          )}
        </Stack>
        {(HALL_FROZEN.includes(c.state) ||
          (c.liveHall && (c.state === 'judging' || c.state === 'provisional'))) && (
          <Button
            size="small"
            component={RouterLink}
            to={`/competition-hall?competition=${c.id}&category=${k.id}`}
            sx={{ justifySelf: 'start' }}
            data-testid="open-hall"
          >
            {t('competitions.ui.hall')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function NominationsList({ c }: { c: CompetitionDetail }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = useFormat();
  const s = useSearchState();
  const list = useNominations(c.id, { page: s.page, pageSize: 25 });
  const rule = (n: NominationRow) =>
    n.overriddenRules.length
      ? `${t('competitions.ui.overridden')}: ${n.overriddenRules.map((r) => t(`competitions.rule.${r}`)).join('، ')} — ${n.overrideReason ?? ''} (${n.overriddenByName ?? ''})`
      : '';
  return (
    <ListFrame
      query={list}
      search={s}
      pageSize={25}
      emptyTitle={t('competitions.ui.noNominations')}
    >
      {({ items }) => (
        <RecordTable
          rows={items}
          rowKey={(r) => r.id}
          label={t('competitions.ui.nominations')}
          phone={phone}
          rowTestId="nomination-row"
          columns={[
            { key: 'student', header: t('competitions.ui.student'), cell: (r) => r.studentName },
            { key: 'centre', header: t('competitions.ui.centre'), cell: (r) => r.centreName },
            { key: 'category', header: t('competitions.ui.category'), cell: (r) => r.categoryName },
            {
              key: 'draw',
              header: t('competitions.ui.drawNumber'),
              cell: (r) => (r.drawNumber ? f.number(r.drawNumber) : '—'),
              nowrap: true,
            },
            { key: 'override', header: t('competitions.ui.override'), cell: rule },
            {
              key: 'state',
              header: t('competitions.ui.state'),
              cell: (r) => t(`competitions.nominationState.${r.state}`),
            },
          ]}
          card={(r) => (
            <Card variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{r.studentName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.centreName} · {r.categoryName}
                  {r.drawNumber
                    ? ` · ${t('competitions.ui.drawNumber')} ${f.number(r.drawNumber)}`
                    : ''}
                </Typography>
                {rule(r) && <Typography variant="body2">{rule(r)}</Typography>}
              </CardContent>
            </Card>
          )}
        />
      )}
    </ListFrame>
  );
}

/** One competition: its state and actions, categories with their panels, and nominations. */
export function CompetitionDetailView({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useCompetition(id);
  const act = useCompetitionAction();
  const [dialog, setDialog] = useState<'category' | 'nominate' | null>(null);
  const [judgeFor, setJudgeFor] = useState<CategoryView | null>(null);
  const [rulesFor, setRulesFor] = useState<CategoryView | null>(null);
  const [reopening, setReopening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = query.data;
  const results = c?.maher ? '/maher-contest-result-all' : '/result-quranic-competition-all';
  return (
    <Screen
      title={c?.name}
      subtitle={
        c
          ? `${f.digits(c.season)} · ${c.placeName ?? t(`competitions.scope.${c.scope}`)}`
          : undefined
      }
      actions={
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('competitions.ui.back')}
        </Button>
      }
    >
      <QueryState query={query}>
        {(c) => (
          <Stack sx={{ gap: 2 }}>
            {error && (
              <Alert severity="error" onClose={() => setError(null)}>
                {error}
              </Alert>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <CompetitionStateChip state={c.state} />
              <Typography variant="body2" color="text.secondary">
                {t(`competitions.aggregation.${c.aggregation}`)} ·{' '}
                {t('competitions.ui.margin', { n: f.number(c.divergenceMargin) })}
              </Typography>
              {c.actions.map((a) => (
                <Button
                  key={a}
                  size="small"
                  variant={a === 'reopen' ? 'outlined' : 'contained'}
                  data-testid={`action-${a}`}
                  disabled={act.isPending}
                  onClick={() =>
                    a === 'reopen'
                      ? setReopening(true)
                      : act
                          .mutateAsync({ id: c.id, action: a })
                          .catch((e: unknown) =>
                            setError(problemsOf(e, t('errors.internal')).message),
                          )
                  }
                >
                  {t(`competitions.action.${a}`)}
                </Button>
              ))}
              {['provisional', 'approved', 'published', 'archived'].includes(c.state) && (
                <Button size="small" component={RouterLink} to={`${results}?id=${c.id}`}>
                  {t('competitions.ui.results')}
                </Button>
              )}
            </Stack>
            {c.drawSeed && (
              <Typography variant="body2" color="text.secondary">
                {t('competitions.ui.drawSeed')}: <code>{c.drawSeed}</code>
              </Typography>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('competitions.ui.categories')}
              </Typography>
              {c.canManage && (c.state === 'draft' || c.state === 'registration') && (
                <Button onClick={() => setDialog('category')}>
                  {t('competitions.ui.addCategory')}
                </Button>
              )}
            </Stack>
            {c.categoriesList.map((k) => (
              <CategoryCard
                key={k.id}
                k={k}
                c={c}
                onJudge={() => setJudgeFor(k)}
                onRules={() => setRulesFor(k)}
              />
            ))}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('competitions.ui.nominations')}
              </Typography>
              {c.canNominate && c.categoriesList.length > 0 && (
                <Button variant="contained" onClick={() => setDialog('nominate')}>
                  {t('competitions.ui.nominate')}
                </Button>
              )}
            </Stack>
            <NominationsList c={c} />
            {c.canManage && <RegistrationLinkCard c={c} />}
            {(c.canManage || (c.canNominate && c.registrationLink !== 'draft')) && (
              <>
                <Typography variant="h6" component="h2">
                  {t('competitions.ui.registrations')}
                </Typography>
                <RegistrationsList c={c} />
              </>
            )}
            {dialog === 'category' && <CategoryDialog c={c} onClose={() => setDialog(null)} />}
            {dialog === 'nominate' && <NominateDialog c={c} onClose={() => setDialog(null)} />}
            {judgeFor && <JudgeDialog category={judgeFor} onClose={() => setJudgeFor(null)} />}
            {rulesFor && (
              <RuleSetDialog c={c} category={rulesFor} onClose={() => setRulesFor(null)} />
            )}
            {reopening && (
              <ReasonDialog
                title={t('competitions.action.reopen')}
                confirmLabel={t('competitions.action.reopen')}
                required
                onConfirm={(reason) => act.mutateAsync({ id: c.id, action: 'reopen', reason })}
                onClose={() => setReopening(false)}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Screen>
  );
}
