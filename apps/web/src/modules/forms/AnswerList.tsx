import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { PollAnswerRow } from '@qc/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';
import { AnswerDialog } from './AnswerDialog.tsx';

/**
 * Answers received as a list made for a phone: who answered (the first short text, else the
 * form), when, and with `showPoll` which form; a tap opens the answer.
 */
export function AnswerList({ items, showPoll }: { items: PollAnswerRow[]; showPoll?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [open, setOpen] = useState<PollAnswerRow | null>(null);
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('polls.ui.answers')}>
        {items.map((a, i) => (
          <ListItem key={a.id} disablePadding divider={i < items.length - 1}>
            <ListItemButton
              onClick={() => setOpen(a)}
              data-testid="poll-answer"
              sx={{ minHeight: 56 }}
            >
              <ListItemText
                primary={<span dir="auto">{a.respondent ?? a.pollTitle}</span>}
                secondary={[
                  // A title in another script than the screen's keeps its place in the line.
                  showPoll ? <bdi>{a.pollTitle}</bdi> : null,
                  // A phone or e-mail reads left to right inside the Arabic line (+90…, not …90+).
                  a.contact ? <bdi dir="ltr">{f.digits(a.contact)}</bdi> : null,
                  f.dateTime(a.submittedAt),
                  showPoll ? a.placeName : null,
                ]
                  .filter(Boolean)
                  .map((part, n) => (
                    <Fragment key={n}>
                      {n > 0 && ' · '}
                      {part}
                    </Fragment>
                  ))}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {open && <AnswerDialog row={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
