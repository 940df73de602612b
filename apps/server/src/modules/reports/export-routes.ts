import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { exportFileName, reportToDocx, reportToPdf } from './export/index.js';
import { loadReportForExport } from './export-data.js';

const FORMATS = {
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    write: reportToDocx,
  },
  pdf: { type: 'application/pdf', write: reportToPdf },
} as const;

/** Issue: a report as a Word document and as PDF (title page, heading styles, tables, sources). */
export const reportExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/reports/:id/export.:format',
    {
      // No response schema: the answer is a file; errors keep the API's usual shape.
      schema: {
        tags: ['reports'],
        summary: 'Download a report as Word (.docx) or PDF, with its finished sections and numbered sources',
        security: bearerAuth,
        params: z.object({
          id: z.string().trim().min(1).max(64, 'The report id is too long'),
          format: z.enum(['docx', 'pdf'], { message: 'The format must be docx or pdf' }),
        }),
      },
    },
    async (request, reply) => {
      const data = await loadReportForExport(db, requireUser(request), request.params.id);
      const format = FORMATS[request.params.format];
      const body = await format.write(data);
      const fileName = exportFileName(data.clientName, data.date, request.params.format);
      return reply
        .header('content-type', format.type)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
