import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { RECRUITMENT_API, type PostingDetail } from '@qc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { Screen } from '../../app/components/Screen.tsx';
import { api } from '../../app/http/client.ts';
import { PostingEditor } from './PostingEditor.tsx';
import { STATE_COLOURS } from './PostingsScreen.tsx';
import { recKeys, recPath } from './recruitment-api.ts';

/**
 * Edits one job posting (/job-list-update?id=…): its fields and its application form; saving
 * says so above the form (a form with applications gets a new version, theirs is kept).
 */
export function PostingUpdateScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [saved, setSaved] = useState(false);
  const posting = useQuery({
    queryKey: recKeys.posting(id),
    queryFn: () => api.get<PostingDetail>(recPath(RECRUITMENT_API.posting, { id })),
    enabled: !!id,
  });
  if (!id)
    return (
      <Screen>
        <EmptyState title={t('recruitment.ui.pickPosting')} />
      </Screen>
    );
  return (
    <QueryState query={posting}>
      {(p) => (
        <Screen
          maxWidth={960}
          subtitle={p.title}
          actions={
            <Chip color={STATE_COLOURS[p.state]} label={t(`recruitment.postingState.${p.state}`)} />
          }
        >
          {saved && (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {t('recruitment.ui.saved')}
            </Alert>
          )}
          <Card variant="outlined">
            <CardContent>
              <PostingEditor key={p.version} posting={p} onDone={() => setSaved(true)} />
            </CardContent>
          </Card>
        </Screen>
      )}
    </QueryState>
  );
}

export default PostingUpdateScreen;
