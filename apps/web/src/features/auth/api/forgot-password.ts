import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The server answers the same whether or not the account exists, so nobody can probe for e-mails. */
export const requestPasswordReset = (email: string) =>
  apiClient.post('/auth/forgot-password', (c) => c.okResponseSchema, { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
