import {
  createVsmeReportSchema,
  noContentSchema,
  pageOf,
  paginationQueryShape,
  reviewVsmeValueSchema,
  updateVsmeValueSchema,
  vsmeCompletenessSchema,
  vsmeDatapointIdSchema,
  vsmeReportSchema,
  vsmeReportSummarySchema,
  vsmeValueChangeSchema,
  vsmeValueSchema,
  VSME_EXPORT_FORMATS,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { buildVsmeExport } from './export/index.js';
import { awaitingClientAnswers } from './requests/service.js';
import { createVsmeReport, deleteVsmeReport, getVsmeReport, listVsmeReports } from './service.js';
import { reviewVsmeValue, updateVsmeValue, vsmeValueHistory } from './value-service.js';

const documentId = z.string().trim().min(1).max(64, 'The id is too long');
const reportParams = z.object({ documentId });
const valueParams = z.object({ documentId, datapointId: vsmeDatapointIdSchema });
const reportAnswer = z.object({ data: vsmeReportSchema });
const valueAnswer = z.object({
  data: vsmeValueSchema,
  meta: z.object({ completeness: vsmeCompletenessSchema }),
});
const tags = ['vsme'];

/** VSME reports on an organization's clients: prefilled from the client's evidence, edited value by value. */
export const vsmeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/vsme/reports',
    {
      schema: {
        tags,
        summary:
          "A page of your organizations' VSME reports, the latest period first; filters[client] for one client",
        security: bearerAuth,
        querystring: z
          .object({
            filters: z.object({ client: documentId.optional() }).optional(),
            ...paginationQueryShape,
          })
          .loose(),
        response: { 200: pageOf(vsmeReportSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const { rows, total } = await listVsmeReports(
        db,
        requireUser(request).id,
        request.query.filters?.client,
        window,
      );
      return pageAnswer(rows, total, window);
    },
  );

  app.post(
    '/vsme/reports',
    {
      schema: {
        tags,
        summary:
          "Create a VSME report on a client, prefilled from the client's stored evidence and its previous report",
        security: bearerAuth,
        body: z.strictObject({ data: createVsmeReportSchema }),
        response: { 201: reportAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await createVsmeReport(db, requireUser(request).id, request.body.data);
      return reply.code(201).send({ data: report });
    },
  );

  app.get(
    '/vsme/reports/:documentId',
    {
      schema: {
        tags,
        summary: 'A VSME report with every value and its completeness',
        security: bearerAuth,
        params: reportParams,
        response: { 200: reportAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getVsmeReport(db, requireUser(request).id, request.params.documentId),
    }),
  );

  app.delete(
    '/vsme/reports/:documentId',
    {
      schema: {
        tags,
        summary: 'Delete a VSME report with its values and their history',
        security: bearerAuth,
        params: reportParams,
        response: { 204: noContentSchema.describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteVsmeReport(db, requireUser(request).id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/vsme/reports/:documentId/values/:datapointId',
    {
      schema: {
        tags,
        summary:
          "Enter a value, or mark it not applicable, omitted or missing; answers it with the report's completeness",
        security: bearerAuth,
        params: valueParams,
        body: z.strictObject({ data: updateVsmeValueSchema }),
        response: { 200: valueAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { documentId: id, datapointId } = request.params;
      const { value, completeness } = await updateVsmeValue(
        db,
        requireUser(request).id,
        id,
        datapointId,
        request.body.data,
      );
      return { data: value, meta: { completeness } };
    },
  );

  app.post(
    '/vsme/reports/:documentId/values/:datapointId/review',
    {
      schema: {
        tags,
        summary: 'Accept or return an estimated or client-provided value (409 for any other)',
        security: bearerAuth,
        params: valueParams,
        body: z.strictObject({ data: reviewVsmeValueSchema }),
        response: { 200: valueAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { documentId: id, datapointId } = request.params;
      const { value, completeness } = await reviewVsmeValue(
        db,
        requireUser(request).id,
        id,
        datapointId,
        request.body.data,
      );
      return { data: value, meta: { completeness } };
    },
  );

  app.get(
    '/vsme/reports/:documentId/values/:datapointId/history',
    {
      schema: {
        tags,
        summary: 'Every change to a value: who, when, from what to what, newest first',
        security: bearerAuth,
        params: valueParams,
        response: { 200: z.object({ data: z.array(vsmeValueChangeSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await vsmeValueHistory(
        db,
        requireUser(request).id,
        request.params.documentId,
        request.params.datapointId,
      ),
    }),
  );

  app.get(
    '/vsme/reports/:documentId/export',
    {
      // No response schema: the answer is a file; errors keep the API's usual shape.
      schema: {
        tags,
        summary:
          "Download a VSME report: Word in the standard's structure with every value's source, or JSON and CSV keyed by EFRAG's datapoint identifiers",
        security: bearerAuth,
        params: reportParams,
        querystring: z.object({
          format: z.enum(VSME_EXPORT_FORMATS, { message: 'The format must be docx, json or csv' }),
        }),
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const report = await getVsmeReport(db, userId, request.params.documentId);
      const awaitingClientAnswer = await awaitingClientAnswers(db, userId, report.documentId);
      const file = await buildVsmeExport(report, request.query.format, { awaitingClientAnswer });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
