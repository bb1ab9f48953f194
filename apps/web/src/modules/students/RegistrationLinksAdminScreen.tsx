import { REGISTRATION_OPTIONAL_FIELDS, type ListPage, type RegistrationField } from '@qc/domain';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { LIST_PAGE_SIZE, ListPager } from '../../app/components/ListPager.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import type { RegistrationLink } from '@qc/domain';
import type { LookupItem } from '../../resources/resource-api.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

type Ask = 'no' | 'optional' | 'required';

const DEFAULT_ASK: Partial<Record<RegistrationField, Ask>> = {
  birthDate: 'required',
  phone: 'required',
  guardianName: 'optional',
  guardianPhone: 'optional',
};

function CreateLink({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [quota, setQuota] = useState('');
  const [opensOn, setOpensOn] = useState('');
  const [closesOn, setClosesOn] = useState('');
  const [ask, setAsk] = useState<Partial<Record<RegistrationField, Ask>>>(DEFAULT_ASK);
  const save = useMutation({
    mutationFn: () =>
      api.post('/registration-links', {
        centreId: centre?.id,
        title: title.trim(),
        description: description.trim() || null,
        quota: quota ? Number(quota) : null,
        opensOn: opensOn || null,
        closesOn: closesOn || null,
        form: {
          fields: REGISTRATION_OPTIONAL_FIELDS.filter((f) => (ask[f] ?? 'no') !== 'no').map(
            (f) => ({
              name: f,
              required: ask[f] === 'required',
            }),
          ),
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['registration-links'] });
      onClose();
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{t('students.links.new')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <LookupField
            resource="centres"
            label={t('students.page.centre')}
            value={centre}
            onChange={setCentre}
            required
            error={p?.fields.centreId}
            fullWidth
          />
          <TextField
            label={t('students.links.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            error={!!p?.fields.title}
            helperText={p?.fields.title}
          />
          <TextField
            label={t('students.links.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <TextField
              type="number"
              label={t('students.links.quota')}
              value={quota}
              onChange={(e) => setQuota(e.target.value)}
              helperText={p?.fields.quota ?? t('students.links.quotaHelp')}
              error={!!p?.fields.quota}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
              sx={{ flex: '1 1 160px' }}
            />
            <Box sx={{ flex: '1 1 160px' }}>
              <DateField
                label={t('students.links.opensOn')}
                value={opensOn}
                onChange={(v) => setOpensOn(v ?? '')}
                error={p?.fields.opensOn ?? dateTextError(opensOn, t)}
              />
            </Box>
            <Box sx={{ flex: '1 1 160px' }}>
              <DateField
                label={t('students.links.closesOn')}
                value={closesOn}
                onChange={(v) => setClosesOn(v ?? '')}
                error={p?.fields.closesOn ?? dateTextError(closesOn, t)}
              />
            </Box>
          </Stack>
          <Box>
            <Typography variant="subtitle2">{t('students.links.fields')}</Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('students.links.fieldsHelp')}
            </Typography>
            <Grid container spacing={0.5}>
              {REGISTRATION_OPTIONAL_FIELDS.map((f) => {
                const value = ask[f] ?? 'no';
                return (
                  <Grid key={f} size={{ xs: 12, sm: 6 }}>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <FormControlLabel
                        sx={{ flex: 1, m: 0 }}
                        control={
                          <Checkbox
                            checked={value !== 'no'}
                            onChange={(e) =>
                              setAsk({ ...ask, [f]: e.target.checked ? 'optional' : 'no' })
                            }
                          />
                        }
                        label={t(`students.field.${f}`)}
                      />
                      <FormControlLabel
                        control={
                          <Switch
                            size="small"
                            disabled={value === 'no'}
                            checked={value === 'required'}
                            onChange={(e) =>
                              setAsk({ ...ask, [f]: e.target.checked ? 'required' : 'optional' })
                            }
                          />
                        }
                        label={t('students.links.required')}
                      />
                    </Stack>
                  </Grid>
                );
              })}
            </Grid>
          </Box>
          {p && <Alert severity="error">{p.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={
            !centre ||
            title.trim().length < 3 ||
            isUnreadableDate(opensOn) ||
            isUnreadableDate(closesOn) ||
            save.isPending
          }
          onClick={() => save.mutate()}
        >
          {t('students.links.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LinkCard({ link }: { link: RegistrationLink }) {
  const { t } = useTranslation();
  const counted = useCount();
  const f = useFormat();
  const queryClient = useQueryClient();
  const canUpdate = useCan('registrations:update');
  const [copied, setCopied] = useState(false);
  const url = `${globalThis.location?.origin ?? ''}/registration-link/${link.id}`;
  const toggle = useMutation({
    mutationFn: (status: 'open' | 'closed') =>
      api.post(`/registration-links/${link.id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registration-links'] }),
  });
  const full = link.quota != null && link.registered >= link.quota;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {link.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {link.centreName}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={link.status === 'open' && !full ? 'success' : 'default'}
            label={t(full ? 'students.links.full' : `students.links.status.${link.status}`)}
          />
        </Stack>
        <Box sx={{ my: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {link.quota != null
              ? counted('students.links.registeredOf', link.quota, {
                  registered: f.number(link.registered),
                })
              : t('students.links.registered', { n: f.number(link.registered) })}
          </Typography>
          {link.quota != null && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (link.registered / link.quota) * 100)}
              color={full ? 'warning' : 'primary'}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          )}
        </Box>
        {(link.opensOn || link.closesOn) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {link.opensOn && <DateText value={link.opensOn} style="medium" />}
            {' – '}
            {link.closesOn && <DateText value={link.closesOn} style="medium" />}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 1 }}>
          {link.form.fields.map((fl) => (
            <Chip
              key={fl.name}
              size="small"
              variant="outlined"
              label={`${t(`students.field.${fl.name}`)}${fl.required ? ' *' : ''}`}
            />
          ))}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Tooltip title={copied ? t('students.links.copied') : t('students.links.copy')}>
            <IconButton
              aria-label={t('students.links.copy')}
              onClick={() => {
                void globalThis.navigator?.clipboard?.writeText(url).then(() => setCopied(true));
              }}
            >
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton
            aria-label={t('students.links.open')}
            href={url}
            target="_blank"
            rel="noopener"
          >
            <OpenInNew fontSize="small" />
          </IconButton>
          <Link component={RouterLink} to="/student-registrations-online" sx={{ flex: 1 }}>
            {t('students.links.review')}
          </Link>
          {canUpdate && (
            <FormControlLabel
              control={
                <Switch
                  checked={link.status === 'open'}
                  disabled={toggle.isPending}
                  onChange={(e) => toggle.mutate(e.target.checked ? 'open' : 'closed')}
                />
              }
              label={t('students.links.accepting')}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * admin-link-registration-form: the public registration links, each with its form (which
 * fields are asked, which required), its quota and its dates; copy the public link, open or
 * close it, see how many registered.
 */
export function RegistrationLinksAdminScreen() {
  const { t } = useTranslation();
  const canCreate = useCan('registrations:create');
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const links = useQuery({
    queryKey: ['registration-links', 'list', { page }],
    queryFn: () =>
      api.get<ListPage<RegistrationLink>>('/registration-links', {
        query: { page, pageSize: LIST_PAGE_SIZE },
      }),
  });
  return (
    <Screen
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('students.links.new')}
          </Button>
        ) : null
      }
    >
      <QueryState
        query={links}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState title={t('students.links.none')} description={t('students.links.noneHelp')} />
        }
      >
        {({ items, total }) => (
          <>
            <Grid container spacing={2}>
              {items.map((l) => (
                <Grid key={l.id} size={{ xs: 12, md: 6, lg: 4 }}>
                  <LinkCard link={l} />
                </Grid>
              ))}
            </Grid>
            <ListPager page={page} total={total} pageSize={LIST_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
      {creating && <CreateLink open onClose={() => setCreating(false)} />}
    </Screen>
  );
}

export default RegistrationLinksAdminScreen;
