import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import type { EditConflict } from '@qc/domain';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useFormat } from '../format/use-format.ts';
import { valuesInDigits } from '../format/values-digits.ts';
import { useCount } from '../i18n/use-count.ts';
import type { OutboxEntry } from './offline-db.ts';
import { conflictViewOf } from './conflict-views.ts';
import { conflictPart, outbox, refusedRows } from './outbox.ts';
import { sendOutboxNow, startOutboxSync } from './outbox-sync.ts';
import {
  applyUpdate,
  onUpdateWaiting,
  registerServiceWorker,
  updateWaiting,
} from './sw-register.ts';
import { useOutbox } from './use-outbox.ts';
import { runOfflineWarmers } from './warmers.ts';

/**
 * The offline app inside the signed-in shell (docs/offline.md), loaded lazily by the layout so
 * the sign-in page carries none of it: starts the outbox's sending, registers the service
 * worker once the page has loaded, keeps the teacher's data for offline use, asks the browser to
 * keep the storage, and shows "N changes waiting to be sent" (with the list), "a new version is
 * ready" and the install hint.
 */
export default function OfflineHost() {
  const { status, user, can } = useAuth();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId) return;
    const stop = startOutboxSync(userId);
    const start = () => {
      registerServiceWorker();
      void globalThis.navigator?.storage?.persist?.().catch(() => false);
      if (globalThis.navigator?.onLine !== false) void runOfflineWarmers(userId, can);
    };
    // After the page has loaded: the screen's own requests go first.
    const timer = globalThis.setTimeout(start, 1500);
    return () => {
      stop();
      globalThis.clearTimeout(timer);
    };
    // `can` changes identity with every auth state; the user is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  if (!userId) return null;
  return (
    <>
      <OutboxIndicator userId={userId} />
      <UpdatePrompt />
      <InstallHint />
    </>
  );
}

/** "3 changes waiting to be sent" in the navbar (nothing when all is sent), and its list. */
function OutboxIndicator({ userId }: { userId: string }) {
  const count = useCount();
  const f = useFormat();
  const theme = useTheme();
  // On a phone the navbar has no room for the sentence: the number, the sentence as its name.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const { entries } = useOutbox();
  const mine = entries.filter((e) => e.userId === userId);
  const needsUser = mine.some((e) => e.state === 'refused' || e.state === 'conflict');
  if (mine.length === 0 && !open) return null;
  const sentence = count('offline.outbox.waiting', mine.length);
  return (
    <>
      <Tooltip title={sentence}>
        <Chip
          data-testid="outbox-indicator"
          data-count={mine.length}
          role="status"
          aria-label={sentence}
          icon={<CloudUploadOutlined />}
          label={phone ? f.number(mine.length) : sentence}
          color={needsUser ? 'error' : 'warning'}
          variant="outlined"
          size="small"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0 }}
        />
      </Tooltip>
      <OutboxDialog open={open} onClose={() => setOpen(false)} entries={mine} />
    </>
  );
}

