import Add from '@mui/icons-material/Add';
import Gavel from '@mui/icons-material/Gavel';
import Alert from '@mui/material/Alert';
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
  AGGREGATIONS,
  COMPETITION_SCOPES,
  COMPETITION_STATES,
  type Aggregation,
  type CompetitionScope,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { SelectFilter } from '../../app/components/SelectFilter.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { todayIso } from '../../app/format/today.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { readAmount } from '../../app/forms/amount.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { CompetitionDetailView } from './CompetitionDetail.tsx';
import { useCompetitions, useCreateCompetition, useMyPanels } from './competitions-api.ts';
import { JudgingSheet } from './JudgingSheet.tsx';
import { CompetitionStateChip } from './parts.tsx';

const PAGE_SIZE = 25;

function CreateDialog({
  maher,
  onClose,
  onCreated,
}: {
  maher: boolean;
  onClose(): void;
  onCreated(id: string): void;
}) {
  const { t } = useTranslation();
  const create = useCreateCompetition();
  const [name, setName] = useState(maher ? 'مسابقة الماهر' : '');
  const [season, setSeason] = useState('1448');
  const [scope, setScope] = useState<CompetitionScope>('organisation');
  const [country, setCountry] = useState<LookupItem | null>(null);
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [startsOn, setStartsOn] = useState(todayIso());
  const [endsOn, setEndsOn] = useState(todayIso());
  const [aggregation, setAggregation] = useState<Aggregation>('mean');
  const [cap, setCap] = useState('');
  const [exclude, setExclude] = useState(true);
  const [publicResults, setPublicResults] = useState(true);
  const [liveHall, setLiveHall] = useState(false);
  const [currency, setCurrency] = useState('');
  const [prizes, setPrizes] = useState(['', '', '']);
  // The prizes typed, first to third, read in the currency's decimals (trailing blanks dropped).
  const prizeAmounts = prizes.map((p) =>
    p.trim() === '' ? null : readAmount(p, currency || 'XXX').minor,
  );
  const lastPrize = prizeAmounts.reduce<number>((last, p, i) => (p !== null ? i : last), -1);
  return (
    <FormDialog
      title={t(maher ? 'competitions.ui.newMaher' : 'competitions.ui.new')}
      submitLabel={t('competitions.ui.create')}
      canSubmit={name.trim().length >= 3}
      onClose={onClose}
      onSubmit={async () => {
        const row = await create.mutateAsync({
          name,
          season,
          scope,
          countryId: scope === 'country' ? (country?.id ?? null) : null,
          centreId: scope === 'centre' ? (centre?.id ?? null) : null,
          maher,
          startsOn,
          endsOn,
          aggregation,
          excludePreviousWinners: exclude,
          perCentreCap: cap ? Number(cap) : null,
          publicResults,
          liveHall,
          prizes: prizeAmounts.slice(0, lastPrize + 1).map((p) => p ?? 0),
          currency: currency.trim() ? currency.trim().toUpperCase() : null,
        });
        onCreated(row.id);
      }}
    >
      {(err) => (
        <>
          <TextField
            label={t('competitions.ui.name')}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!err('name')}
            helperText={err('name')}
            required
          />
          <TextField
            label={t('competitions.ui.season')}
            name="season"
            value={season}
            onChange={(e) => setSeason(e.target.value)}
            error={!!err('season')}
            helperText={err('season')}
          />
          <TextField
            select
            label={t('competitions.ui.scope')}
            name="scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as CompetitionScope)}
          >
            {COMPETITION_SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`competitions.scope.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {scope === 'country' && (
            <LookupField
              resource="countries"
              label={t('competitions.ui.country')}
              value={country}
              onChange={setCountry}
              required
              size="medium"
              fullWidth
              error={err('countryId')}
            />
          )}
          {scope === 'centre' && (
            <LookupField
              resource="centres"
              label={t('competitions.ui.centre')}
              value={centre}
              onChange={setCentre}
              required
              size="medium"
              fullWidth
              error={err('centreId')}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <DateField
              label={t('competitions.ui.startsOn')}
              name="startsOn"
              value={startsOn || null}
              onChange={(v) => setStartsOn(v ?? '')}
              error={err('startsOn')}
            />
            <DateField
              label={t('competitions.ui.endsOn')}
              name="endsOn"
              value={endsOn || null}
              onChange={(v) => setEndsOn(v ?? '')}
              error={err('endsOn')}
            />
          </Stack>
          <TextField
            select
            label={t('competitions.ui.aggregation')}
            name="aggregation"
            value={aggregation}
            onChange={(e) => setAggregation(e.target.value as Aggregation)}
          >
            {AGGREGATIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`competitions.aggregation.${a}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('competitions.ui.perCentreCap')}
            name="perCentreCap"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            error={!!err('perCentreCap')}
            helperText={err('perCentreCap') ?? t('competitions.ui.noCap')}
          />
          <FormControlLabel
            control={<Switch checked={exclude} onChange={(e) => setExclude(e.target.checked)} />}
            label={t('competitions.ui.excludeWinners')}
          />
          <TextField
            label={t('competitions.ui.currency')}
            name="currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value.toUpperCase().slice(0, 3))}
            error={!!err('currency')}
            helperText={err('currency') ?? t('competitions.ui.prizesHint')}
            slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
          />
          {/^[A-Z]{3}$/.test(currency) &&
            prizes.map((p, i) => (
              <MoneyField
                key={i}
                label={t('competitions.ui.prizeFor', { place: t(`competitions.rank.${i + 1}`) })}
                name={`prizes.${i}`}
                value={p}
                onChange={(text) => setPrizes((all) => all.map((x, j) => (j === i ? text : x)))}
                currency={currency}
                error={err(`prizes.${i}`)}
              />
            ))}
          <FormControlLabel
            control={
              <Switch
                checked={publicResults}
                onChange={(e) => setPublicResults(e.target.checked)}
              />
            }
            label={t('competitions.ui.publicResults')}
          />
          <FormControlLabel
            control={<Switch checked={liveHall} onChange={(e) => setLiveHall(e.target.checked)} />}
            label={
              <span>
                {t('competitions.ui.liveHall')}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="span"
                  sx={{ display: 'block' }}
                >
                  {t('competitions.ui.liveHallHint')}
                </Typography>
              </span>
            }
          />
        </>
      )}
    </FormDialog>
  );
}

