import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSENT_METHODS,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type PreferencesView,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { isApiError } from '../../app/http/client.ts';
import { MessageRow } from './MessagesScreen.tsx';
import { messagingApi, msgKeys } from './messaging-api.ts';

type Method = (typeof CONSENT_METHODS)[number];

/** The guardian's channel, language, digest and consent per channel, as staff record them. */
function Preferences({ guardianId, view }: { guardianId: string; view: PreferencesView }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canEdit = useCan('guardians:update');
  const [channel, setChannel] = useState<MessageChannel>(view.channel);
  const [locale, setLocale] = useState(view.locale as 'ar' | 'en' | 'fr');
  const [digest, setDigest] = useState(view.digest);
  const [given, setGiven] = useState<Record<string, boolean>>(
    Object.fromEntries(view.consents.map((c) => [c.channel, !!c.givenAt && !c.withdrawnAt])),
  );
  const [method, setMethod] = useState<Method>('form');
  const save = useMutation({
    mutationFn: () =>
      messagingApi.savePreferences(guardianId, {
        channel,
        locale,
        digest,
        consents: MESSAGE_CHANNELS.map((c) => ({ channel: c, given: !!given[c], method })),
      }),
    onSuccess: (next) => qc.setQueryData(msgKeys.preferences(guardianId), next),
  });
  return (
    <Card
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      data-testid="guardian-preferences"
    >
      <Typography variant="h6" component="h3">
        {t('messaging.ui.preferences')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
      >
        <TextField
          select
          size="small"
          label={t('messaging.ui.prefChannel')}
          value={channel}
          disabled={!canEdit}
          onChange={(e) => setChannel(e.target.value as MessageChannel)}
        >
          {MESSAGE_CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`messaging.channel.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('messaging.ui.prefLanguage')}
          value={locale}
          disabled={!canEdit}
          onChange={(e) => setLocale(e.target.value as 'ar' | 'en' | 'fr')}
        >
          {(['ar', 'en', 'fr'] as const).map((l) => (
            <MenuItem key={l} value={l}>
              {t(`messaging.ui.lang.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('messaging.ui.consentMethod')}
          value={method}
          disabled={!canEdit}
          onChange={(e) => setMethod(e.target.value as Method)}
        >
          {CONSENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`messaging.ui.method.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {view.consents.map((c) => (
        <Box key={c.channel}>
          <FormControlLabel
            control={
              <Checkbox
                checked={!!given[c.channel]}
                disabled={!canEdit}
                onChange={(e) => setGiven({ ...given, [c.channel]: e.target.checked })}
              />
            }
            label={t('messaging.ui.consent', { channel: t(`messaging.channel.${c.channel}`) })}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ paddingInlineStart: 4 }}
          >
            {c.withdrawnAt ? (
              <>
                {t('messaging.ui.withdrawn', { date: '' })}
                <DateText value={c.withdrawnAt} />
              </>
            ) : c.givenAt ? (
              <>
                <DateText value={c.givenAt} />
                {c.method &&
                  ` · ${t(`messaging.ui.method.${c.method}`, { defaultValue: c.method })}`}
              </>
            ) : null}
          </Typography>
        </Box>
      ))}
      <FormControlLabel
        control={
          <Switch
            checked={digest}
            disabled={!canEdit}
            onChange={(e) => setDigest(e.target.checked)}
            data-testid="digest-switch"
          />
        }
        label={t('messaging.ui.digest')}
      />
      {save.isError && (
        <Alert severity="error">
          {isApiError(save.error) ? save.error.message : String(save.error)}
        </Alert>
      )}
      {save.isSuccess && <Alert severity="success">{t('messaging.ui.saved')}</Alert>}
      {canEdit && (
        <Box>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => save.mutate()}
            data-testid="save-preferences"
          >
            {t('messaging.ui.save')}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/**
 * The student page's messages: what was sent to the guardian about this student (who or what
 * caused each, its delivery state) and the guardian's choices and consents.
 */
export default function StudentMessagesPanel({
  studentId,
  guardianId,
}: {
  studentId: string;
  guardianId: string | null;
}) {
  const { t } = useTranslation();
  const canGuardian = useCan('guardians:read');
  const list = useQuery({
    queryKey: msgKeys.student(studentId),
    queryFn: () => messagingApi.student(studentId),
  });
  const prefs = useQuery({
    queryKey: msgKeys.preferences(guardianId ?? ''),
    queryFn: () => messagingApi.preferences(guardianId!),
    enabled: !!guardianId && canGuardian,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="student-messages">
      <Typography variant="h6" component="h2">
        {t('messaging.ui.studentMessages')}
      </Typography>
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <EmptyState title={t('messaging.ui.noMessages')} />}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {list.data?.map((m) => (
          <MessageRow key={m.id} m={m} />
        ))}
      </Box>
      {!guardianId ? (
        <Typography color="text.secondary">{t('messaging.ui.noGuardian')}</Typography>
      ) : (
        prefs.data && (
          <Preferences key={JSON.stringify(prefs.data)} guardianId={guardianId} view={prefs.data} />
        )
      )}
    </Box>
  );
}
