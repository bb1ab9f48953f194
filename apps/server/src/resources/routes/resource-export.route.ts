import { parseListQuery, permissionFor, resourceKeys, translate } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { csvStream, xlsxStream } from '../export-writer.ts';
import { documented, errorBody, listQuerystring } from '../openapi.ts';
import { visibleFields } from '../record-output.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { listParamConditions, listParamNames } from '../resource-hooks.ts';
import { exportRows } from '../resource.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/<name>/export?format=xlsx|csv&<list filters>: every record the list would show
 * (same filters, search and scope), as a file in the caller's language, streamed.
 */
export function resourceExportRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}/export`,
    {
      config: { permission: permissionFor(def, 'export') },
      ...documented({
        tags: [def.name],
        summary: `Export ${translate('en', resourceKeys.title(def.name))} to Excel or CSV`,
        querystring: listQuerystring(def, { format: { type: 'string', enum: ['xlsx', 'csv'] } }),
        response: {
          200: { description: 'the file', type: 'string', format: 'binary' },
          400: errorBody,
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const raw = (request.query ?? {}) as Record<string, unknown>;
      // Check the query before the first byte is sent, so a bad filter is a plain 400.
      const checked = parseListQuery(def, raw, ['format', ...listParamNames(def.name)]);
      listParamConditions(def.name, raw);
      const format = raw.format ?? 'xlsx';
      if (!checked.ok || (format !== 'xlsx' && format !== 'csv')) {
        const fields = checked.ok ? {} : checked.issues;
        if (format !== 'xlsx' && format !== 'csv')
          fields.format = { code: 'validation.invalidChoice' };
        throw new AppError(400, 'errors.validation', undefined, fields);
      }
      const visible = visibleFields(def, caller.access.can(`${def.permission}:sensitive`));
      const chunks = exportRows(ctx, b, caller, raw);
      const stamp = new Date().toISOString().slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="${def.name}-${stamp}.${format}"`,
      );
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .send(csvStream(def, caller.locale, chunks, visible));
      }
      return reply
        .header('content-type', XLSX)
        .send(
          xlsxStream(def, caller.locale, chunks, visible, (error) =>
            request.log.error({ err: error }, 'export failed'),
          ),
        );
    },
  );
}
