import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One column of a workflow list: its header and what a row shows in it. */
export interface RecordColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Keeps the cell on one line (dates, scores, buttons). */
  nowrap?: boolean;
}

export interface RecordTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<RecordColumn<T>>;
  /** The table's accessible name. */
  label: string;
  /** On a phone each row is this card instead of a table row. */
  phone: boolean;
  card: (row: T) => ReactNode;
  /** `data-testid` of each row (and card), for the end-to-end tests. */
  rowTestId?: string;
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
}: RecordTableProps<T>) {
  if (phone)
    return (
      <Stack spacing={1}>
        {rows.map((row) => (
          <div key={rowKey(row)} data-testid={rowTestId}>
            {card(row)}
          </div>
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
            <TableRow key={rowKey(row)} hover data-testid={rowTestId}>
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
