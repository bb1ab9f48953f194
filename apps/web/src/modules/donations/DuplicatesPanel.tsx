import MergeType from '@mui/icons-material/MergeType';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BenefactorDuplicate } from '@qc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/auth/auth-context.ts';
import { ConfirmDialog } from '../../app/components/ConfirmDialog.tsx';
import { problemsOf } from '../../app/forms/form-problems.ts';
import { useCount } from '../../app/i18n/use-count.ts';
import type { DetailPanelProps } from '../../resources/panels.ts';
import { resourceQueryKeys } from '../../resources/resource-api.ts';
import { useDuplicates, useMergeBenefactor } from './donations-api.ts';

/**
 * On a benefactor's page: the look-alikes (same phone, e-mail or folded Arabic name) with
 * their reasons, and the merge of one into this record, after a confirmation that says what
 * moves. Nothing for a reader who may not read donations.
 */
export default function DuplicatesPanel({ record }: DetailPanelProps) {
  const canRead = useCan('donations:read');
  if (!canRead || record.archivedAt) return null;
  return <Duplicates id={record.id} name={record._title} />;
}

function Duplicates({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const count = useCount();
  const queryClient = useQueryClient();
  const canMerge = useCan('donations:update');
  const duplicates = useDuplicates(id);
  const merge = useMergeBenefactor();
  const [asking, setAsking] = useState<BenefactorDuplicate | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const items = duplicates.data?.items ?? [];
  if (duplicates.isPending) return null;
  return (
    <Card variant="outlined" data-testid="duplicates-panel">
      <CardHeader title={t('donations.dup.title')} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
            {notice.text}
          </Alert>
        )}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('donations.dup.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((d) => (
              <ListItem key={d.id} divider data-testid="duplicate-row" sx={{ flexWrap: 'wrap' }}>
                <ListItemText
                  primary={<bdi>{d.fullName}</bdi>}
                  secondary={count('donations.dup.donations', d.donations)}
                />
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                  {d.reasons.map((r) => (
                    <Chip key={r} size="small" label={t(`donations.dup.reason.${r}`)} />
                  ))}
                  {canMerge && (
                    <Button
                      size="small"
                      startIcon={<MergeType />}
                      onClick={() => setAsking(d)}
                      data-testid="duplicate-merge"
                    >
                      {t('donations.dup.merge')}
                    </Button>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!asking}
        title={t('donations.dup.confirmTitle', { from: asking?.fullName ?? '', into: name })}
        message={
          asking &&
          t('donations.dup.confirmText', {
            from: asking.fullName,
            into: name,
            donations: count('donations.dup.donations', asking.donations),
            payments: count('donations.dup.payments', asking.payments),
            matches: count('donations.dup.matches', asking.matches),
          })
        }
        confirmLabel={t('donations.dup.merge')}
        destructive
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          setNotice(null);
          try {
            await merge.mutateAsync({ id: asking.id, intoId: id });
            await queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all('benefactors') });
            setNotice({ ok: true, text: t('donations.dup.merged') });
          } catch (e) {
            setNotice({ ok: false, text: problemsOf(e, t('errors.internal')).message });
          }
          setAsking(null);
        }}
      />
    </Card>
  );
}
