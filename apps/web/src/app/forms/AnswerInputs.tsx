import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FILE_KIND,
  LONG_TEXT_MAX,
  TEXT_MAX,
  fileGroupsOf,
  fileLimits,
  fileRefusal,
  megabytes,
  type FileAnswer,
  type FormAnswer,
  type FormQuestion,
} from '@qc/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { PhoneInput } from '../components/phone/PhoneInput.tsx';
import { useFormat } from '../format/use-format.ts';
import { problemsOf } from './form-problems.ts';

/** The kinds this file draws (the scored `mark` and `scale` are FormRenderer's MarkInput). */
export const ANSWER_INPUT_KINDS: readonly string[] = [
  'text',
  'longText',
  'choice',
  'choices',
  'yesNo',
  'date',
  'number',
  'phone',
  'email',
  FILE_KIND,
];

/**
 * What a form with `file` questions needs from its owner: `upload` stores a chosen file through
 * the owner's upload route (answering the stored file), `source` reads a stored answer's bytes
 * with the reader's rights (to play or save it). Without them a file question only shows its name.
 */
export interface FormFiles {
  upload?: ((q: FormQuestion, file: File) => Promise<FileAnswer>) | undefined;
  source?: ((q: FormQuestion, file: FileAnswer) => Promise<Blob>) | undefined;
}

/** Kinds whose input shows its own error under it (the renderer does not repeat it). */
export const OWN_ERROR_KINDS: readonly string[] = ['phone', 'date'];

export interface AnswerInputProps {
  q: FormQuestion;
  answer: FormAnswer | undefined;
  onChange: ((a: FormAnswer) => void) | undefined;
  error: string | undefined;
  files?: FormFiles | undefined;
}

/** Every tap target of a question at least 44 px high (one tap on a phone). */
const TARGET = { minHeight: 44, marginInlineStart: 0 };

/** An answer as read (a list or a detail): the text, the chosen labels, yes/no, the number. */
export function AnswerText({ q, answer }: { q: FormQuestion; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  let text = '—';
  if (answer?.choices?.length)
    text = answer.choices.map((c) => q.options?.find((o) => o.id === c)?.label ?? c).join('، ');
  else if (answer?.text)
    text =
      q.kind === 'date'
        ? f.date(answer.text)
        : q.kind === 'phone'
          ? f.digits(answer.text)
          : answer.text;
  else if (answer?.value !== null && answer?.value !== undefined)
    text =
      q.kind === 'yesNo'
        ? t(answer.value === 1 ? 'forms.ui.yes' : 'forms.ui.no')
        : f.number(answer.value);
  const ltr = q.kind === 'phone' || q.kind === 'email';
  return (
    <Typography
      sx={{ whiteSpace: 'pre-line' }}
      dir={ltr ? 'ltr' : 'auto'}
      data-testid="answer-text"
    >
      {ltr ? <bdi>{text}</bdi> : text}
    </Typography>
  );
}

/**
 * A phone question: the field keeps what was typed, the answer carries the international form
 * (E.164) once the shared input finds the number valid for its country, else the text as typed,
 * which the form's check (the server's too) refuses. So a number shown invalid is never sent,
 * and one typed nationally or internationally is the same contact.
 */
function PhoneAnswer({
  q,
  name,
  answer,
  setText,
  error,
}: {
  q: AnswerInputProps['q'];
  name: string;
  answer: AnswerInputProps['answer'];
  setText(text: string): void;
  error: string | undefined;
}) {
  const [typed, setTyped] = useState(answer?.text ?? '');
  return (
    // The question's text is its heading above: the field names only what it takes (the
    // question's text here as well was read twice, one under the other).
    <PhoneInput
      name={name}
      required={q.required}
      fullWidth
      value={typed}
      onChange={(ph) => {
        setTyped(ph.text);
        setText(ph.valid && ph.formatted ? ph.formatted : ph.text);
      }}
      {...(error ? { error } : {})}
    />
  );
}

const sizeText = (f: ReturnType<typeof useFormat>, bytes: number) =>
  f.number(Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10));

/**
 * A stored file answer as read: its name and size, and with `source` a button that loads it
 * (with the reader's rights) into a player for audio, or saves it otherwise.
 */
