import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CHANNEL_DRIVERS,
  CONFIGURABLE_CHANNELS,
  DRIVER_FIELDS,
  type ChannelView,
  type ConfigurableChannel,
  type MessageDriver,
} from '@qc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { isApiError } from '../../app/http/client.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import { ChannelIcon } from './MessagesScreen.tsx';
import { messagingApi, msgKeys } from './messaging-api.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface Draft {
  country: LookupItem | null;
  channel: ConfigurableChannel;
  driver: MessageDriver;
  active: boolean;
  settings: Record<string, string>;
  secrets: Record<string, string>;
  secretsSet: string[];
  fallbackToSms: boolean;
  quietFrom: number;
  quietTo: number;
}

const blank = (): Draft => ({
  country: null,
  channel: 'whatsapp',
  driver: 'whatsapp-cloud',
  active: true,
  settings: {},
  secrets: {},
  secretsSet: [],
  fallbackToSms: true,
  quietFrom: 21,
  quietTo: 7,
});

const draftOf = (c: ChannelView): Draft => ({
  country: { id: c.countryId, label: c.countryName, subtitle: null, archived: false },
  channel: c.channel,
  driver: c.driver,
  active: c.active,
  settings: { ...c.settings },
  secrets: {},
  secretsSet: c.secretsSet,
  fallbackToSms: c.fallbackToSms,
  quietFrom: c.quietFrom,
  quietTo: c.quietTo,
});

/** The form of one country's channel; secrets are write-only (left empty: kept). */
function ChannelDialog({ initial, onClose }: { initial: Draft; onClose(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const [d, setD] = useState<Draft>(initial);
  const fields = DRIVER_FIELDS[d.driver];
  const save = useMutation({
    mutationFn: () =>
      messagingApi.saveChannel({
        countryId: d.country?.id ?? '',
        channel: d.channel,
        driver: d.driver,
        active: d.active,
        settings: Object.fromEntries(fields.settings.map((k) => [k, d.settings[k] ?? ''])),
        secrets: d.secrets,
        fallbackToSms: d.fallbackToSms,
        quietFrom: d.quietFrom,
        quietTo: d.quietTo,
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: msgKeys.channels() });
      onClose();
    },
  });
  const error = save.error && isApiError(save.error) ? save.error.message : null;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>{t('messaging.ui.channelTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <LookupField
          resource="countries"
          label={t('messaging.ui.country')}
          value={d.country}
          onChange={(country) => setD({ ...d, country })}
          required
          disabled={!!initial.country}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            size="small"
            label={t('messaging.ui.channel')}
            value={d.channel}
            disabled={!!initial.country}
            onChange={(e) => {
              const channel = e.target.value as ConfigurableChannel;
              setD({
                ...d,
                channel,
                driver: (CHANNEL_DRIVERS[channel] as readonly MessageDriver[])[0]!,
                settings: {},
                secrets: {},
              });
            }}
          >
            {CONFIGURABLE_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`messaging.channel.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('messaging.ui.driver')}
            value={d.driver}
            onChange={(e) =>
              setD({ ...d, driver: e.target.value as MessageDriver, settings: {}, secrets: {} })
            }
          >
            {(CHANNEL_DRIVERS[d.channel] as readonly MessageDriver[]).map((x) => (
              <MenuItem key={x} value={x}>
                {t(`messaging.driver.${x}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {fields.settings.map((k) => (
          <TextField
            key={k}
            size="small"
            label={t(`messaging.ui.setting.${k}`)}
            required={fields.required.includes(k)}
            multiline={k === 'bodyTemplate'}
            value={d.settings[k] ?? ''}
            onChange={(e) => setD({ ...d, settings: { ...d.settings, [k]: e.target.value } })}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            helperText={k === 'successRule' ? t('messaging.ui.successRuleHelp') : undefined}
          />
        ))}
        {fields.secrets.map((k) => (
          <TextField
            key={k}
            size="small"
            type="password"
            autoComplete="new-password"
            label={t(`messaging.ui.setting.${k}`)}
            value={d.secrets[k] ?? ''}
            onChange={(e) => setD({ ...d, secrets: { ...d.secrets, [k]: e.target.value } })}
            helperText={
              d.secretsSet.includes(k) ? t('messaging.ui.secretKept') : t('messaging.ui.secretNew')
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ))}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {(['quietFrom', 'quietTo'] as const).map((k) => (
            <TextField
              key={k}
              select
              size="small"
              label={t(`messaging.ui.${k}`)}
              value={d[k]}
              onChange={(e) => setD({ ...d, [k]: Number(e.target.value) })}
            >
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {`${String(h).padStart(2, '0')}:00`}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        {d.channel === 'whatsapp' && (
          <FormControlLabel
            control={
              <Switch
                checked={d.fallbackToSms}
                onChange={(e) => setD({ ...d, fallbackToSms: e.target.checked })}
              />
            }
            label={t('messaging.ui.fallback')}
          />
        )}
        <FormControlLabel
          control={
            <Switch checked={d.active} onChange={(e) => setD({ ...d, active: e.target.checked })} />
          }
          label={t('messaging.ui.active')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('messaging.ui.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!d.country || save.isPending}
          onClick={() => save.mutate()}
        >
          {t('messaging.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /messages/channels: the SMS and WhatsApp provider of each country (docs/messages.md). The
 * credentials are never shown: the list says which are stored.
 */
export default function ChannelsScreen() {
  const { t } = useTranslation();
  const canEdit = useCan('message-channels:update');
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useQuery({ queryKey: msgKeys.channels(), queryFn: messagingApi.channels });
  const origin = globalThis.location?.origin ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={t('messaging.ui.channels')}
        subtitle={t('messaging.ui.channelsSubtitle')}
        actions={
          canEdit && (
            <Button
              variant="contained"
              onClick={() => setEditing(blank())}
              data-testid="add-channel"
            >
              {t('messaging.ui.addChannel')}
            </Button>
          )
        }
      />
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && (
        <EmptyState
          title={t('messaging.ui.noChannels')}
          description={t('messaging.ui.noChannelsHint')}
        />
      )}
      {list.data?.map((c) => (
        <Card
          key={c.id}
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 1 }}
          data-testid="channel-card"
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <ChannelIcon channel={c.channel} />
            <Typography sx={{ fontWeight: 600, flex: 1 }}>
              {c.countryName} · {t(`messaging.channel.${c.channel}`)}
            </Typography>
            <Chip size="small" label={t(`messaging.driver.${c.driver}`)} />
            <Chip
              size="small"
              color={c.active ? 'success' : 'default'}
              label={t(c.active ? 'messaging.ui.on' : 'messaging.ui.off')}
            />
            {canEdit && (
              <Button size="small" onClick={() => setEditing(draftOf(c))}>
                {t('messaging.ui.edit')}
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('messaging.ui.quiet', {
              from: `${String(c.quietFrom).padStart(2, '0')}:00`,
              to: `${String(c.quietTo).padStart(2, '0')}:00`,
            })}
            {c.channel === 'whatsapp' && c.fallbackToSms && ` · ${t('messaging.ui.fallback')}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('messaging.ui.secretsStored', {
              names: c.secretsSet.map((s) => t(`messaging.ui.setting.${s}`)).join('، ') || '—',
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('messaging.ui.webhook')} <span dir="ltr">{origin + c.webhookPath}</span>
          </Typography>
        </Card>
      ))}
      {editing && <ChannelDialog initial={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
