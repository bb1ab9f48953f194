import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { ErrorState } from '../../app/components/ErrorState.tsx';
import { useFormat } from '../../app/format/use-format.ts';
import { api } from '../../app/http/client.ts';
import { RichTextView } from '../../resources/kinds/values.tsx';
import type { DetailPanelProps } from '../../resources/panels.ts';
import type { StoredFile } from '../../resources/resource-api.ts';

interface DocumentVersion {
  revision: number;
  title: string;
  summary: string | null;
  body: string | null;
  attachments: StoredFile[];
  createdAt: string;
}

/**
 * The revisions of a document (`GET /api/documents/:id/versions`), newest first: each with its
 * title, summary, text and attachments as they were, so readers see what changed and when.
 */
export default function DocumentVersionsPanel({ record }: DetailPanelProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useQuery({
    // Under the resource's key, so a change of the document refreshes its versions too.
    queryKey: ['documents', 'versions', record.id, record.version],
    queryFn: ({ signal }) =>
      api.get<{ items: DocumentVersion[] }>(
        `/documents/${encodeURIComponent(record.id)}/versions`,
        {
          signal,
        },
      ),
  });
  const versions = [...(query.data?.items ?? [])].sort((a, b) => b.revision - a.revision);
  const current = Number(record.revision ?? 0);

  return (
    <Card data-testid="document-versions">
      <CardHeader
        title={t('organisation.documents.versions')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          versions.map((v) => (
            <Accordion
              key={v.revision}
              disableGutters
              variant="outlined"
              data-testid="document-version"
            >
              <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="subtitle2">
                    {t('organisation.documents.revision', { revision: f.number(v.revision) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <DateText value={v.createdAt} withTime style="medium" />
                  </Typography>
                  {v.revision === current && (
                    <Chip
                      size="small"
                      color="success"
                      label={t('organisation.documents.current')}
                    />
                  )}
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {v.title}
                </Typography>
                {v.summary && (
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
                    {v.summary}
                  </Typography>
                )}
                {v.body && <RichTextView html={v.body} />}
                {v.attachments.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
                    {v.attachments.map((a) => (
                      <li key={a.id}>
                        <Link href={a.url} target="_blank" rel="noopener">
                          {a.name}
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </CardContent>
    </Card>
  );
}
