import type { FileRef } from '@qc/domain';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { insertDocumentVersion } from './document-versions.repository.ts';

/** The fields whose change makes a new revision of a document. */
const CONTENT = ['title', 'summary', 'body', 'attachments'];

/**
 * Documentation keeps every revision: creating a document stores revision 1; changing its
 * title, summary, text or files raises the revision and stores the new content, in the same
 * transaction as the change (status or category changes are not new revisions).
 */
export function installDocumentHooks(): void {
  registerResourceHooks('documents', {
    beforeWrite({ action, before, values }) {
      if (action === 'update' && before && CONTENT.some((f) => f in values))
        values.revision = Number(before.revision ?? 1) + 1;
    },
    async afterWrite({ tx, action, before, after, request }) {
      if (action === 'restore') return;
      if (action === 'update' && Number(after.revision) === Number(before?.revision)) return;
      await insertDocumentVersion(tx, {
        documentId: String(after.id),
        revision: Number(after.revision ?? 1),
        title: String(after.title),
        summary: (after.summary as string | null) ?? null,
        body: (after.body as string | null) ?? null,
        attachments: (after.attachments as FileRef[] | null) ?? [],
        createdBy: request.access?.userId ?? null,
      });
    },
  });
}
