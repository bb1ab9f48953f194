import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { RichTextView as SharedRichTextView } from '../../app/richtext/RichTextView.tsx';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValidPosition, pageOf, type QuranRange } from '@qc/domain/quran/quran-position';
import { countAyahs, countPages, isValidRange } from '@qc/domain/quran/quran-range';
import type { ChipColor, FieldOf } from '@qc/domain/resources/fields';
import { resourceKeys } from '@qc/domain/resources/labels';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { useMeasureText } from '../../app/format/quran-measure.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useLocale } from '../../app/i18n/locale-context.ts';
import { usePreferences } from '../../app/preferences/preferences-context.ts';
import { refsOf, type RefLabel, type StoredFile } from '../resource-api.ts';
import { detailPathOf } from '../resource-paths.ts';
import type { CellProps, DisplayProps } from './kind-types.ts';
import { useTextContext } from './use-value-text.ts';
import { sizeText, valueText } from './value-text.ts';
import { resourceSummary } from '../definitions.ts';

const EMPTY = '—';

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Left-to-right islands inside right-to-left text (numbers, codes, addresses): the `dir`
 * attribute, not CSS (the right-to-left style plugin would flip a CSS direction).
 */
const ltr = { dir: 'ltr' } as const;

function Blank() {
  return (
    <Typography component="span" color="text.disabled">
      {EMPTY}
    </Typography>
  );
}

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A value as words (see valueText), on one line in lists. */
export function TextValue(props: CellProps | DisplayProps) {
  const ctx = useTextContext(props.record);
  const text = valueText(props.def, props.name, props.field, props.value, ctx);
  if (!text) return <Blank />;
  const isLtr =
    props.field.kind === 'phone' ||
    props.field.kind === 'email' ||
    (props.field.kind === 'text' && props.field.format !== 'plain');
  return <bdi {...(isLtr ? ltr : {})}>{text}</bdi>;
}

function EnumChip({
  def,
  name,
  value,
  color,
}: {
  def: string;
  name: string;
  value: string;
  color?: ChipColor;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={color ?? 'default'}
      variant={color && color !== 'default' ? 'filled' : 'outlined'}
      label={t(resourceKeys.enumValue(def, name, value))}
      sx={{ fontWeight: 500, maxWidth: '100%' }}
    />
  );
}

function EnumValue({ def, name, field, value }: CellProps | DisplayProps) {
  if (isEmpty(value)) return <Blank />;
  const f = field as FieldOf<'enum'> | FieldOf<'multiEnum'>;
  const values = (Array.isArray(value) ? value : [value]).map(String);
  const colors = f.kind === 'enum' ? f.colors : undefined;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((v) => (
        <EnumChip
          key={v}
          def={def.name}
          name={name}
          value={v}
          {...(colors?.[v] ? { color: colors[v] } : {})}
        />
      ))}
    </Stack>
  );
}

function BooleanValue({ value }: CellProps | DisplayProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <Blank />;
  return value ? (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
      <CheckCircleOutlined fontSize="small" color="success" aria-hidden="true" />
      <span>{t('common.yes')}</span>
    </Stack>
  ) : (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
      <RemoveCircleOutline fontSize="small" color="disabled" aria-hidden="true" />
      <span>{t('common.no')}</span>
    </Stack>
  );
}

function RefName({ resource, ref, link }: { resource: string; ref: RefLabel; link: boolean }) {
  const target = resourceSummary(resource);
  const canRead = useCan(target ? `${target.permission}:read` : '-');
  const style = ref.archived ? { textDecoration: 'line-through' } : undefined;
  if (!link || !target || !canRead)
    return (
      <Box component="span" sx={{ color: ref.archived ? 'text.secondary' : undefined, ...style }}>
        {ref.label}
      </Box>
    );
  return (
    <Link component={RouterLink} to={detailPathOf(target, ref.id)} underline="hover" sx={style}>
      {ref.label}
    </Link>
  );
}

function ReferenceValue({
  name,
  field,
  record,
  link,
}: (CellProps | DisplayProps) & { link: boolean }) {
  const { locale } = useLocale();
  const refs = refsOf(record, name);
  const target = (field as FieldOf<'reference'>).resource;
  if (refs.length === 0) return <Blank />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {refs.map((ref, i) => (
        <span key={ref.id}>
          <RefName resource={target} ref={ref} link={link} />
          {i < refs.length - 1 && !link ? (locale === 'ar' ? '،' : ',') : ''}
        </span>
      ))}
    </Box>
  );
}

function filesOf(value: unknown): StoredFile[] {
  if (isEmpty(value)) return [];
  return (Array.isArray(value) ? value : [value]) as StoredFile[];
}

function ImageCell({ value, record }: CellProps) {
  const first = filesOf(value)[0];
  if (!first?.url) return <Blank />;
  return (
    <Avatar
      variant="rounded"
      src={first.url}
      alt={first.name}
      sx={{ width: 32, height: 32 }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {record._title?.slice(0, 1)}
    </Avatar>
  );
}

function FileCell({ value }: CellProps) {
  const files = filesOf(value);
  if (files.length === 0) return <Blank />;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
      <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden="true" />
      <span>{files.length === 1 ? files[0]!.name : files.length}</span>
    </Stack>
  );
}

