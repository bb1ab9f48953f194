import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../app/components/DateText.tsx';
import { EmptyState } from '../../app/components/EmptyState.tsx';
import { ForwardArrow } from '../../app/components/ForwardArrow.tsx';
import { QueryState } from '../../app/components/QueryState.tsx';
import { StudentStatusChip } from './StudentStatusChip.tsx';
import { fetchCases, studentsKeys } from './students-api.ts';

/** A student's case events, newest first: from → to, the date, and the reason given. */
export function CaseHistory({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const cases = useQuery({
    queryKey: studentsKeys.cases(studentId),
    queryFn: () => fetchCases(studentId),
  });
  return (
    <QueryState
      query={cases}
      isEmpty={(d) => d.length === 0}
      empty={<EmptyState dense title={t('students.page.noCases')} />}
    >
      {(items) => (
        <Stack spacing={1.25} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...items].reverse().map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                {c.fromStatus && <StudentStatusChip status={c.fromStatus} />}
                {c.fromStatus && <ForwardArrow />}
                <StudentStatusChip status={c.toStatus} />
                <Typography variant="caption" color="text.secondary">
                  <DateText value={c.occurredOn} style="medium" />
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }} dir="auto">
                {/^students\.[\w.]+$/.test(c.reason) ? t(c.reason) : c.reason}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
