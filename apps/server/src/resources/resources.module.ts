import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { scheduleOrphanSweep } from './orphan-files.ts';
import { boundResources } from './resource-binding.ts';
import { fileDownloadRoute } from './routes/file-download.route.ts';
import { fileUploadRoute } from './routes/file-upload.route.ts';
import { resourceArchiveRoute } from './routes/resource-archive.route.ts';
import { resourceCreateRoute } from './routes/resource-create.route.ts';
import { resourceDeleteRoute } from './routes/resource-delete.route.ts';
import { resourceExportRoute } from './routes/resource-export.route.ts';
import { resourceHistoryRoute } from './routes/resource-history.route.ts';
import { resourceListRoute } from './routes/resource-list.route.ts';
import { resourceLookupRoute } from './routes/resource-lookup.route.ts';
import { resourceReadRoute } from './routes/resource-read.route.ts';
import { resourceRestoreRoute } from './routes/resource-restore.route.ts';
import { resourceUpdateRoute } from './routes/resource-update.route.ts';
import { singletonHistoryRoute } from './routes/singleton-history.route.ts';
import { singletonReadRoute } from './routes/singleton-read.route.ts';
import { singletonUpdateRoute } from './routes/singleton-update.route.ts';

/**
 * The generic API of every registered resource, derived from the definitions (nothing to
 * add here for a new entity), plus file upload and download for file and image fields, and
 * the sweep of uploads no record ever claimed.
 */
export async function resourcesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const b of boundResources().values()) {
    const has = (action: string) => b.def.actions.some((a) => a === action);
    if (b.def.singleton) {
      if (has('read')) singletonReadRoute(app, ctx, b);
      if (has('read')) singletonHistoryRoute(app, ctx, b);
      if (has('update')) singletonUpdateRoute(app, ctx, b);
      continue;
    }
    if (has('read')) {
      resourceListRoute(app, ctx, b);
      resourceLookupRoute(app, ctx, b);
      resourceReadRoute(app, ctx, b);
      resourceHistoryRoute(app, ctx, b);
    }
    if (has('export')) resourceExportRoute(app, ctx, b);
    if (has('create')) resourceCreateRoute(app, ctx, b);
    if (has('update')) resourceUpdateRoute(app, ctx, b);
    if (has('delete')) {
      resourceDeleteRoute(app, ctx, b);
      resourceRestoreRoute(app, ctx, b);
      resourceArchiveRoute(app, ctx, b);
    }
  }
  await fileUploadRoute(app, ctx);
  await fileDownloadRoute(app, ctx);
  scheduleOrphanSweep(app, ctx);
}