function FileList({ value }: DisplayProps) {
  const f = useFormat();
  const files = filesOf(value);
  if (files.length === 0) return <Blank />;
  return (
    <Stack spacing={0.5}>
      {files.map((file) => (
        <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden="true" />
          {file.url ? (
            <Link href={file.url} target="_blank" rel="noopener" download={file.name}>
              {file.name}
            </Link>
          ) : (
            <span>{file.name}</span>
          )}
          <Typography variant="caption" color="text.secondary" {...ltr}>
            {sizeText(file.size, (n) => f.number(n))}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function ImageList({ value }: DisplayProps) {
  const files = filesOf(value);
  if (files.length === 0) return <Blank />;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {files.map((file) => (
        <Link key={file.id} href={file.url} target="_blank" rel="noopener">
          <Box
            component="img"
            src={file.url}
            alt={file.name}
            loading="lazy"
            sx={{
              width: 120,
              height: 120,
              objectFit: 'cover',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              display: 'block',
            }}
          />
        </Link>
      ))}
    </Stack>
  );
}

/** Rendered rich text, through the same allow-list as the editor (`app/richtext`). */
export function RichTextView({ html }: { html: string }) {
  return <SharedRichTextView html={html} empty={<Blank />} />;
}

/**
 * Several lines of what someone typed: each paragraph runs in its own direction (an Arabic note
 * on an English screen reads right to left, its full stop at the end), as the text was written.
 */
function LongTextDisplay({ value }: DisplayProps) {
  if (isEmpty(value)) return <Blank />;
  return (
    <Typography
      component="div"
      dir="auto"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' }}
    >
      {String(value)}
    </Typography>
  );
}

function PhoneDisplay({ value }: DisplayProps) {
  if (isEmpty(value)) return <Blank />;
  return (
    <Link href={`tel:${String(value)}`} {...ltr}>
      {String(value)}
    </Link>
  );
}

function EmailDisplay({ value }: DisplayProps) {
  if (isEmpty(value)) return <Blank />;
  return (
    <Link href={`mailto:${String(value)}`} {...ltr}>
      {String(value)}
    </Link>
  );
}

function TextDisplay(props: DisplayProps) {
  const field = props.field as FieldOf<'text'>;
  const value = props.value;
  if (isEmpty(value)) return <Blank />;
  if (field.format === 'url')
    return (
      <Link
        href={String(value)}
        target="_blank"
        rel="noopener"
        {...ltr}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {String(value)}
      </Link>
    );
  if (field.format === 'color')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 18,
            height: 18,
            borderRadius: 1,
            bgcolor: String(value),
            border: 1,
            borderColor: 'divider',
          }}
        />
        <bdi {...ltr}>{String(value)}</bdi>
      </Stack>
    );
  return <TextValue {...props} />;
}

function DateValue({ value, field }: CellProps | DisplayProps) {
  if (isEmpty(value)) return <Blank />;
  return <DateText value={String(value)} withTime={field.kind === 'dateTime'} style="medium" />;
}

/** In a list, a day shown in both calendars takes the short form so the column stays narrow. */
function DateCellValue(props: CellProps) {
  const { prefs } = usePreferences();
  if (isEmpty(props.value)) return <Blank />;
  if (props.field.kind === 'dateTime') return <DateValue {...props} />;
  return (
    <DateText value={String(props.value)} style={prefs.calendar === 'both' ? 'short' : 'medium'} />
  );
}

function QuranDisplay(props: DisplayProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const measure = useMeasureText();
  const { value } = props;
  if (isEmpty(value)) return <Blank />;
  let detail: ReactNode = null;
  if (props.field.kind === 'quranRange' && isValidRange(value as QuranRange)) {
    const range = value as QuranRange;
    detail = measure(countAyahs(range), countPages(range));
  } else if (props.field.kind === 'quranPosition' && isValidPosition(value)) {
    detail = t('resources.quran.onPage', { page: f.number(pageOf(value)) });
  }
  return (
    <Stack spacing={0.25}>
      <TextValue {...props} />
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Per kind: list cells and detail displays
// ---------------------------------------------------------------------------------------------

export const TextCell = TextValue;
export const EnumCell = EnumValue;
export const BooleanCell = BooleanValue;
export const DateCell = DateCellValue;
export const ReferenceCell = (props: CellProps) => <ReferenceValue {...props} link={false} />;
export { FileCell, ImageCell };

export {
  TextDisplay,
  LongTextDisplay,
  PhoneDisplay,
  EmailDisplay,
  FileList,
  ImageList,
  QuranDisplay,
};
export const EnumDisplay = EnumValue;
export const BooleanDisplay = BooleanValue;
export const DateDisplay = DateValue;
export const ReferenceDisplay = (props: DisplayProps) => <ReferenceValue {...props} link />;
export const RichTextDisplay = ({ value }: DisplayProps) => (
  <RichTextView html={String(value ?? '')} />
);
