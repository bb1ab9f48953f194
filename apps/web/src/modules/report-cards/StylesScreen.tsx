import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import {
  CARD_FONTS,
  DEFAULT_CARD_STYLE,
  DEFAULT_LAYOUT,
  type CardRow,
  type CardStyle,
  type CardStyleRow,
} from '@qc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { FormDialog } from '../../app/components/FormDialog.tsx';
import { ListFrame } from '../../app/components/ListFrame.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { ReasonDialog } from '../../app/components/ReasonDialog.tsx';
import { RecordTable } from '../../app/components/RecordTable.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { SearchField } from '../../app/components/SearchField.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import { useDebounced } from '../../app/hooks/use-debounced.ts';
import { usePhone } from '../../app/hooks/use-phone.ts';
import { useSearchState } from '../../app/hooks/use-search-state.ts';
import { cleanQuery } from '../../app/http/contract-path.ts';
import { CardSheet, FONT_FAMILY_CSS, sampleCard } from './CardSheet.tsx';
import {
  downloadCardPdf,
  useCard,
  useCards,
  useRevoke,
  useSaveStyle,
  useStyleChoices,
  useStyles,
} from './report-cards-api.ts';

const PAGE_SIZE = 25;
const COLOURS = ['primary', 'accent', 'text', 'panel', 'border'] as const;

/**
 * Saved card styles and the cards issued with each (style-card-search-component): the styles
 * with a thumbnail drawn as the card prints, their editor with a live preview, and the issued
 * cards found by style, student, serial or term, each opened with its guardian's link, its PDF
 * and its revocation.
 */
export function StylesScreen() {
  const { t } = useTranslation();
  const s = useSearchState();
  const tab = s.get('tab') || 'styles';
  return (
    <Screen>
      <Tabs
        value={tab}
        onChange={(_, v: string) => s.set({ tab: v === 'styles' ? '' : v })}
        sx={{ mb: 2 }}
      >
        <Tab value="styles" label={t('reportCards.ui.tabStyles')} />
        <Tab value="cards" label={t('reportCards.ui.tabCards')} />
      </Tabs>
      {tab === 'styles' ? <StylesTab /> : <CardsTab />}
    </Screen>
  );
}

