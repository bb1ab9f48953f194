import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  hizbRange,
  juzRange,
  surahRange,
  TOTAL_HIZB,
  TOTAL_JUZ,
  type QuranRange,
} from '@qc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../app/forms/use-form-errors.ts';
import { useFormat } from '../../app/format/use-format.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import type { LookupItem } from '../../resources/resource-api.ts';
import { SurahField } from '../rings/index.ts';
import type { TestKindRules } from '@qc/domain';
import {
  TEST_REQUESTS_KEY,
  checkEligibility,
  useCreateRequest,
  useLocalName,
  useTestKinds,
} from './tests-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

type PortionChoice = { juzFrom: number; juzTo: number } | { surahFrom: number; surahTo: number };

/** The portion the form describes, as a range (null for kinds without a portion). */
function portionOf(kind: TestKindRules | undefined, choice: PortionChoice): QuranRange | null {
  if (!kind) return null;
  if (kind.portionType === 'none') return null;
  if (kind.portionType === 'whole-quran')
    return { from: { surah: 1, ayah: 1 }, to: { surah: 114, ayah: 6 } };
  if ('juzFrom' in choice) {
    const lo = Math.min(choice.juzFrom, choice.juzTo);
    const hi = Math.max(choice.juzFrom, choice.juzTo);
    // A hizb kind counts the same two numbers in hizbs (1..60) instead of juz.
    const whole = kind.portionType === 'hizb' ? hizbRange : juzRange;
    return { from: whole(lo).from, to: whole(hi).to };
  }
  const lo = Math.min(choice.surahFrom, choice.surahTo);
  const hi = Math.max(choice.surahFrom, choice.surahTo);
  return { from: surahRange(lo).from, to: surahRange(hi).to };
}

/**
 * A new test request for a student: the kinds of this screen, the portion (juz or surah range,
 * as the kind asks), and what the server says of the student's eligibility before sending. A
 * request the rules refuse can still be sent with a reason the approver sees.
 */