/** The judge's panels (for a judge: the way into their sheets). */
function MyPanels() {
  const { t } = useTranslation();
  const f = useFormat();
  const s = useSearchState();
  const panels = useMyPanels(true);
  if (!panels.data?.length) return null;
  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      <Typography variant="h6" component="h2">
        {t('competitions.ui.myPanels')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {panels.data.map((p) => (
          <Card key={p.categoryId} variant="outlined" sx={{ flex: '1 1 260px' }}>
            <CardActionArea
              onClick={() => s.set({ judge: p.categoryId })}
              data-testid="judge-panel"
            >
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{p.categoryName}</Typography>
                  <CompetitionStateChip state={p.state} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {p.competitionName}
                  {p.head ? ` · ${t('competitions.ui.headJudge')}` : ''}
                </Typography>
                <Typography variant="body2">
                  {t('competitions.ui.sheetsDone', {
                    done: f.number(p.submitted),
                    total: f.number(p.contestants),
                  })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Quran competitions (quranic-competition) and the Maher contest (maher-contest, the same screen
 * showing the Maher project's competitions): the list, creating one, one competition's detail
 * (`?id=`) with its states, categories, panels and nominations, and for a judge their panels and
 * sheet (`?judge=<category>`).
 */
export function CompetitionsScreen({ maher = false }: { maher?: boolean }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = useFormat();
  const count = useCount();
  const s = useSearchState();
  const canRead = useCan('competitions:read');
  const canCreate = useCan('competitions:create');
  const canJudge = useCan('competitions:examine');
  const [creating, setCreating] = useState(false);
  const q = useDebounced(s.get('q'), 300);
  const list = useCompetitions(
    cleanQuery({
      q: q.trim(),
      state: s.get('state'),
      kind: maher ? 'maher' : 'general',
      page: s.page,
      pageSize: PAGE_SIZE,
    }),
    canRead && !s.get('id') && !s.get('judge'),
  );
  if (s.get('judge'))
    return <JudgingSheet categoryId={s.get('judge')} onBack={() => s.set({ judge: null })} />;
  if (s.get('id'))
    return <CompetitionDetailView id={s.get('id')} onBack={() => s.set({ id: null })} />;
  const open = (id: string) => `?id=${id}`;
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t(maher ? 'competitions.ui.newMaher' : 'competitions.ui.new')}
          </Button>
        ) : null
      }
    >
      {canJudge && <MyPanels />}
      {!canRead && canJudge && (
        <Alert severity="info" icon={<Gavel />}>
          {t('competitions.ui.judgeOnly')}
        </Alert>
      )}
      {canRead && (
        <ListFrame
          query={list}
          search={s}
          pageSize={PAGE_SIZE}
          emptyTitle={t('competitions.ui.none')}
          filters={
            <>
              <SearchField
                size="small"
                value={s.get('q')}
                onChange={(e) => s.set({ q: e.target.value })}
                placeholder={t('competitions.ui.search')}
                aria-label={t('competitions.ui.search')}
                sx={{ flex: '2 1 200px' }}
              />
              <SelectFilter
                label={t('competitions.ui.state')}
                value={s.get('state')}
                onChange={(v) => s.set({ state: v })}
                options={COMPETITION_STATES}
                optionLabel={(v) => t(`competitions.state.${v}`)}
                allLabel={t('competitions.ui.all')}
                sx={{ flex: '1 1 140px' }}
              />
            </>
          }
        >
          {({ items }) => (
            <RecordTable
              rows={items}
              rowKey={(r) => r.id}
              label={t('competitions.ui.list')}
              phone={phone}
              rowTestId="competition-row"
              columns={[
                {
                  key: 'name',
                  header: t('competitions.ui.name'),
                  cell: (r) => (
                    <Link component={RouterLink} to={open(r.id)}>
                      {r.name}
                    </Link>
                  ),
                },
                {
                  key: 'season',
                  header: t('competitions.ui.season'),
                  cell: (r) => f.digits(r.season),
                  nowrap: true,
                },
                {
                  key: 'place',
                  header: t('competitions.ui.scope'),
                  cell: (r) => r.placeName ?? t(`competitions.scope.${r.scope}`),
                },
                {
                  key: 'dates',
                  header: t('competitions.ui.dates'),
                  cell: (r) => (
                    <>
                      <DateText value={r.startsOn} style="medium" /> –{' '}
                      <DateText value={r.endsOn} style="medium" />
                    </>
                  ),
                },
                {
                  key: 'n',
                  header: t('competitions.ui.contestants'),
                  cell: (r) => f.number(r.nominations),
                  nowrap: true,
                },
                {
                  key: 'state',
                  header: t('competitions.ui.state'),
                  cell: (r) => <CompetitionStateChip state={r.state} />,
                },
              ]}
              card={(r) => (
                <Card variant="outlined">
                  <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Link component={RouterLink} to={open(r.id)} sx={{ fontWeight: 600 }}>
                        {r.name}
                      </Link>
                      <CompetitionStateChip state={r.state} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {f.digits(r.season)} · {r.placeName ?? t(`competitions.scope.${r.scope}`)} ·{' '}
                      {count('competitions.count.contestants', r.nominations)}
                    </Typography>
                  </CardContent>
                </Card>
              )}
            />
          )}
        </ListFrame>
      )}
      {creating && (
        <CreateDialog
          maher={maher}
          onClose={() => setCreating(false)}
          onCreated={(id) => s.set({ id })}
        />
      )}
    </Screen>
  );
}

export default CompetitionsScreen;
