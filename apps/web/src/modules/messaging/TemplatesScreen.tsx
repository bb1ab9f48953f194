import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MESSAGE_EVENT_NAMES,
  renderTemplate,
  unknownVariables,
  type MessageEvent,
  type TemplateView,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { isApiError } from '../../app/http/client.ts';
import { messagingApi, msgKeys } from './messaging-api.ts';

/** Sample values for the preview, in the template's language. */
function sampleValues(tr: (k: string) => string): Record<string, string> {
  const names = [
    'guardianName',
    'centreName',
    'studentName',
    'date',
    'ringName',
    'count',
    'month',
    'testName',
    'grade',
    'verifyLink',
    'term',
    'link',
    'amount',
    'dueDate',
    'receiptNumber',
    'competitionName',
    'rank',
    'postingTitle',
    'status',
    'items',
  ];
  const values = Object.fromEntries(names.map((n) => [n, tr(`messaging.ui.sample.${n}`)]));
  return { ...values, optOutLink: 'https://example.org/o/…' };
}

/** One language of one event's template: its text, the WhatsApp mapping and the preview. */
function TemplateCard({ tpl, canEdit }: { tpl: TemplateView; canEdit: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [body, setBody] = useState(tpl.body);
  const [waName, setWaName] = useState(tpl.whatsappName ?? '');
  const [waParams, setWaParams] = useState(tpl.whatsappParams.join(', '));
  const unknown = unknownVariables(tpl.event, body);
  const save = useMutation({
    mutationFn: () =>
      messagingApi.saveTemplate(tpl.event, tpl.locale, {
        body,
        whatsappName: waName.trim() || null,
        whatsappParams: waParams.split(/[,،\s]+/).filter(Boolean),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: msgKeys.templates() }),
  });
  const dir = tpl.locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <Card
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      data-testid={`template-${tpl.locale}`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>
          {t(`messaging.ui.lang.${tpl.locale}`)}
        </Typography>
        <Chip size="small" label={t(tpl.custom ? 'messaging.ui.custom' : 'messaging.ui.builtIn')} />
      </Box>
      <TextField
        multiline
        minRows={3}
        label={t('messaging.ui.body')}
        value={body}
        disabled={!canEdit}
        onChange={(e) => setBody(e.target.value)}
        error={unknown.length > 0}
        helperText={
          unknown.length > 0
            ? t('messaging.errors.unknownVariable', { names: unknown.join(', ') })
            : undefined
        }
        slotProps={{ htmlInput: { dir, lang: tpl.locale, 'data-testid': 'template-body' } }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {tpl.variables.map((v) => (
          <Chip
            key={v}
            size="small"
            variant="outlined"
            label={`{{${v}}}`}
            dir="ltr"
            onClick={canEdit ? () => setBody(`${body}{{${v}}}`) : undefined}
          />
        ))}
      </Box>
      {/* One under the other: a language's column is too narrow for two labels side by side. */}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr' }}>
        <TextField
          size="small"
          label={t('messaging.ui.whatsappName')}
          value={waName}
          disabled={!canEdit}
          onChange={(e) => setWaName(e.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          size="small"
          label={t('messaging.ui.whatsappParams')}
          value={waParams}
          disabled={!canEdit || !waName.trim()}
          onChange={(e) => setWaParams(e.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('messaging.ui.preview')}
      </Typography>
      <Typography
        component="div"
        dir={dir}
        lang={tpl.locale}
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          p: 1.5,
          borderRadius: 1.5,
          bgcolor: 'action.hover',
        }}
        data-testid="template-preview"
      >
        {renderTemplate(
          body,
          sampleValues((k) => t(k, { lng: tpl.locale })),
        )}
      </Typography>
      {save.isError && (
        <Alert severity="error">
          {isApiError(save.error) ? save.error.message : String(save.error)}
        </Alert>
      )}
      {save.isSuccess && !save.isPending && (
        <Alert severity="success">{t('messaging.ui.saved')}</Alert>
      )}
      {canEdit && (
        <Box>
          <Button
            variant="contained"
            disabled={save.isPending || unknown.length > 0}
            onClick={() => save.mutate()}
          >
            {t('messaging.ui.save')}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/**
 * /messages/templates: each event's message in ar, en and fr, with its variables, the WhatsApp
 * approved template it maps to, and a preview (docs/messages.md).
 */
export default function TemplatesScreen() {
  const { t } = useTranslation();
  const canEdit = useCan('message-templates:update');
  const [event, setEvent] = useState<MessageEvent>('student-absent');
  const list = useQuery({ queryKey: msgKeys.templates(), queryFn: messagingApi.templates });
  const mine = list.data?.filter((x) => x.event === event) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={t('messaging.ui.templates')}
        subtitle={t('messaging.ui.templatesSubtitle')}
      />
      <TextField
        select
        size="small"
        label={t('messaging.ui.filter.event')}
        value={event}
        onChange={(e) => setEvent(e.target.value as MessageEvent)}
        sx={{ maxWidth: 360 }}
        data-testid="template-event"
      >
        {MESSAGE_EVENT_NAMES.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`messaging.event.${e}`)}
          </MenuItem>
        ))}
      </TextField>
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' } }}>
        {mine.map((tpl) => (
          <TemplateCard
            key={`${tpl.event}-${tpl.locale}-${tpl.body}`}
            tpl={tpl}
            canEdit={canEdit}
          />
        ))}
      </Box>
    </Box>
  );
}
