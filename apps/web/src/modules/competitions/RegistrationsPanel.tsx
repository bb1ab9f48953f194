import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ELIGIBILITY_RULES,
  NOMINATION_OPEN,
  COMPETITIONS_API,
  publicRegistrationPath,
  type CompetitionDetail,
  type RegistrationRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLinkQrDialog } from '../../app/components/PublicLinkQrDialog.tsx';
import { DateText } from '../../app/components/DateText.tsx';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { LookupField } from '../../app/components/LookupField.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import type { LookupItem } from '../../resources/resource-api.ts';
import {
  useRegistrationAction,
  useRegistrationLink,
  useRegistrations,
} from './competitions-api.ts';

const linkUrlOf = (id: string) =>
  `${globalThis.location?.origin ?? ''}${publicRegistrationPath(id)}`;
const qrUrlOf = (id: string) => COMPETITIONS_API.publicRegistrationQr.replace(':id', id);

const LINK_COLOURS = { draft: 'default', open: 'success', closed: 'warning' } as const;

/**
 * The competition's public registration link for whoever runs it: its state, opened and closed
 * here (the server refuses registrations once it is closed or the competition takes no more
 * nominations).
 */
export function RegistrationLinkCard({ c }: { c: CompetitionDetail }) {
  const { t } = useTranslation();
  const link = useRegistrationLink();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [qr, setQr] = useState(false);
  const url = linkUrlOf(c.id);
  const takes = NOMINATION_OPEN.includes(c.state);
  const run = (action: 'open' | 'close') =>
    link
      .mutateAsync({ id: c.id, action })
      .then(() => setError(null))
      .catch((e: unknown) => setError(problemsOf(e, t('errors.internal')).message));
  return (
    <Card variant="outlined" data-testid="registration-link-card">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, flex: 1 }} component="h2">
            {t('competitions.ui.publicRegistration')}
          </Typography>
          <Chip
            size="small"
            color={LINK_COLOURS[c.registrationLink]}
            label={t(`competitions.linkState.${c.registrationLink}`)}
            data-testid="registration-link-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(takes ? 'competitions.ui.linkHint' : 'competitions.ui.linkNoNominations')}
        </Typography>
        {c.registrationLink === 'open' && (
          <Typography
            variant="caption"
            component="p"
            dir="ltr"
            sx={{ wordBreak: 'break-all', textAlign: 'start' }}
            data-testid="registration-link-url"
          >
            {url}
          </Typography>
        )}
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {c.canManage && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {c.registrationLink === 'open' && (
              <>
                <Tooltip
                  title={copied ? t('competitions.ui.linkCopied') : t('competitions.ui.copyLink')}
                >
                  <IconButton
                    aria-label={t('competitions.ui.copyLink')}
                    onClick={() => {
                      void globalThis.navigator?.clipboard
                        ?.writeText(url)
                        .then(() => setCopied(true));
                    }}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Button size="small" onClick={() => setQr(true)}>
                  {t('competitions.ui.qr')}
                </Button>
              </>
            )}
            {c.registrationLink === 'open' ? (
              <Button
                size="small"
                color="warning"
                disabled={link.isPending}
                onClick={() => void run('close')}
                data-testid="close-registration-link"
              >
                {t('competitions.ui.closeLink')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="contained"
                disabled={link.isPending || !takes}
                onClick={() => void run('open')}
                data-testid="open-registration-link"
              >
                {t('competitions.ui.openLink')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      <PublicLinkQrDialog
        open={qr}
        onClose={() => setQr(false)}
        title={c.name}
        qrUrl={qrUrlOf(c.id)}
        alt={t('competitions.ui.qrAlt', { name: c.name })}
        url={url}
        downloadName={`competition-${c.id}.svg`}
        downloadLabel={t('competitions.ui.downloadQr')}
      />
    </Card>
  );
}

/** Approves a registration: names the student first when the registrant was not matched. */
function ApproveDialog({ r, onClose }: { r: RegistrationRow; onClose(): void }) {
  const { t } = useTranslation();
  const act = useRegistrationAction();
  const [student, setStudent] = useState<LookupItem | null>(
    r.studentId
      ? { id: r.studentId, label: r.studentName ?? '', subtitle: r.centreName, archived: false }
      : null,
  );
  return (
    <FormDialog
      title={t('competitions.ui.approveRegistration', { name: r.fullName })}
      submitLabel={t('competitions.ui.approve')}
      canSubmit={!!student}
      onClose={onClose}
      onSubmit={() =>
        act.mutateAsync({
          id: r.id,
          action: 'approve',
          ...(student && student.id !== r.studentId ? { studentId: student.id } : {}),
        })
      }
    >
      {(err) => (
        <>
          <Typography variant="body2">
            {r.categoryName} · <DateText value={r.birthDate} style="medium" /> ·{' '}
            {t(r.gender === 'male' ? 'competitions.ui.boy' : 'competitions.ui.girl')}
          </Typography>
          {!r.studentId && <Alert severity="info">{t('competitions.ui.matchFirst')}</Alert>}
          <LookupField
            resource="students"
            label={t('competitions.ui.student')}
            value={student}
            onChange={setStudent}
            required
            size="medium"
            fullWidth
            error={err('studentId')}
          />
          {ELIGIBILITY_RULES.map((rule) =>
            err(rule) ? (
              <Alert key={rule} severity="warning" data-testid={`refusal-${rule}`}>
                {err(rule)}
              </Alert>
            ) : null,
          )}
        </>
      )}
    </FormDialog>
  );
}

/** The registrations through the link: pending ones to approve (into a nomination) or refuse. */
export function RegistrationsList({ c }: { c: CompetitionDetail }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const s = useSearchState();
  const list = useRegistrations(c.id, { page: s.page, pageSize: 25, state: 'pending' });
  const act = useRegistrationAction();
  const [approving, setApproving] = useState<RegistrationRow | null>(null);
  const [refusing, setRefusing] = useState<RegistrationRow | null>(null);
  const matched = (r: RegistrationRow) =>
    r.studentId ? (
      `${r.studentName ?? ''}${r.centreName ? ` · ${r.centreName}` : ''}`
    ) : (
      <Chip size="small" color="warning" label={t('competitions.ui.unmatched')} />
    );
  const buttons = (r: RegistrationRow) => (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button size="small" variant="contained" onClick={() => setApproving(r)}>
        {t('competitions.ui.approve')}
      </Button>
      <Button size="small" color="warning" onClick={() => setRefusing(r)}>
        {t('competitions.ui.refuse')}
      </Button>
    </Stack>
  );
  return (
    <>
      <ListFrame
        query={list}
        search={s}
        pageSize={25}
        emptyTitle={t('competitions.ui.noRegistrations')}
      >
        {({ items }) => (
          <RecordTable
            rows={items}
            rowKey={(r) => r.id}
            label={t('competitions.ui.registrations')}
            phone={phone}
            rowTestId="registration-row"
            columns={[
              { key: 'name', header: t('competitions.ui.registrant'), cell: (r) => r.fullName },
              {
                key: 'category',
                header: t('competitions.ui.category'),
                cell: (r) => r.categoryName,
              },
              {
                key: 'birth',
                header: t('competitions.ui.birthDate'),
                cell: (r) => <DateText value={r.birthDate} style="medium" />,
                nowrap: true,
              },
              { key: 'student', header: t('competitions.ui.student'), cell: matched },
              { key: 'actions', header: '', cell: buttons },
            ]}
            card={(r) => (
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }} dir="auto">
                    {r.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.categoryName} · <DateText value={r.birthDate} style="medium" />
                  </Typography>
                  <Typography variant="body2" component="div">
                    {matched(r)}
                  </Typography>
                  {buttons(r)}
                </CardContent>
              </Card>
            )}
          />
        )}
      </ListFrame>
      {approving && <ApproveDialog r={approving} onClose={() => setApproving(null)} />}
      {refusing && (
        <ReasonDialog
          title={t('competitions.ui.refuseRegistration', { name: refusing.fullName })}
          confirmLabel={t('competitions.ui.refuse')}
          required
          destructive
          onConfirm={(reason) => act.mutateAsync({ id: refusing.id, action: 'refuse', reason })}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
