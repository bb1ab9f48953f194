import ExpandMore from '@mui/icons-material/ExpandMore';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENT_NAMES,
  MESSAGE_STATUSES,
  type OutboxItem,
} from '@qc/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { MonthField, thisMonth } from '../../app/components/MonthField.tsx';
import { PageHeader } from '../../app/components/PageHeader.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { clean, costText, messagingApi, msgKeys, STATUS_COLOURS } from './messaging-api.ts';

export function ChannelIcon({ channel }: { channel: string }) {
  if (channel === 'whatsapp') return <WhatsApp color="success" aria-hidden="true" />;
  if (channel === 'sms') return <SmsOutlined color="primary" aria-hidden="true" />;
  return <MailOutlineOutlined color="action" aria-hidden="true" />;
}

/** A message's statuses, fetched when it is opened. */
function Statuses({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: msgKeys.message(id),
    queryFn: () => messagingApi.message(id),
  });
  if (!detail.data) return null;
  return (
    <Box component="ol" sx={{ m: 0, paddingInlineStart: 2.5 }} data-testid="message-statuses">
      {detail.data.events.map((e, i) => (
        <li key={i}>
          <Typography variant="body2">
            {t(`messaging.status.${e.status}`, {
              defaultValue: t(`messaging.ui.step.${e.status}`, { defaultValue: e.status }),
            })}
            {' · '}
            <DateText value={e.at} withTime />
            {e.detail && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                dir="auto"
                sx={{ marginInlineStart: 1 }}
              >
                {e.detail}
              </Typography>
            )}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** One message: what, to whom, its state; opened, its text, who caused it and its history. */
export function MessageRow({ m }: { m: OutboxItem }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_, v) => setOpen(v)}
      sx={{ '&:before': { display: 'none' } }}
      data-testid="message-row"
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            flexWrap: 'wrap',
            width: '100%',
            paddingInlineEnd: 1,
          }}
        >
          <ChannelIcon channel={m.channel} />
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {m.event ? t(`messaging.event.${m.event}`) : m.channel}
              {m.studentName && ` · ${m.studentName}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {m.guardianName} <span dir="ltr">{m.to}</span>
            </Typography>
          </Box>
          <Chip
            size="small"
            color={STATUS_COLOURS[m.status] ?? 'default'}
            label={t(`messaging.status.${m.status}`)}
            data-testid="message-status"
          />
          <Typography variant="body2" color="text.secondary">
            <DateText value={m.createdAt} withTime />
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
        {m.error && <Alert severity={m.status === 'failed' ? 'error' : 'warning'}>{m.error}</Alert>}
        <Typography
          component="div"
          dir="auto"
          lang={m.locale}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            p: 2,
            borderRadius: 1.5,
            bgcolor: 'action.hover',
          }}
        >
          {m.body}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('messaging.ui.triggered', {
            who: m.triggeredByName ?? t('messaging.ui.system'),
            via: m.triggeredVia
              ? t(`messaging.ui.via.${m.triggeredVia}`, { defaultValue: m.triggeredVia })
              : '',
          })}
          {m.driver && ` · ${t(`messaging.driver.${m.driver}`, { defaultValue: m.driver })}`}
          {m.costMicros !== null && ` · ${costText(f, m.costMicros, m.costCurrency)}`}
        </Typography>
        {open && <Statuses id={m.id} />}
      </AccordionDetails>
    </Accordion>
  );
}

/** The month's messages and cost per centre. */
function Usage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [month, setMonth] = useState(thisMonth());
  const usage = useQuery({
    queryKey: msgKeys.usage(month),
    queryFn: () => messagingApi.usage(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('messaging.ui.usage')}
        </Typography>
        <MonthField
          size="small"
          label={t('messaging.ui.month')}
          value={month}
          onChange={setMonth}
        />
      </Box>
      {usage.data && usage.data.length === 0 && (
        <Typography color="text.secondary">{t('messaging.ui.noUsage')}</Typography>
      )}
      {usage.data?.map((u) => (
        <Box
          key={`${u.centreId}-${u.channel}`}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            flexWrap: 'wrap',
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
          }}
          data-testid="usage-row"
        >
          <ChannelIcon channel={u.channel} />
          <Typography sx={{ flex: 1, minWidth: 140 }}>{u.centreName ?? '—'}</Typography>
          <Typography variant="body2">
            {t('messaging.ui.count', { count: u.count, n: f.number(u.count) })}
          </Typography>
          {u.failed > 0 && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('messaging.ui.failedCount', { n: f.number(u.failed) })}
            />
          )}
          {u.costs.map((c) => (
            <Typography
              key={c.currency ?? ''}
              variant="body2"
              color="text.secondary"
              data-testid="usage-cost"
            >
              {costText(f, c.micros, c.currency)}
            </Typography>
          ))}
        </Box>
      ))}
    </Card>
  );
}

/**
 * /messages: the guardians' messages of the caller's scope with their delivery states, filters,
 * and the month's count and cost per centre (docs/messages.md).
 */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const canChannels = useCan('message-channels:read');
  const canTemplates = useCan('message-templates:read');
  const search = useSearchState();
  const [text, setText] = useState(search.get('q'));
  const q = useDebounced(text.trim());
  const channel = search.get('channel');
  const status = search.get('status');
  const event = search.get('event');
  const page = search.page;
  const pageSize = 20;
  const query = clean({ page, pageSize, q, channel, status, event });
  const list = useQuery({
    queryKey: msgKeys.outbox(query),
    queryFn: () => messagingApi.outbox(query),
    placeholderData: keepPreviousData,
  });
  const select = (name: string, value: string, options: readonly string[], prefix: string) => (
    <TextField
      select
      size="small"
      label={t(`messaging.ui.filter.${name}`)}
      value={value}
      onChange={(e) => search.set({ [name]: e.target.value })}
      data-testid={`filter-${name}`}
      sx={{ flex: '1 1 160px' }}
    >
      <MenuItem value="">{t('messaging.ui.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`${prefix}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={t('messaging.ui.outbox')}
        subtitle={t('messaging.ui.subtitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canChannels && (
              <Button component={RouterLink} to="/messages/channels" variant="outlined">
                {t('messaging.ui.channels')}
              </Button>
            )}
            {canTemplates && (
              <Button component={RouterLink} to="/messages/templates" variant="outlined">
                {t('messaging.ui.templates')}
              </Button>
            )}
          </Box>
        }
      />
      <Usage />
      <Card variant="outlined" sx={{ p: 2 }}>
        <ListFrame
          query={list}
          search={search}
          pageSize={pageSize}
          emptyTitle={t('messaging.ui.empty')}
          filters={
            <>
              <TextField
                size="small"
                label={t('messaging.ui.search')}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  search.set({ q: e.target.value.trim() });
                }}
                sx={{ flex: '2 1 220px' }}
              />
              {select('channel', channel, MESSAGE_CHANNELS, 'messaging.channel')}
              {select('status', status, MESSAGE_STATUSES, 'messaging.status')}
              {select('event', event, MESSAGE_EVENT_NAMES, 'messaging.event')}
            </>
          }
        >
          {(data) => (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {data.items.map((m) => (
                <MessageRow key={m.id} m={m} />
              ))}
            </Box>
          )}
        </ListFrame>
      </Card>
    </Box>
  );
}
