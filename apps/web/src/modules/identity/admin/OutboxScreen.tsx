import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateText } from '../../../app/components/DateText.tsx';
import { EmptyState } from '../../../app/components/EmptyState.tsx';
import { ErrorState } from '../../../app/components/ErrorState.tsx';
import { PageHeader } from '../../../app/components/PageHeader.tsx';
import { useFormat } from '../../../app/format/use-format.ts';
import { useDebounced } from '../../../app/hooks/use-debounced.ts';
import { adminApi, identityKeys, type OutboxMessage } from '../identity-api.ts';

export const MAIL_KINDS = [
  'verify',
  'reset',
  'invite',
  'signupAccepted',
  'signupRejected',
] as const;

/** A mail body as text with its links made clickable. */
export function splitLinks(body: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  const re = /https?:\/\/[^\s]+/g;
  let last = 0;
  for (const m of body.matchAll(re)) {
    if (m.index > last) parts.push({ text: body.slice(last, m.index) });
    parts.push({ text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

const STATUS_COLOURS: Record<string, 'default' | 'success' | 'error' | 'info'> = {
  kept: 'info',
  sent: 'success',
  failed: 'error',
};

function Message({ m }: { m: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ '&:before': { display: 'none' } }}
      data-testid="outbox-message"
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
          <MailOutlineOutlined color="action" aria-hidden="true" />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 600 }} dir="auto">
              {m.subject}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              dir="ltr"
              sx={{ textAlign: 'start' }}
            >
              {m.to}
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            label={t(`identity.outbox.kind.${m.kind}`, { defaultValue: m.kind })}
          />
          <Chip
            size="small"
            color={STATUS_COLOURS[m.status] ?? 'default'}
            label={t(`identity.outbox.status.${m.status}`, { defaultValue: m.status })}
          />
          <Typography variant="body2" color="text.secondary">
            <DateText value={m.createdAt} withTime />
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {m.error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {m.error}
          </Alert>
        )}
        {m.body ? (
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
            data-testid="outbox-body"
          >
            {splitLinks(m.body).map((part, i) =>
              part.href ? (
                <Link key={i} href={part.href} dir="ltr">
                  {part.text}
                </Link>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('identity.outbox.noBody')}</Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * /outbox: every e-mail the server sent, or kept when no mail server is configured (then
 * the whole message is here, in the recipient's language, links included).
 */
export function OutboxScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const [to, setTo] = useState(params.get('to') ?? '');
  const settled = useDebounced(to.trim());
  const kind = params.get('kind') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = 20;
  const q = { page, pageSize, ...(settled ? { to: settled } : {}), ...(kind ? { kind } : {}) };
  const list = useQuery({
    queryKey: identityKeys.outbox(q),
    queryFn: () => adminApi.outbox(q),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <PageHeader title={t('route./outbox')} subtitle={t('identity.outbox.subtitle')} />
      <Card variant="outlined">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            p: 2,
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          }}
        >
          <TextField
            size="small"
            label={t('identity.outbox.to')}
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              set({ to: e.target.value.trim(), page: '' });
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { dir: 'ltr', 'data-testid': 'outbox-to' },
            }}
          />
          <TextField
            select
            size="small"
            label={t('identity.outbox.kindLabel')}
            value={kind}
            onChange={(e) => set({ kind: e.target.value, page: '' })}
          >
            <MenuItem value="">{t('identity.users.all')}</MenuItem>
            {MAIL_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`identity.outbox.kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
        <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1 }}>
          {list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.isPending ? (
            <Box sx={{ height: 200 }} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title={t('identity.outbox.empty')} />
          ) : (
            list.data.items.map((m) => <Message key={m.id} m={m} />)
          )}
        </Box>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_, p) => set({ page: p > 0 ? String(p + 1) : '' })}
          labelDisplayedRows={({ from, to: end, count }) =>
            t('identity.table.range', {
              from: f.number(from),
              to: f.number(end),
              count: f.number(count),
            })
          }
          getItemAriaLabel={(type) => t(`identity.table.${type}`)}
        />
      </Card>
    </Box>
  );
}

export default OutboxScreen;
