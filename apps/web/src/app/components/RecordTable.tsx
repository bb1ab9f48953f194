import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { KeyboardEvent, ReactNode } from 'react';
import { usePhone } from '../hooks/use-phone.ts';

/** One column of a workflow list: its header and what a row shows in it. */
export interface RecordColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Keeps the cell on one line (dates, scores, buttons). */
  nowrap?: boolean;
  /** The card's title on a phone (shown first, without its header). */
  primary?: boolean;
}

export interface RecordTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<RecordColumn<T>>;
  /** The table's accessible name. */
  label: string;
  /** Show cards instead of a table (default: on a phone's screen). */
  phone?: boolean;
  /**
   * A row as a card on a phone. Without it, the card lists the columns: the `primary` one as
   * its title, then each other column's header and value.
   */
  card?: (row: T) => ReactNode;
  /** `data-testid` of each row (and card), for the end-to-end tests. */
  rowTestId?: string;
  /**
   * Opens a row (its panel or page): the whole row or card is then a target of the pointer,
   * and of the keyboard (Tab to it, Enter or Space).
   */
  onOpen?: (row: T) => void;
}

/**
 * A purpose-built workflow list (results, certificates, requests): a compact table on a desktop,
 * a column of cards on a phone, from one list of columns. Paging and the count stay with the
 * screen (`ListPager`); a list that is a plain resource uses the generic pages instead.
 */
export function RecordTable<T>({
  rows,
  rowKey,
  columns,
  label,
  phone,
  card,
  rowTestId,
  onOpen,
}: RecordTableProps<T>) {
  const phoneScreen = usePhone();
  const opener = (row: T) =>
    onOpen
      ? {
          tabIndex: 0,
          onClick: () => onOpen(row),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.target !== e.currentTarget) return;
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onOpen(row);
            }
          },
        }
      : {};
  if (phone ?? phoneScreen)
    return (
      <Stack spacing={1} role="list" aria-label={label}>
        {rows.map((row) => (
          <Box
            key={rowKey(row)}
            data-testid={rowTestId}
            role="listitem"
            {...opener(row)}
            sx={onOpen ? OPENABLE : undefined}
          >
            {card ? card(row) : <ColumnsCard row={row} columns={columns} />}
          </Box>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              data-testid={rowTestId}
              {...opener(row)}
              sx={onOpen ? OPENABLE : undefined}
            >
              {columns.map((c) => (
                <TableCell key={c.key} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row or card that opens: the pointer says so, and the keyboard's focus is seen. */
const OPENABLE = {
  cursor: 'pointer',
  borderRadius: 1,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/** The default card of a row: its primary column as the title, then the others with headers. */
function ColumnsCard<T>({ row, columns }: { row: T; columns: ReadonlyArray<RecordColumn<T>> }) {
  const title = columns.find((c) => c.primary);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      {title && (
        <Typography component="div" sx={{ fontWeight: 600, mb: 0.5 }} dir="auto">
          {title.cell(row)}
        </Typography>
      )}
      <Stack spacing={0.5}>
        {columns
          .filter((c) => c !== title)
          .map((c) => (
            <Stack key={c.key} direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ flex: '0 0 35%', minWidth: 0 }}
              >
                {c.header}
              </Typography>
              <Typography component="div" variant="body2" sx={{ minWidth: 0 }}>
                {c.cell(row)}
              </Typography>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
