import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.js';
import { requireUser, type AuthUser } from '../plugins/auth.js';

/**
 * What only the operator's Admin role may do. None of these reaches into an organization's data: being
 * Admin never grants access to another organization's clients, reports or settings.
 */
const OPERATOR_ACTIONS = {
  'edit-default-prompts': 'Only an Admin can change the default prompts',
  'refresh-sections': 'Only an Admin can refresh a generated section',
  'moderate-feedback': 'Only an Admin can moderate feedback',
  'edit-changelog': 'Only an Admin can change the changelog',
  'set-plans': "Only an Admin can change an organization's plan",
} as const;

export type OperatorAction = keyof typeof OPERATOR_ACTIONS;

/** Whether the user holds the operator's Admin role (read from the database with the token, per request). */
export function isOperator(user: AuthUser): boolean {
  return user.roleType === 'admin';
}

/** Throws 403 with the action's reason unless the user is an Admin. */
export function authorizeOperator(user: AuthUser, action: OperatorAction): void {
  if (!isOperator(user)) throw forbidden(OPERATOR_ACTIONS[action]);
}

/** A preValidation hook: a non-Admin is refused before the body is even looked at. */
export function requireOperator(action: OperatorAction) {
  return async (request: FastifyRequest) => authorizeOperator(requireUser(request), action);
}