function StylesTab() {
  const { t } = useTranslation();
  const count = useCount();
  const s = useSearchState();
  const canCreate = useCan('report-cards:create');
  const q = useDebounced(s.get('q'), 300);
  const list = useStyles(cleanQuery({ q: q.trim(), page: s.page, pageSize: PAGE_SIZE }));
  const [edit, setEdit] = useState<CardStyleRow | 'new' | null>(null);
  return (
    <>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('reportCards.ui.noStyles')}
        filters={
          <>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('reportCards.ui.searchStyles')}
              aria-label={t('reportCards.ui.searchStyles')}
              sx={{ flex: '2 1 220px' }}
            />
            {canCreate && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEdit('new')}>
                {t('reportCards.ui.newStyle')}
              </Button>
            )}
          </>
        }
      >
        {({ items }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {items.map((r) => (
              <Card key={r.id} variant="outlined" data-testid="style-card">
                <Box sx={{ p: 1.5, bgcolor: 'grey.100' }}>
                  <Box sx={{ maxWidth: 180, mx: 'auto' }}>
                    <CardSheet
                      layout={DEFAULT_LAYOUT}
                      style={r.style}
                      data={sampleCard(t)}
                      title={r.name}
                      termLabel={t('reportCards.print.sampleTerm')}
                      from="2026-09-01"
                      to="2026-11-30"
                    />
                  </Box>
                </Box>
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700, flex: 1 }}>{r.name}</Typography>
                    {COLOURS.slice(0, 3).map((c) => (
                      <Box
                        key={c}
                        sx={{
                          width: 16,
                          height: 16,
                          borderRadius: '50%',
                          bgcolor: r.style[c],
                          border: 1,
                          borderColor: 'divider',
                        }}
                      />
                    ))}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {r.placeName ?? t('reportCards.ui.organisation')} ·{' '}
                    {count('reportCards.count.usedByTemplates', r.templates)} ·{' '}
                    {count('reportCards.count.cardsIssued', r.cards)}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" onClick={() => s.set({ tab: 'cards', styleId: r.id })}>
                    {t('reportCards.ui.findCards')}
                  </Button>
                  {r.canEdit && (
                    <Button size="small" onClick={() => setEdit(r)}>
                      {t('reportCards.ui.editStyle')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </ListFrame>
      {edit && <StyleDialog row={edit === 'new' ? null : edit} onClose={() => setEdit(null)} />}
    </>
  );
}

function StyleDialog(p: { row: CardStyleRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveStyle();
  const [name, setName] = useState(p.row?.name ?? '');
  const [style, setStyle] = useState<CardStyle>(p.row?.style ?? DEFAULT_CARD_STYLE);
  const set = <K extends keyof CardStyle>(k: K, v: CardStyle[K]) =>
    setStyle((x) => ({ ...x, [k]: v }));
  return (
    <FormDialog
      title={p.row ? t('reportCards.ui.editStyle') : t('reportCards.ui.newStyle')}
      submitLabel={t('reportCards.ui.save')}
      onClose={p.onClose}
      onSubmit={() =>
        save.mutateAsync({
          ...(p.row ? { id: p.row.id, version: p.row.version } : {}),
          name,
          style,
        })
      }
    >
      {(err) => (
        <>
          <TextField
            label={t('reportCards.ui.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!err('name')}
            helperText={err('name')}
            required
            size="small"
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              gap: 1,
            }}
          >
            {COLOURS.map((c) => (
              <TextField
                key={c}
                type="color"
                size="small"
                label={t(`reportCards.ui.colour.${c}`)}
                value={style[c]}
                onChange={(e) => set(c, e.target.value)}
                error={!!err(`style.${c}`)}
                helperText={err(`style.${c}`)}
              />
            ))}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <TextField
              type="number"
              size="small"
              label={t('reportCards.ui.fontSize')}
              value={style.fontSize}
              onChange={(e) => set('fontSize', Number(e.target.value))}
              error={!!err('style.fontSize')}
              helperText={err('style.fontSize')}
              sx={{ width: 150 }}
            />
            <TextField
              type="number"
              size="small"
              label={t('reportCards.ui.titleSize')}
              value={style.titleSize}
              onChange={(e) => set('titleSize', Number(e.target.value))}
              error={!!err('style.titleSize')}
              helperText={err('style.titleSize')}
              sx={{ width: 150 }}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('reportCards.ui.frame')}
              value={style.frame}
              onChange={(e) => set('frame', e.target.value as CardStyle['frame'])}
              sx={{ minWidth: 130 }}
            >
              {(['none', 'simple', 'elegant'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`reportCards.ui.frame.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('reportCards.ui.boxBorder')}
              value={style.boxBorder}
              onChange={(e) => set('boxBorder', e.target.value as CardStyle['boxBorder'])}
              sx={{ minWidth: 130 }}
            >
              {(['none', 'thin', 'thick'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`reportCards.ui.boxBorder.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('reportCards.ui.corners')}
              value={style.corners}
              onChange={(e) => set('corners', e.target.value as CardStyle['corners'])}
              sx={{ minWidth: 130 }}
            >
              {(['square', 'rounded'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`reportCards.ui.corners.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('reportCards.ui.font')}
              value={style.font ?? 'amiri'}
              onChange={(e) => set('font', e.target.value as CardStyle['font'])}
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'style-font' } }}
            >
              {CARD_FONTS.map((v) => (
                <MenuItem key={v} value={v} sx={{ fontFamily: FONT_FAMILY_CSS[v] }}>
                  {t(`reportCards.ui.font.${v}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('reportCards.ui.fontNote')}
          </Typography>
          <Box sx={{ maxWidth: 300, mx: 'auto', width: '100%' }}>
            <CardSheet
              layout={DEFAULT_LAYOUT}
              style={style}
              data={sampleCard(t)}
              title={t('reportCards.ui.guardianTitle')}
              termLabel={t('reportCards.print.sampleTerm')}
              from="2026-09-01"
              to="2026-11-30"
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}

function CardsTab() {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const s = useSearchState();
  const styles = useStyleChoices();
  const q = useDebounced(s.get('q'), 300);
  const list = useCards(
    cleanQuery({ q: q.trim(), styleId: s.get('styleId'), page: s.page, pageSize: PAGE_SIZE }),
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ListFrame
        query={list}
        search={s}
        pageSize={PAGE_SIZE}
        emptyTitle={t('reportCards.ui.noCards')}
        filters={
          <>
            <TextField
              select
              size="small"
              label={t('reportCards.ui.style')}
              value={s.get('styleId')}
              onChange={(e) => s.set({ styleId: e.target.value })}
              sx={{ flex: '1 1 180px' }}
            >
              <MenuItem value="">{t('reportCards.ui.allStyles')}</MenuItem>
              {(styles.data?.items ?? []).map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
            <SearchField
              size="small"
              value={s.get('q')}
              onChange={(e) => s.set({ q: e.target.value })}
              placeholder={t('reportCards.ui.searchCards')}
              aria-label={t('reportCards.ui.searchCards')}
              sx={{ flex: '2 1 240px' }}
            />
          </>
        }
      >
        {({ items }) => (
          <RecordTable<CardRow>
            rows={items}
            rowKey={(r) => r.id}
            label={t('reportCards.ui.tabCards')}
            phone={phone}
            rowTestId="card-row"
            onOpen={(r) => setOpen(r.id)}
            columns={[
              {
                key: 'student',
                header: t('reportCards.ui.student'),
                cell: (r) => r.studentName,
                primary: true,
              },
              { key: 'ring', header: t('reportCards.ui.ring'), cell: (r) => r.ringName ?? '—' },
              { key: 'term', header: t('reportCards.ui.term'), cell: (r) => r.termLabel },
              {
                key: 'template',
                header: t('reportCards.ui.template'),
                cell: (r) =>
                  `${r.templateName} (${t('reportCards.ui.version', { n: f.number(r.templateVersion) })})`,
              },
              { key: 'style', header: t('reportCards.ui.style'), cell: (r) => r.styleName },
              {
                key: 'serial',
                header: t('reportCards.ui.serial'),
                cell: (r) => <bdi>{r.serial}</bdi>,
                nowrap: true,
              },
              {
                key: 'issued',
                header: t('reportCards.ui.issuedAt'),
                cell: (r) => f.date(r.issuedAt),
                nowrap: true,
              },
              {
                key: 'state',
                header: '',
                cell: (r) => (
                  <Chip
                    size="small"
                    color={r.revoked ? 'error' : 'success'}
                    variant="outlined"
                    label={t(r.revoked ? 'reportCards.ui.revoked' : 'reportCards.ui.valid')}
                  />
                ),
                nowrap: true,
              },
            ]}
          />
        )}
      </ListFrame>
      {open && <CardDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function CardDialog(p: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhone();
  const card = useCard(p.id);
  const revoke = useRevoke();
  const canRevoke = useCan('report-cards:approve');
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState(false);
  return (
    <Dialog open onClose={p.onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{card.data?.studentName ?? ''}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={card}>
          {(c) => (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                <bdi>{c.serial}</bdi> · {c.termLabel} · {f.date(c.issuedAt)}
              </Typography>
              {c.revoked ? (
                <Alert severity="error">
                  {t('reportCards.ui.revoked')}: {c.revokeReason}
                </Alert>
              ) : (
                <Box>
                  <Typography variant="subtitle2">{t('reportCards.ui.guardianLink')}</Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <TextField
                      size="small"
                      value={c.guardianUrl}
                      slotProps={{
                        htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'guardian-url' },
                      }}
                      sx={{ flex: '1 1 260px' }}
                    />
                    <Button
                      size="small"
                      onClick={() =>
                        void navigator.clipboard
                          ?.writeText(c.guardianUrl)
                          .then(() => setCopied(true))
                      }
                    >
                      {copied ? t('reportCards.ui.copied') : t('reportCards.ui.copyLink')}
                    </Button>
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    {t('reportCards.ui.guardianHelp')}
                  </Typography>
                </Box>
              )}
              <Box sx={{ maxWidth: 520, mx: 'auto', width: '100%' }}>
                <CardSheet
                  layout={c.layout}
                  style={c.style}
                  data={c.data}
                  title={c.title}
                  termLabel={c.termLabel}
                  from={c.from}
                  to={c.to}
                />
              </Box>
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        {card.data && canRevoke && !card.data.revoked && (
          <Button color="error" onClick={() => setRevoking(true)}>
            {t('reportCards.ui.revoke')}
          </Button>
        )}
        {card.data && (
          <Button onClick={() => void downloadCardPdf(card.data.id, `${card.data.serial}.pdf`)}>
            {t('reportCards.ui.pdf')}
          </Button>
        )}
        <Button onClick={p.onClose}>{t('reportCards.ui.close')}</Button>
      </DialogActions>
      {revoking && card.data && (
        <ReasonDialog
          title={t('reportCards.ui.revoke')}
          message={t('reportCards.ui.revokeHelp')}
          confirmLabel={t('reportCards.ui.revoke')}
          required
          destructive
          onConfirm={(reason) => revoke.mutateAsync({ id: card.data!.id, reason })}
          onClose={() => setRevoking(false)}
        />
      )}
    </Dialog>
  );
}

export default StylesScreen;