function OutboxDialog({
  open,
  onClose,
  entries,
}: {
  open: boolean;
  onClose: () => void;
  entries: OutboxEntry[];
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>{t('offline.outbox.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('offline.outbox.help')}
        </Typography>
        {entries.length === 0 ? (
          <Alert severity="success">{t('offline.outbox.empty')}</Alert>
        ) : (
          <List disablePadding data-testid="outbox-list">
            {entries.map((entry) => (
              <OutboxItem key={entry.id} entry={entry} onDiscard={() => setDiscarding(entry)} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offline.outbox.close')}</Button>
        <Button
          variant="contained"
          disabled={!entries.some((e) => e.state === 'waiting')}
          onClick={() => void sendOutboxNow()}
        >
          {t('offline.outbox.sendNow')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={!!discarding}
        title={t('offline.outbox.discard')}
        message={t('offline.outbox.discardConfirm')}
        confirmLabel={t('offline.outbox.discard')}
        destructive
        onConfirm={async () => {
          if (discarding) await outbox.discard(discarding.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Dialog>
  );
}

const STATE_COLOR = {
  waiting: 'warning',
  sending: 'info',
  refused: 'error',
  conflict: 'error',
} as const;

function OutboxItem({ entry, onDiscard }: { entry: OutboxEntry; onDiscard: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const count = useCount();
  const fields = Object.values(entry.error?.fields ?? {});
  const refused = refusedRows(entry).size;
  return (
    <ListItem
      disableGutters
      divider
      data-testid="outbox-entry"
      data-state={entry.state}
      sx={{ display: 'block', py: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flex: '1 1 160px', minWidth: 0 }}>
          {t(entry.label.key, valuesInDigits(entry.label.values, f.digits))}
          {entry.date ? ` · ${f.date(entry.date)}` : ''}
        </Typography>
        <Chip
          size="small"
          color={STATE_COLOR[entry.state]}
          label={t(`offline.outbox.state.${entry.state}`)}
        />
      </Stack>
      {entry.kind === 'ring-day' && (
        <Typography variant="body2" color="text.secondary">
          {count('offline.outbox.students', entry.count)}
        </Typography>
      )}
      {entry.lastTriedAt && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('offline.outbox.lastTried', { time: f.dateTime(entry.lastTriedAt) })}
        </Typography>
      )}
      {entry.error && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {entry.error.message}
          {fields.length > 0 && (
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
              {fields.slice(0, 5).map((field, i) => (
                <li key={i}>{field.message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {entry.state === 'conflict' && (entry.error?.conflicts?.length ?? 0) > 0 && (
        <ConflictChoice entry={entry} conflicts={entry.error!.conflicts!} />
      )}
      {(entry.state === 'refused' || entry.state === 'conflict') && (
        <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {entry.kind === 'ring-day' && entry.path.startsWith('/rings/') && (
            <Button size="small" href={ringDayHref(entry)}>
              {t('offline.outbox.open')}
            </Button>
          )}
          {!entry.error?.conflicts?.length && (
            <Button size="small" onClick={() => void outbox.retry(entry.id).then(sendOutboxNow)}>
              {t('offline.outbox.retry')}
            </Button>
          )}
          {refused > 0 && refused < entry.count && (
            <Button
              size="small"
              onClick={() => void outbox.dropRefusedRows(entry.id).then(sendOutboxNow)}
            >
              {t('offline.outbox.sendOthers')}
            </Button>
          )}
          <Button size="small" color="error" onClick={onDiscard}>
            {t('offline.outbox.discard')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

/**
 * A change refused because its record changed meanwhile (409): the user's version beside the
 * server's, for each record, and the choice: keep mine (sent again over the server's version)
 * or take theirs (the conflicting part leaves the outbox). See docs/offline.md, "Conflicts".
 */
function ConflictChoice({ entry, conflicts }: { entry: OutboxEntry; conflicts: EditConflict[] }) {
  const { t } = useTranslation();
  const View = conflictViewOf(entry.kind) ?? PlainValues;
  return (
    <Box data-testid="outbox-conflict" sx={{ mt: 1 }}>
      {conflicts.map((c) => {
        const mine = conflictPart(entry.body, c.ref);
        return (
          <Box
            key={c.ref}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 1,
              mb: 1,
            }}
          >
            {[
              { side: 'mine', value: mine },
              { side: 'theirs', value: c.current },
            ].map(({ side, value }) => (
              <Box
                key={side}
                data-testid={`conflict-${side}`}
                sx={{
                  border: 1,
                  borderColor: side === 'mine' ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  p: 1,
                  minWidth: 0,
                }}
              >
                <Typography variant="caption" color="text.secondary" component="div">
                  {t(`offline.conflict.${side}`)}
                </Typography>
                <Suspense fallback={null}>{value && <View value={value} />}</Suspense>
              </Box>
            ))}
          </Box>
        );
      })}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => void outbox.keepMine(entry.id).then(sendOutboxNow)}
        >
          {t('offline.conflict.keepMine')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void outbox.takeTheirs(entry.id).then(sendOutboxNow)}
        >
          {t('offline.conflict.takeTheirs')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A version's values as they are, for a kind of change without a view of its own. */
function PlainValues({ value }: { value: Record<string, unknown> }) {
  return (
    <Box component="dl" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
      {Object.entries(value)
        .filter(([k]) => k !== 'version' && k !== 'clientId')
        .map(([k, v]) => (
          <div key={k}>
            <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>
              {k}:{' '}
            </Box>
            <Box component="dd" sx={{ display: 'inline', m: 0 }}>
              {typeof v === 'object' ? JSON.stringify(v) : String(v)}
            </Box>
          </div>
        ))}
    </Box>
  );
}

/** The ring day screen of a queued day, where its rows are corrected. */
function ringDayHref(entry: OutboxEntry): string {
  const [, , ring, , date] = entry.path.split('/');
  return `/ring-day?ring=${ring ?? ''}&date=${date ?? ''}`;
}

/** "A new version is ready": the user chooses when; nothing is swapped mid-session. */
function UpdatePrompt() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(updateWaiting);
  const [later, setLater] = useState(false);
  useEffect(() => onUpdateWaiting(() => setReady(true)), []);
  return (
    <Snackbar
      open={ready && !later}
      message={t('offline.update.ready')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setLater(true)}>
            {t('offline.update.later')}
          </Button>
          <Button color="secondary" size="small" variant="contained" onClick={applyUpdate}>
            {t('offline.update.reload')}
          </Button>
        </>
      }
    />
  );
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const INSTALL_DISMISSED = 'qc-install-dismissed';

function isStandalone(): boolean {
  return (
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (globalThis.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIos(): boolean {
  const ua = globalThis.navigator?.userAgent ?? '';
  return /iPhone|iPad|iPod/.test(ua) && !/CriOS|FxiOS/.test(ua);
}

/**
 * The install hint on a phone: on Android (and desktop Chromium) the browser's own install
 * offer, kept and shown on our button; on iOS, where no install event exists, how to add the app
 * from the Share menu. Shown until installed or dismissed (remembered on the device).
 */
function InstallHint() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(INSTALL_DISMISSED) === '1';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    globalThis.addEventListener('beforeinstallprompt', keep);
    return () => globalThis.removeEventListener('beforeinstallprompt', keep);
  }, []);
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(INSTALL_DISMISSED, '1');
    } catch {
      // Shown again next time.
    }
  };
  const ios = isIos();
  if (dismissed || isStandalone() || !phone || (!prompt && !ios)) return null;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        data-testid="install-hint"
        onClose={dismiss}
        action={
          prompt ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void prompt.prompt().finally(() => setPrompt(null));
              }}
            >
              {t('offline.install.install')}
            </Button>
          ) : undefined
        }
      >
        <strong>{t('offline.install.title')}</strong>
        <br />
        {ios ? t('offline.install.ios') : t('offline.install.android')}
      </Alert>
    </Snackbar>
  );
}
