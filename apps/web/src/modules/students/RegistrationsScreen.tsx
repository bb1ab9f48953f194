import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../app/auth/auth-context.ts';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ListPager } from '../../app/components/ListPager.tsx';
import { PhoneInput, type PhoneValue } from '../../app/components/phone/PhoneInput.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { DateField } from '../../resources/kinds/inputs/DateInput.tsx';
import { dateTextError, isUnreadableDate } from '../../resources/kinds/inputs/date-value.ts';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { LookupField } from '../../app/components/LookupField.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { RingSelect } from '../rings/index.ts';
import { Screen } from '../../app/components/Screen.tsx';
import { useListText } from '../../app/format/use-list-text.ts';
import type { Registration } from '@qc/domain';
import type { LookupItem } from '../../resources/resource-api.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';

type Status = 'pending' | 'accepted' | 'rejected';

function RegistrationCard({ reg }: { reg: Registration }) {
  const { t } = useTranslation();
  const f = useFormat();
  const listText = useListText();
  const queryClient = useQueryClient();
  const canDecide = useCan('registrations:approve');
  const [ringId, setRingId] = useState('');
  const [note, setNote] = useState('');
  const act = useMutation({
    mutationFn: ({ path, body }: { path: 'accept' | 'reject'; body: object }) =>
      api.post(`/registrations/${reg.id}/${path}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['registrations'] });
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
  const p = act.isError ? problemsOf(act.error, t('errors.internal')) : null;
  const details: ReactNode[] = [
    t(`students.gender.${reg.gender}`),
    reg.birthDate ? f.date(reg.birthDate, 'medium') : null,
    reg.phone ? <bdi dir="ltr">{f.digits(reg.phone)}</bdi> : null,
    reg.identityNumber ? <bdi dir="ltr">{f.digits(reg.identityNumber)}</bdi> : null,
  ].filter(Boolean);
  const extra = Object.entries(reg.data).filter(
    ([k, v]) => v && !['fullName', 'gender', 'birthDate', 'phone', 'identityNumber'].includes(k),
  );
  return (
    <Card variant="outlined" data-testid="registration">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {reg.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {details.map((d, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              {d}
            </Fragment>
          ))}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('students.reg.receivedOn')} <DateText value={reg.createdAt} style="medium" />
        </Typography>
        {extra.length > 0 && (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {extra.map(([k, v]) => (
              <Chip
                key={k}
                size="small"
                variant="outlined"
                label={`${t(`students.field.${k}`)}: ${v}`}
              />
            ))}
          </Stack>
        )}
        {reg.duplicates.map((d) => (
          <Alert
            key={d.studentId}
            severity="warning"
            sx={{ mt: 1 }}
            action={
              canDecide && reg.status === 'pending' ? (
                <Button
                  size="small"
                  onClick={() =>
                    act.mutate({
                      path: 'accept',
                      body: { studentId: d.studentId, note: note || null },
                    })
                  }
                >
                  {t('students.reg.linkShort')}
                </Button>
              ) : undefined
            }
          >
            {t('students.reg.looksLike', {
              name: d.fullName,
              reasons: listText(d.reasons.map((r) => t(`students.duplicate.${r}`))),
            })}{' '}
            <Link component={RouterLink} to={`/student-page-component?id=${d.studentId}`}>
              {t('students.reg.open')}
            </Link>
          </Alert>
        ))}
        {reg.status === 'pending' && canDecide ? (
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5, alignItems: 'flex-start' }}
          >
            <RingSelect
              label={t('students.reg.placeIn')}
              value={ringId}
              onChange={(id) => setRingId(id)}
              centreId={reg.centreId}
              emptyLabel={t('students.excel.waitingList')}
              error={p?.fields.ringId}
            />
            <TextField
              size="small"
              label={t('students.reg.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={!!p?.fields.note}
              helperText={p?.fields.note}
              sx={{ flex: '1 1 200px' }}
            />
            <Button
              variant="contained"
              disabled={act.isPending}
              onClick={() =>
                act.mutate({ path: 'accept', body: { ringId: ringId || null, note: note || null } })
              }
            >
              {t(ringId ? 'students.reg.acceptIntoRing' : 'students.reg.acceptWaiting')}
            </Button>
            <Button
              color="error"
              disabled={note.trim().length < 3 || act.isPending}
              onClick={() => act.mutate({ path: 'reject', body: { note } })}
              title={note.trim().length < 3 ? t('students.reg.rejectNeedsNote') : undefined}
            >
              {t('students.reg.reject')}
            </Button>
          </Stack>
        ) : (
          reg.status !== 'pending' && (
            <Chip
              sx={{ mt: 1 }}
              size="small"
              color={reg.status === 'accepted' ? 'success' : 'default'}
              label={t(`students.reg.status.${reg.status}`)}
            />
          )
        )}
        {p && !Object.keys(p.fields).length && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {p.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function CentreRegistrationForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [centre, setCentre] = useState<LookupItem | null>(null);
  const [v, setV] = useState<Record<string, string>>({ gender: 'male' });
  const [phones, setPhones] = useState<Record<string, PhoneValue>>({});
  const set = (k: string, value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const setPhone = (k: string, value: PhoneValue) => setPhones((prev) => ({ ...prev, [k]: value }));
  const save = useMutation({
    mutationFn: () =>
      api.post('/registrations', {
        centreId: centre?.id,
        ...Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== '')),
        ...Object.fromEntries(
          Object.entries(phones)
            .filter(([, ph]) => ph.text.trim() !== '')
            .map(([k, ph]) => [k, ph.formatted || ph.text.trim()]),
        ),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['registrations'] });
      onClose();
    },
  });
  const p = save.isError ? problemsOf(save.error, t('errors.internal')) : null;
  const text = (k: string, extra: object = {}) => (
    <TextField
      label={t(`students.field.${k}`)}
      value={v[k] ?? ''}
      onChange={(e) => set(k, e.target.value)}
      error={!!p?.fields[k]}
      helperText={p?.fields[k]}
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle>{t('students.reg.newAtCentre')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <LookupField
            resource="centres"
            label={t('students.page.centre')}
            value={centre}
            onChange={setCentre}
            required
            error={p?.fields.centreId}
            size="medium"
            fullWidth
          />
          {text('fullName', { required: true })}
          <TextField
            select
            label={t('students.field.gender')}
            value={v.gender}
            onChange={(e) => set('gender', e.target.value)}
          >
            <MenuItem value="male">{t('students.gender.male')}</MenuItem>
            <MenuItem value="female">{t('students.gender.female')}</MenuItem>
          </TextField>
          {text('fatherName')}
          {/* Typed or picked in Hijri or Gregorian, as on the public registration form. */}
          <DateField
            name="birthDate"
            label={t('students.field.birthDate')}
            value={v.birthDate ?? null}
            onChange={(day) => set('birthDate', day ?? '')}
            error={p?.fields.birthDate ?? dateTextError(v.birthDate, t)}
          />
          {text('identityNumber')}
          <PhoneInput
            label={t('students.field.phone')}
            value={phones.phone?.text ?? ''}
            onChange={(ph) => setPhone('phone', ph)}
            {...(p?.fields.phone ? { error: p.fields.phone } : {})}
          />
          {text('guardianName')}
          <PhoneInput
            label={t('students.field.guardianPhone')}
            value={phones.guardianPhone?.text ?? ''}
            onChange={(ph) => setPhone('guardianPhone', ph)}
            {...(p?.fields.guardianPhone ? { error: p.fields.guardianPhone } : {})}
          />
          {text('notes', { multiline: true, minRows: 2 })}
          {p && <Alert severity="error">{p.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={
            !centre ||
            (v.fullName ?? '').trim().length < 3 ||
            isUnreadableDate(v.birthDate) ||
            save.isPending
          }
          onClick={() => save.mutate()}
        >
          {t('students.reg.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Registrations per page (the server pages the list, at most 100). */
const REGISTRATIONS_PAGE_SIZE = 25;

/**
 * Registrations waiting for a decision (student-registrations-online / -center): look-alike
 * students (same identity number, phone or name) shown with the reasons; accept into a ring or
 * onto the waiting list, link to an existing student, or reject with a note. At the centre,
 * staff also record a registration made in person.
 */
export function RegistrationsScreen({ source }: { source: 'online' | 'centre' }) {
  const { t } = useTranslation();
  const canCreate = useCan('registrations:create');
  const [status, setStatus] = useState<Status>('pending');
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['registrations', 'list', { source, status, page }],
    queryFn: () =>
      api.get<{ items: Registration[]; total: number }>('/registrations', {
        query: { source, status, page, pageSize: REGISTRATIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Screen
      maxWidth={960}
      actions={
        source === 'centre' && canCreate ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('students.reg.newAtCentre')}
          </Button>
        ) : source === 'online' ? (
          <Button component={RouterLink} to="/admin-link-registration-form">
            {t('students.reg.manageLinks')}
          </Button>
        ) : null
      }
    >
      <Tabs
        value={status}
        onChange={(_e, v: Status) => {
          setStatus(v);
          setPage(1);
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="pending" label={t('students.reg.status.pending')} />
        <Tab value="accepted" label={t('students.reg.status.accepted')} />
        <Tab value="rejected" label={t('students.reg.status.rejected')} />
      </Tabs>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('students.reg.none')} />}
      >
        {({ items, total }) => (
          <Stack spacing={1.5}>
            {items.map((r) => (
              <RegistrationCard key={r.id} reg={r} />
            ))}
            <ListPager
              page={page}
              total={total}
              pageSize={REGISTRATIONS_PAGE_SIZE}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      {creating && <CentreRegistrationForm onClose={() => setCreating(false)} />}
    </Screen>
  );
}

export function OnlineRegistrationsScreen() {
  return <RegistrationsScreen source="online" />;
}
export function CentreRegistrationsScreen() {
  return <RegistrationsScreen source="centre" />;
}
