import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

/** Rows per page of a workflow list screen (the server's default too). */
export const LIST_PAGE_SIZE = 25;

export interface ListPagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many records match, as the server counted them (`total` of a paged answer). */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * The pages of a paged workflow list (`{ items, total, page, pageSize }`, the list contract of
 * docs/adding-a-workflow.md). Shows nothing while everything fits on one page; one sibling at
 * most, so it stays on one line on a phone. MUI mirrors the arrows in right-to-left pages.
 */
export function ListPager({ page, total, pageSize, onChange }: ListPagerProps) {
  if (total <= pageSize) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 2 }}>
      <Pagination
        page={page}
        count={Math.ceil(total / pageSize)}
        onChange={(_e, p) => onChange(p)}
        color="primary"
        siblingCount={0}
      />
    </Stack>
  );
}
