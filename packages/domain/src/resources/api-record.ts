/**
 * The name of a referenced record as the generic API answers it in a record's `_refs`: in the
 * caller's language, and whether that record is archived (the server's record output writes
 * it, the web's lists, pickers and record pages read it).
 */
export interface RefLabel {
  id: string;
  label: string;
  archived: boolean;
}
