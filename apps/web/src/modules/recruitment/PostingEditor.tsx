import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FILE_KIND,
  applicationTemplate,
  JOB_CODES,
  minorToDecimal,
  RECRUITMENT_API,
  type FormDefinition,
  type ListPage,
  type PostingDetail,
  type PostingInput,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupField } from '../../app/components/LookupField.tsx';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import { readAmount } from '../../app/forms/amount.ts';
import { FormBuilder } from '../../app/forms/FormBuilder.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { RichTextEditor } from '../../app/richtext/index.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { recPath } from './recruitment-api.ts';

/** What the application form offers (a posting asks; it does not mark). */
const KINDS = [
  'text',
  'longText',
  'number',
  'yesNo',
  'choice',
  'choices',
  'date',
  'phone',
  'email',
  FILE_KIND,
];

interface NamedRow {
  id: string;
  nameAr: string;
  nameEn: string;
  nameFr: string;
  kind?: string;
  required?: boolean;
  status?: string;
}

const lookupOf = (id: string | null, label: string | null): LookupItem | null =>
  id ? { id, label: label ?? '', subtitle: null, archived: false } : null;

/** The active rows of a recruitment list (job, candidate or details types), every one of them. */
function useList(resource: 'candidate-types' | 'details-types') {
  return useQuery({
    queryKey: ['job-postings', 'lookup', resource],
    queryFn: () =>
      api.get<ListPage<NamedRow>>(`/${resource}`, { query: { pageSize: 100, status: 'active' } }),
  });
}

/**
 * Creates or edits a job posting: title, job type and candidate types, its place (a centre, or
 * a country), positions, quota and dates, the grade and its monthly pay (the hire's salary
 * profile), the description (rich text), and the application form with the shared form
 * builder, started from the memorisation and recitation template; a details type adds its ready
 * question. Editing a form that has applications makes a new version (said above the builder).
 */
