import CloseOutlined from '@mui/icons-material/CloseOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptsType, type FieldOf } from '@qc/domain/resources/fields';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/format/use-format.ts';
import { isApiError } from '../../../app/http/api-error.ts';
import { resourceApi, type StoredFile } from '../../resource-api.ts';
import type { InputProps } from '../kind-types.ts';
import { sizeText } from '../value-text.ts';

/**
 * File and image fields: files are checked here against the field's types and size, uploaded
 * one by one to `/api/files` (which checks them again, by content), and kept in the form as
 * their stored metadata; images show a preview. The record claims the uploads when saved.
 */
export function FileInput(p: InputProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const field = p.field as FieldOf<'file'> | FieldOf<'image'>;
  const isImage = field.kind === 'image';
  const files: StoredFile[] = p.value
    ? ((Array.isArray(p.value) ? p.value : [p.value]) as StoredFile[])
    : [];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const room = field.multiple ? field.maxFiles - files.length : 1;

  const emit = (next: StoredFile[]) =>
    p.onChange(field.multiple ? next : (next[next.length - 1] ?? null));

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])].slice(0, Math.max(room, 0));
    e.target.value = '';
    setProblem(null);
    for (const file of chosen) {
      if (!acceptsType(field.accept, file.type || 'application/octet-stream')) {
        setProblem(t('resources.validation.fileType'));
        return;
      }
      if (file.size > field.maxSize) {
        setProblem(t('resources.validation.fileSize', { max: sizeText(field.maxSize, f.number) }));
        return;
      }
    }
    setBusy(true);
    const uploaded: StoredFile[] = [];
    try {
      for (const file of chosen) uploaded.push(await resourceApi.upload(p.def.name, p.name, file));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
    if (uploaded.length > 0) emit(field.multiple ? [...files, ...uploaded] : uploaded);
  };

  const remove = (id: string) => emit(files.filter((file) => file.id !== id));
  const error = problem ?? p.error;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        required={p.required}
        error={Boolean(error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {p.label}
      </FormLabel>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {files.map((file) =>
          isImage ? (
            <Box key={file.id} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  display: 'block',
                  bgcolor: 'action.hover',
                }}
              />
              {!p.disabled && (
                <IconButton
                  size="small"
                  aria-label={`${t('resources.actions.removeFile')}: ${file.name}`}
                  onClick={() => remove(file.id)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    insetInlineEnd: 4,
                    bgcolor: 'background.paper',
                    boxShadow: 1,
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              )}
            </Box>
          ) : (
            <Stack
              key={file.id}
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 0.5,
                maxWidth: '100%',
              }}
            >
              <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden="true" />
              {file.url ? (
                <Link href={file.url} target="_blank" rel="noopener" noWrap sx={{ maxWidth: 220 }}>
                  {file.name}
                </Link>
              ) : (
                <Typography variant="body2" noWrap sx={{ maxWidth: 220 }}>
                  {file.name}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" dir="ltr">
                {sizeText(file.size, f.number)}
              </Typography>
              {!p.disabled && (
                <IconButton
                  size="small"
                  aria-label={`${t('resources.actions.removeFile')}: ${file.name}`}
                  onClick={() => remove(file.id)}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ),
        )}
        {room > 0 && !p.disabled && (
          <Button
            variant="outlined"
            startIcon={busy ? <CircularProgress size={16} /> : <UploadFileOutlined />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? t('resources.file.uploading') : t('resources.actions.upload')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          name={p.name}
          multiple={field.multiple}
          accept={field.accept.join(',')}
          onChange={(e) => void pick(e)}
          data-testid={`file-${p.name}`}
        />
      </Stack>
      <FormHelperText error={Boolean(error)}>
        {error ??
          p.helperText ??
          t('resources.file.limits', { max: sizeText(field.maxSize, f.number) })}
      </FormHelperText>
    </Box>
  );
}
