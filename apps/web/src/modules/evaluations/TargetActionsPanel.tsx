import type { DetailPanelProps } from '../../resources/panels.ts';
import { useCan } from '../../app/auth/auth-context.ts';
import { ActionsPanel } from './ActionsPanel.tsx';

/**
 * The open follow-up actions of evaluations about this record (a centre, a ring, a staff member,
 * a teacher), on its own page until they are done; nothing for a reader of the record who may
 * not read evaluations.
 */
export default function TargetActionsPanel({ record }: DetailPanelProps) {
  const canRead = useCan('evaluations:read');
  if (!canRead) return null;
  return <ActionsPanel subjectId={record.id} />;
}