export function PostingEditor({
  posting,
  onDone,
}: {
  posting: PostingDetail | null;
  onDone: (p: PostingDetail) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const name = (r: NamedRow) =>
    locale === 'ar' ? r.nameAr : locale === 'fr' ? r.nameFr : r.nameEn;
  const types = useList('candidate-types');
  const details = useList('details-types');
  const [title, setTitle] = useState(posting?.title ?? '');
  const [jobType, setJobType] = useState<LookupItem | null>(
    lookupOf(posting?.jobTypeId ?? null, posting?.jobTypeName ?? null),
  );
  const [typeIds, setTypeIds] = useState<string[]>(posting?.candidateTypeIds ?? []);
  const [job, setJob] = useState<string>(posting?.job ?? 'teacher');
  const [level, setLevel] = useState<'centre' | 'country'>(
    posting && !posting.centreId ? 'country' : 'centre',
  );
  const [centre, setCentre] = useState<LookupItem | null>(
    posting?.centreId ? lookupOf(posting.centreId, posting.placeName) : null,
  );
  const [country, setCountry] = useState<LookupItem | null>(
    posting && !posting.centreId ? lookupOf(posting.countryId, posting.placeName) : null,
  );
  const [positions, setPositions] = useState(String(posting?.positions ?? 1));
  const [limit, setLimit] = useState(
    posting?.applicationLimit ? String(posting.applicationLimit) : '',
  );
  const [opensOn, setOpensOn] = useState<string | null>(posting?.opensOn ?? null);
  const [closesOn, setClosesOn] = useState<string | null>(posting?.closesOn ?? null);
  const [grade, setGrade] = useState(posting?.grade ?? '');
  const [currency, setCurrency] = useState(posting?.salaryCurrency ?? 'TRY');
  const [salary, setSalary] = useState(
    posting?.salaryAmount != null
      ? f.digits(minorToDecimal(posting.salaryAmount, posting.salaryCurrency ?? 'TRY'))
      : '',
  );
  const [hours, setHours] = useState(posting?.hoursPerWeek ? String(posting.hoursPerWeek) : '');
  const [description, setDescription] = useState<string | null>(posting?.description ?? null);
  const [definition, setDefinition] = useState<FormDefinition>(
    posting?.definition ?? applicationTemplate(locale),
  );

  const addDetail = (id: string) => {
    const d = details.data?.items.find((x) => x.id === id);
    if (!d || definition.sections.length === 0) return;
    const qid = `d-${d.kind ?? 'text'}-${id.slice(0, 8)}`;
    if (definition.sections.some((s) => s.questions.some((q) => q.id === qid))) return;
    const [first, ...rest] = definition.sections;
    setDefinition({
      sections: [
        {
          ...first!,
          questions: [
            ...first!.questions,
            { id: qid, kind: d.kind ?? 'text', label: name(d), weight: 1, required: !!d.required },
          ],
        },
        ...rest,
      ],
    });
  };

  const save = useMutation({
    mutationFn: () => {
      const pay = salary.trim() ? readAmount(salary, currency).minor : null;
      const body: PostingInput = {
        title,
        jobTypeId: jobType?.id ?? null,
        candidateTypeIds: typeIds,
        job: job as PostingInput['job'],
        countryId: level === 'country' ? (country?.id ?? null) : null,
        centreId: level === 'centre' ? (centre?.id ?? null) : null,
        positions: Number(positions) || 0,
        applicationLimit: limit ? Number(limit) : null,
        opensOn,
        closesOn,
        grade: grade || null,
        salaryAmount: pay,
        salaryCurrency: pay !== null ? currency : null,
        hoursPerWeek: hours ? Number(hours) : null,
        description,
        definition,
        ...(posting ? { version: posting.version } : {}),
      };
      return posting
        ? api.put<PostingDetail>(recPath(RECRUITMENT_API.posting, { id: posting.id }), body)
        : api.post<PostingDetail>(recPath(RECRUITMENT_API.postings), body);
    },
    onSuccess: async (p) => {
      await queryClient.invalidateQueries({ queryKey: ['job-postings'] });
      onDone(p);
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  const builderProblems = p
    ? Object.entries(p.fields).filter(([k]) => k.startsWith('definition'))
    : [];
  return (
    <Stack spacing={2} data-testid="posting-editor">
      <TextField
        label={t('recruitment.ui.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={!!p?.fields.title}
        helperText={p?.fields.title}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <LookupField
          resource="job-types"
          label={t('recruitment.ui.jobType')}
          value={jobType}
          onChange={setJobType}
          error={p?.fields.jobTypeId}
          fullWidth
        />
        <TextField
          select
          label={t('recruitment.ui.job')}
          value={job}
          onChange={(e) => setJob(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {JOB_CODES.map((j) => (
            <MenuItem key={j} value={j}>
              {t(`recruitment.job.${j}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormGroup>
        <FormLabel>{t('recruitment.ui.candidateTypes')}</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {(types.data?.items ?? []).map((c) => (
            <FormControlLabel
              key={c.id}
              control={
                <Checkbox
                  checked={typeIds.includes(c.id)}
                  onChange={(e) =>
                    setTypeIds(
                      e.target.checked ? [...typeIds, c.id] : typeIds.filter((x) => x !== c.id),
                    )
                  }
                />
              }
              label={name(c)}
            />
          ))}
        </Stack>
        {p?.fields.candidateTypeIds && (
          <Typography color="error" variant="caption">
            {p.fields.candidateTypeIds}
          </Typography>
        )}
      </FormGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          label={t('recruitment.ui.place')}
          value={level}
          onChange={(e) => setLevel(e.target.value as 'centre' | 'country')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="centre">{t('recruitment.ui.centre')}</MenuItem>
          <MenuItem value="country">{t('recruitment.ui.country')}</MenuItem>
        </TextField>
        {level === 'centre' ? (
          <LookupField
            resource="centres"
            label={t('recruitment.ui.centre')}
            value={centre}
            onChange={setCentre}
            required
            error={p?.fields.centreId}
            fullWidth
          />
        ) : (
          <LookupField
            resource="countries"
            label={t('recruitment.ui.country')}
            value={country}
            onChange={setCountry}
            required
            error={p?.fields.countryId ?? p?.fields.centreId}
            fullWidth
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          type="number"
          label={t('recruitment.ui.positions')}
          value={positions}
          onChange={(e) => setPositions(e.target.value)}
          required
          error={!!p?.fields.positions}
          helperText={p?.fields.positions}
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        />
        <TextField
          type="number"
          label={t('recruitment.ui.quota')}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          error={!!p?.fields.applicationLimit}
          helperText={p?.fields.applicationLimit ?? t('recruitment.ui.quotaHelp')}
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        />
        <DateField label={t('recruitment.ui.opensOn')} value={opensOn} onChange={setOpensOn} />
        <DateField
          label={t('recruitment.ui.closesOn')}
          value={closesOn}
          onChange={setClosesOn}
          {...(p?.fields.closesOn ? { error: p.fields.closesOn } : {})}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={t('recruitment.ui.grade')}
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          sx={{ flex: 1 }}
        />
        <MoneyField
          label={t('recruitment.ui.salary')}
          value={salary}
          onChange={setSalary}
          currency={currency}
          error={p?.fields.salaryAmount}
          helperText={t('recruitment.ui.salaryHelp')}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('recruitment.ui.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value.toUpperCase().slice(0, 3))}
          error={!!p?.fields.salaryCurrency}
          helperText={p?.fields.salaryCurrency}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          type="number"
          label={t('recruitment.ui.hours')}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { min: 1, max: 80, inputMode: 'numeric' } }}
        />
      </Stack>
      <RichTextEditor
        name="description"
        label={t('recruitment.ui.description')}
        value={description}
        onChange={setDescription}
        {...(p?.fields.description ? { error: p.fields.description } : {})}
      />
      <Typography variant="h6" component="h2">
        {t('recruitment.ui.applicationForm')}
      </Typography>
      {posting?.answered && <Alert severity="info">{t('recruitment.ui.newVersion')}</Alert>}
      {(details.data?.items.length ?? 0) > 0 && (
        <TextField
          select
          label={t('recruitment.ui.addDetail')}
          value=""
          onChange={(e) => addDetail(e.target.value)}
          sx={{ maxWidth: 360 }}
        >
          {details.data!.items.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {name(d)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormBuilder value={definition} onChange={setDefinition} kinds={KINDS} />
      {builderProblems.length > 0 && (
        <Alert severity="error">
          {builderProblems.map(([k, m]) => (
            <div key={k}>{m}</div>
          ))}
        </Alert>
      )}
      {p && Object.keys(p.fields).length === 0 && <Alert severity="error">{p.message}</Alert>}
      {p && Object.keys(p.fields).length > 0 && <Alert severity="error">{p.message}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={title.trim().length < 3 || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('recruitment.ui.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
