import { DOCUMENT_TYPES, MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES } from '@qc/domain';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { QueryState } from '../../app/components/QueryState.tsx';
import { useCodedList } from '../../app/hooks/use-coded-list.ts';
import { createSpecialCase, fetchSpecialCases, uploadEvidence } from './students-api.ts';
import { monthlySupportOf, SUPPORT_CURRENCY } from './special-case-form.ts';
import { MoneyField } from '../../app/components/MoneyField.tsx';
import type { SpecialCase } from '@qc/domain';
import { useCount } from '../../app/i18n/use-count.ts';

const MAX_FILES = MAX_EVIDENCE_FILES;
const MAX_BYTES = MAX_EVIDENCE_BYTES;

/** The evidence files of a case, each downloadable. */
export function EvidenceLinks({ c }: { c: SpecialCase }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (c.evidence.length === 0)
    return (
      <Typography variant="caption" color="text.secondary">
        {t('students.special.noEvidence')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {c.evidence.map((e, i) => (
        <Chip
          key={e.id}
          size="small"
          icon={<AttachFile />}
          label={`${e.name} (${f.number(Math.ceil(e.size / 1024))} KB)`}
          onClick={() => void api.download(`/special-cases/${c.id}/evidence/${i}`, e.name)}
        />
      ))}
    </Stack>
  );
}

function AddCase({ studentId, onDone }: { studentId: string; onDone(): void }) {
  const { t } = useTranslation();
  const counted = useCount();
  const types = useCodedList('special-case-types');
  const [caseType, setCaseType] = useState('');
  const [description, setDescription] = useState('');
  const [support, setSupport] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const supportRead = monthlySupportOf(support);
  const save = useMutation({
    mutationFn: async () =>
      createSpecialCase(studentId, {
        caseType,
        description: description.trim() || null,
        monthlySupport: supportRead.ok ? supportRead.body.monthlySupport : null,
        startsOn: startsOn || null,
        // Each file goes to the stored files first; the case names them by id.
        evidence: await Promise.all(
          files.map(async (file) => ({ id: (await uploadEvidence(file)).id })),
        ),
      }),
    onSuccess: () => {
      setCaseType('');
      setDescription('');
      setSupport('');
      setFiles([]);
      onDone();
    },
  });
  const problems = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  const pick = (list: FileList | null) => {
    const chosen = [...files, ...Array.from(list ?? [])];
    if (chosen.length > MAX_FILES)
      return setFileError(counted('students.special.tooManyFiles', MAX_FILES));
    if (chosen.some((f) => f.size > MAX_BYTES))
      return setFileError(t('students.special.fileTooBig'));
    setFileError(null);
    setFiles(chosen);
  };
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          required
          label={t('students.special.type')}
          value={caseType}
          onChange={(e) => setCaseType(e.target.value)}
          error={!!problems?.fields.caseType}
          helperText={problems?.fields.caseType}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        >
          {types.items.map((ty) => (
            <MenuItem key={ty.code} value={ty.code}>
              {ty._title}
            </MenuItem>
          ))}
        </TextField>
        <MoneyField
          size="small"
          name="monthlySupport"
          label={t('students.special.support')}
          value={support}
          onChange={setSupport}
          currency={SUPPORT_CURRENCY}
          showCurrency={false}
          options={{ allowZero: true }}
          error={problems?.fields.monthlySupport}
          sx={{ width: 180 }}
        />
        <Box sx={{ width: 180 }}>
          <DateField
            size="small"
            label={t('students.special.startsOn')}
            value={startsOn}
            onChange={(v) => setStartsOn(v ?? '')}
            error={problems?.fields.startsOn ?? dateTextError(startsOn, t)}
          />
        </Box>
      </Stack>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('students.special.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />}>
          {t('students.special.addFiles')}
          <input
            hidden
            type="file"
            multiple
            accept={DOCUMENT_TYPES.join(',')}
            onChange={(e) => pick(e.target.files)}
          />
        </Button>
        {files.map((file, i) => (
          <Chip
            key={`${file.name}-${i}`}
            label={file.name}
            onDelete={() => setFiles(files.filter((_f, j) => j !== i))}
          />
        ))}
      </Stack>
      {fileError && <Alert severity="warning">{fileError}</Alert>}
      {problems && <Alert severity="error">{problems.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={!caseType || isUnreadableDate(startsOn) || !supportRead.ok || save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('students.special.save')}
      </Button>
    </Stack>
  );
}

/** A student's special cases (orphan, low-income family...) with evidence, and adding one. */
export function SpecialCasesPanel({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canCreate = useCan('special-cases:create');
  const types = useCodedList('special-case-types');
  const cases = useQuery({
    queryKey: ['special-cases', 'list', { studentId }],
    // One student's cases are a handful: the largest page brings them all.
    queryFn: () => fetchSpecialCases({ studentId, pageSize: 100 }).then((r) => r.items),
  });
  const [adding, setAdding] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t('students.page.specialCases')}
          </Typography>
          {canCreate && !adding && (
            <Button onClick={() => setAdding(true)}>{t('students.special.add')}</Button>
          )}
        </Stack>
        {adding && (
          <Card variant="outlined" sx={{ mb: 2, p: 1.5 }}>
            <AddCase
              studentId={studentId}
              onDone={() => {
                setAdding(false);
                void queryClient.invalidateQueries({ queryKey: ['special-cases'] });
              }}
            />
          </Card>
        )}
        <QueryState
          query={cases}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState dense title={t('students.page.noSpecialCases')} />}
        >
          {(items) => (
            <Stack spacing={1.5}>
              {items.map((c) => (
                <Stack
                  key={c.id}
                  spacing={0.5}
                  sx={{ borderInlineStart: 3, borderColor: 'warning.light', ps: 1.5 }}
                >
                  <Typography variant="subtitle2">
                    {types.names.get(c.caseType) ?? c.caseType}
                    {c.monthlySupport != null &&
                      ` · ${t('students.special.perMonth', { amount: f.number(c.monthlySupport / 100) })}`}
                  </Typography>
                  {c.startsOn && (
                    <Typography variant="caption" color="text.secondary">
                      <DateText value={c.startsOn} style="medium" />
                    </Typography>
                  )}
                  {c.description && (
                    <Typography variant="body2" dir="auto">
                      {c.description}
                    </Typography>
                  )}
                  <EvidenceLinks c={c} />
                </Stack>
              ))}
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
