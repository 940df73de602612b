import { apiErrorSchema } from '@impact/contracts';

/** Error answers every documented route may give; listed so the OpenAPI document shows them. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
} as const;

export const bearerAuth = [{ bearerAuth: [] }];
