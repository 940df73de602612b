import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ResetPasswordInput {
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** The answer carries a session token; the product ignores it and asks the user to sign in again. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiClient.post('/auth/reset-password', (c) => c.authResponseSchema, input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