export function NewRequestDialog({
  kinds,
  subject = 'student',
  centreId,
  onClose,
  onCreated,
}: {
  kinds: readonly string[];
  /** A student's test, or a teacher's own (no eligibility rules: the approver decides). */
  subject?: 'student' | 'teacher';
  centreId?: string | undefined;
  onClose(): void;
  onCreated(id: string): void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const localName = useLocalName();
  const phone = usePhone();
  const kindList = useTestKinds(kinds);
  const [student, setStudent] = useState<LookupItem | null>(null);
  const [kindId, setKindId] = useState('');
  const [choice, setChoice] = useState<PortionChoice>({ juzFrom: 30, juzTo: 30 });
  const [override, setOverride] = useState('');
  const errors = useFormErrors();
  const create = useCreateRequest();
  const kind = kindList.data?.find((k) => k.id === kindId);
  useEffect(() => {
    const first = kindList.data?.[0];
    if (!kindId && first) setKindId(first.id);
  }, [kindList.data, kindId]);
  useEffect(() => {
    if (kind?.portionType === 'surah-range') setChoice({ surahFrom: 78, surahTo: 114 });
    else if (kind?.portionType === 'hizb') setChoice({ juzFrom: 59, juzTo: 60 });
    else if (kind?.portionType === 'juz') setChoice({ juzFrom: 30, juzTo: 30 });
  }, [kind?.portionType]);
  const portion = useMemo(() => portionOf(kind, choice), [kind, choice]);
  const eligibility = useQuery({
    queryKey: [TEST_REQUESTS_KEY, 'eligibility', student?.id, kindId, portion],
    queryFn: () => checkEligibility({ studentId: student!.id, kindId, portion }),
    enabled: subject === 'student' && !!student && !!kindId,
  });
  const problems = eligibility.data?.problems ?? [];
  const needsReason = !!eligibility.data && !eligibility.data.eligible;
  const send = async () => {
    if (!student || !kindId) return;
    try {
      const made = await create.mutateAsync({
        subject,
        ...(subject === 'teacher' ? { teacherId: student.id } : { studentId: student.id }),
        kindId,
        portion,
        overrideReason: needsReason ? override.trim() : null,
      });
      onCreated(made.id);
    } catch (e) {
      errors.fail(e, ['studentId', 'teacherId', 'kindId', 'portion', 'overrideReason']);
    }
  };
  const byHizb = kind?.portionType === 'hizb';
  const juzOptions = Array.from({ length: byHizb ? TOTAL_HIZB : TOTAL_JUZ }, (_, i) => i + 1);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>{t('tests.ui.newRequest')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <LookupField
            resource={subject === 'teacher' ? 'employees' : 'students'}
            label={t(subject === 'teacher' ? 'tests.ui.teacher' : 'tests.ui.student')}
            value={student}
            onChange={setStudent}
            params={{ status: 'active', centreId }}
            required
            error={errors.fields.studentId ?? errors.fields.teacherId}
            size="medium"
            fullWidth
            autoFocus
          />
          <TextField
            select
            label={t('tests.ui.kind')}
            value={kindList.data?.some((k) => k.id === kindId) ? kindId : ''}
            onChange={(e) => setKindId(e.target.value)}
            error={!!errors.fields.kindId}
            helperText={errors.fields.kindId}
            required
          >
            {(kindList.data ?? []).map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {localName(k.name)}
              </MenuItem>
            ))}
          </TextField>
          {kind &&
            'juzFrom' in choice &&
            (kind.portionType === 'juz' || kind.portionType === 'hizb') && (
              <Stack direction="row" sx={{ gap: 1 }}>
                {(['juzFrom', 'juzTo'] as const).map((k) => (
                  <TextField
                    key={k}
                    select
                    fullWidth
                    label={
                      byHizb
                        ? t(k === 'juzFrom' ? 'tests.ui.hizbFrom' : 'tests.ui.hizbTo')
                        : t(`tests.ui.${k}`)
                    }
                    value={choice[k]}
                    onChange={(e) => setChoice({ ...choice, [k]: Number(e.target.value) })}
                  >
                    {juzOptions.map((n) => (
                      <MenuItem key={n} value={n}>
                        {f.number(n)}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
            )}
          {kind && 'surahFrom' in choice && kind.portionType === 'surah-range' && (
            <Stack direction={phone ? 'column' : 'row'} sx={{ gap: 1 }}>
              <SurahField
                label={t('tests.ui.surahFrom')}
                value={choice.surahFrom}
                onChange={(s) => s && setChoice({ ...choice, surahFrom: s })}
              />
              <SurahField
                label={t('tests.ui.surahTo')}
                value={choice.surahTo}
                onChange={(s) => s && setChoice({ ...choice, surahTo: s })}
              />
            </Stack>
          )}
          {errors.fields.portion && <Alert severity="error">{errors.fields.portion}</Alert>}
          {student && eligibility.data?.eligible && (
            <Alert severity="success" data-testid="eligibility">
              {t('tests.ui.eligible')}
            </Alert>
          )}
          {needsReason && (
            <Alert severity="warning" data-testid="eligibility">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('tests.ui.notEligible')}
              </Typography>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p) => (
                  <li key={p.code}>{t(p.code, p.params)}</li>
                ))}
              </ul>
            </Alert>
          )}
          {needsReason && (
            <TextField
              multiline
              minRows={2}
              required
              label={t('tests.ui.overrideReason')}
              value={override}
              onChange={(e) => setOverride(e.target.value)}
              error={!!errors.fields.overrideReason}
              helperText={errors.fields.overrideReason ?? t('tests.ui.overrideHelp')}
            />
          )}
          {errors.error && <Alert severity="error">{errors.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={
            !student ||
            !kindId ||
            eligibility.isFetching ||
            (needsReason && override.trim().length < 3) ||
            create.isPending
          }
          onClick={() => void send()}
        >
          {t(needsReason ? 'tests.ui.sendAnyway' : 'tests.ui.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