export function FileAnswerView({
  q,
  file,
  source,
}: {
  q: FormQuestion;
  file: FileAnswer;
  source: FormFiles['source'];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const audio = file.contentType.startsWith('audio/');
  const load = async () => {
    if (!source) return;
    setLoading(true);
    setFailed(false);
    try {
      const blob = await source(q, file);
      const next = URL.createObjectURL(blob);
      if (audio) setUrl(next);
      else {
        const a = document.createElement('a');
        a.href = next;
        a.download = file.name;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(next), 1000);
      }
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack spacing={1} data-testid="answer-file">
      <Typography dir="auto">
        <bdi>{file.name}</bdi> · {t('forms.ui.fileSize', { size: sizeText(f, file.size) })}
      </Typography>
      {url ? (
        <audio controls src={url} aria-label={q.label} style={{ width: '100%' }} />
      ) : (
        source && (
          <Button
            variant="outlined"
            startIcon={audio ? <PlayArrowOutlined /> : <DownloadOutlined />}
            onClick={() => void load()}
            disabled={loading}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            data-testid="answer-file-open"
          >
            {audio ? t('forms.ui.filePlay') : t('forms.ui.fileDownload')}
          </Button>
        )
      )}
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {t('errors.network')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * A `file` question being answered: a 44 px button opens the phone's file picker (limited to the
 * question's types), the file is checked here (type and size, with the question's words) and
 * stored at once through the owner's `upload`; the answer then carries the stored file. The
 * server checks the bytes again and refuses with the same words.
 */
function FileAnswerInput({
  q,
  answer,
  onChange,
  upload,
}: {
  q: FormQuestion;
  answer: FormAnswer | undefined;
  onChange: (a: FormAnswer) => void;
  upload: FormFiles['upload'];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { accept, maxSize } = fileLimits(q);
  const types = fileGroupsOf(q)
    .map((g) => t(`forms.ui.fileGroup.${g}`))
    .join('، ');
  const choose = async (file: File | undefined) => {
    if (!file || !upload) return;
    setProblem(null);
    // A phone may not say the type: the server reads it from the bytes.
    const local = fileRefusal(q, { contentType: file.type || accept[0]!, size: file.size });
    if (local) {
      setProblem(t(local.code, { label: q.label, ...local.params }));
      return;
    }
    setBusy(true);
    try {
      onChange({ ...answer, value: null, file: await upload(q, file) });
    } catch (error) {
      setProblem(problemsOf(error, t('forms.ui.fileFailed')).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const file = answer?.file;
  return (
    <Stack spacing={1}>
      <input
        ref={input}
        type="file"
        hidden
        name={`q-${q.id}`}
        accept={accept.join(',')}
        aria-label={q.label}
        onChange={(e) => void choose(e.target.files?.[0])}
        data-testid={`file-input-${q.id}`}
      />
      <Typography variant="body2" color="text.secondary">
        {t('forms.ui.fileRules', { types, max: f.number(megabytes(maxSize)) })}
      </Typography>
      {file && (
        <Typography dir="auto" data-testid="file-chosen">
          <bdi>{file.name}</bdi> · {t('forms.ui.fileSize', { size: sizeText(f, file.size) })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={busy || !upload}
          sx={{ minHeight: 44 }}
        >
          {busy
            ? t('forms.ui.fileUploading')
            : file
              ? t('forms.ui.fileReplace')
              : t('forms.ui.fileChoose')}
        </Button>
        {file && !busy && (
          <Button
            color="inherit"
            onClick={() => {
              const { file: _gone, ...rest } = answer ?? { value: null };
              onChange({ ...rest, value: null });
            }}
            sx={{ minHeight: 44 }}
          >
            {t('forms.ui.fileRemove')}
          </Button>
        )}
      </Stack>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The input of one unscored question: a text or a long text, single choice (radios), multiple
 * choice (check boxes), yes/no (two 44 px buttons), a date (Hijri or Gregorian), a number, a
 * phone (the shared phone input), an e-mail or a file (uploaded at once through `files`). Without `onChange` the answer is shown as read.
 */
export function AnswerInput({ q, answer, onChange, error, files }: AnswerInputProps) {
  const { t } = useTranslation();
  if (q.kind === FILE_KIND)
    return onChange ? (
      <FileAnswerInput q={q} answer={answer} onChange={onChange} upload={files?.upload} />
    ) : answer?.file ? (
      <FileAnswerView q={q} file={answer.file} source={files?.source} />
    ) : (
      <AnswerText q={q} answer={undefined} />
    );
  if (!onChange) return <AnswerText q={q} answer={answer} />;
  const name = `q-${q.id}`;
  const setText = (text: string) => onChange({ ...answer, value: null, text });
  const setChoices = (choices: string[]) => onChange({ ...answer, value: null, choices });
  const setValue = (value: number | null) => onChange({ ...answer, value });
  switch (q.kind) {
    case 'text':
    case 'longText':
    case 'email': {
      const long = q.kind === 'longText';
      const max = q.maxLength ?? (long ? LONG_TEXT_MAX : TEXT_MAX);
      return (
        <TextField
          name={name}
          fullWidth
          value={answer?.text ?? ''}
          onChange={(e) => setText(e.target.value)}
          error={!!error}
          multiline={long}
          minRows={long ? 3 : undefined}
          type={q.kind === 'email' ? 'email' : 'text'}
          slotProps={{
            htmlInput: {
              maxLength: max,
              'aria-label': q.label,
              ...(q.kind === 'email'
                ? { inputMode: 'email', dir: 'ltr', autoComplete: 'email' }
                : {}),
            },
          }}
          sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
        />
      );
    }
    case 'number':
      return (
        <TextField
          name={name}
          type="number"
          value={answer?.value ?? ''}
          onChange={(e) => setValue(e.target.value === '' ? null : Number(e.target.value))}
          error={!!error}
          slotProps={{
            htmlInput: {
              'aria-label': q.label,
              inputMode: 'decimal',
              step: 'any',
              ...(q.min !== undefined ? { min: q.min } : {}),
              ...(q.max !== undefined ? { max: q.max } : {}),
            },
          }}
          sx={{ width: 200, '& .MuiInputBase-root': { minHeight: 44 } }}
        />
      );
    case 'date':
      return (
        <DateField
          name={name}
          label={t('forms.ui.kind.date')}
          value={answer?.text ?? null}
          onChange={(v) => setText(v ?? '')}
          {...(error ? { error } : {})}
        />
      );
    case 'phone':
      return <PhoneAnswer q={q} name={name} answer={answer} setText={setText} error={error} />;
    case 'yesNo':
      return (
        <ToggleButtonGroup
          exclusive
          value={answer?.value ?? null}
          onChange={(_e, v: number | null) => setValue(v)}
          aria-label={q.label}
          sx={{ '& .MuiToggleButton-root': { minWidth: 88, minHeight: 44 } }}
        >
          <ToggleButton value={1}>{t('forms.ui.yes')}</ToggleButton>
          <ToggleButton value={0}>{t('forms.ui.no')}</ToggleButton>
        </ToggleButtonGroup>
      );
    case 'choice':
      return (
        <RadioGroup
          name={name}
          aria-label={q.label}
          value={answer?.choices?.[0] ?? ''}
          onChange={(e) => setChoices([e.target.value])}
        >
          {(q.options ?? []).map((o) => (
            <FormControlLabel
              key={o.id}
              value={o.id}
              control={<Radio />}
              label={o.label}
              sx={TARGET}
            />
          ))}
        </RadioGroup>
      );
    case 'choices': {
      const chosen = answer?.choices ?? [];
      return (
        <FormGroup aria-label={q.label} role="group">
          {(q.options ?? []).map((o) => (
            <FormControlLabel
              key={o.id}
              control={
                <Checkbox
                  name={name}
                  checked={chosen.includes(o.id)}
                  onChange={(e) =>
                    setChoices(
                      e.target.checked
                        ? (q.options ?? [])
                            .map((x) => x.id)
                            .filter((id) => id === o.id || chosen.includes(id))
                        : chosen.filter((c) => c !== o.id),
                    )
                  }
                />
              }
              label={o.label}
              sx={TARGET}
            />
          ))}
        </FormGroup>
      );
    }
    default:
      return <AnswerText q={q} answer={answer} />;
  }
}
