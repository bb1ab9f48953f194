/**
 * An edit made on an old version of a record (docs/offline.md, "Conflicts"): the server answers
 * 409 with `{ error: { code, message, conflicts } }`, one item per record changed meanwhile,
 * and stores nothing of the change. The client shows its version beside the server's and the
 * user chooses: keep mine (send again with `version`) or take theirs (let the change go).
 */
export interface EditConflict {
  /** Which part of the sent change: a row's client id, or '' for the whole change. */
  ref: string;
  /** The record's version now: a resend that keeps the user's edit sends it. */
  version: number;
  /** The record as it is on the server, in the shape the client sent it. */
  current: Record<string, unknown>;
}
