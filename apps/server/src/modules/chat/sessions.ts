import type { OnboardingMessage, OnboardingSessionView } from '@impact/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recordIdentity } from '../../authz/record-id.js';
import { newDocumentId } from '../../db/ids.js';
import { onboardingMessages, onboardingSessions, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { OnboardingAnswers } from './session-state.js';

export type SessionRow = typeof onboardingSessions.$inferSelect;
type MessageRow = typeof onboardingMessages.$inferSelect;

export const ONBOARDING_NOT_FOUND = 'Onboarding not found';

/** A new session for the user, made their LastOnboardingId. */
export async function createSession(db: Database, userId: number, agentId: string): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(onboardingSessions)
      .values({ documentId: newDocumentId(), userId, agentId })
      .returning();
    await tx.update(users).set({ lastOnboardingId: row!.id }).where(eq(users.id, userId));
    return row!;
  });
}

/**
 * The session named by id or documentId. Another user's session is answered exactly like a missing one
 * (404), so ids reveal nothing about other users' onboardings.
 */
export async function findOwnedSession(
  db: Database,
  userId: number,
  ref: number | string,
): Promise<SessionRow> {
  const identity = recordIdentity(onboardingSessions, ref);
  if (!identity) throw notFound(ONBOARDING_NOT_FOUND);
  // Scoped to the user's own sessions in the same query: another user's is simply not found.
  const [row] = await db
    .select()
    .from(onboardingSessions)
    .where(and(identity, eq(onboardingSessions.userId, userId)));
  if (!row) throw notFound(ONBOARDING_NOT_FOUND);
  return row;
}

/**
 * Stores one exchange at once: the user's message, the reply and (for a step submission) the new
 * answers and step, so a failed turn leaves nothing half-written.
 */
export async function recordTurn(
  db: Database,
  session: SessionRow,
  turn: {
    userText: string | null;
    reply: string;
    answers?: OnboardingAnswers;
    currentStep?: number;
    /** Marks the session complete (the final step). */
    completed?: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    // A step moves on only from the step it was validated against: of two submissions racing (two
    // tabs, a retry the server had already taken), one wins and the other changes nothing.
    const advancing = turn.currentStep !== undefined;
    const updated = await tx
      .update(onboardingSessions)
      .set({
        updatedAt: sql`now()`,
        ...(turn.answers ? { answers: turn.answers } : {}),
        ...(turn.currentStep === undefined ? {} : { currentStep: turn.currentStep }),
        ...(turn.completed ? { completedAt: sql`now()` } : {}),
      })
      .where(
        advancing
          ? and(
              eq(onboardingSessions.id, session.id),
              eq(onboardingSessions.currentStep, session.currentStep),
            )
          : eq(onboardingSessions.id, session.id),
      )
      .returning({ id: onboardingSessions.id });
    if (updated.length === 0) {
      throw new AppError(
        409,
        'ConflictError',
        'This step was answered in the meantime (in another tab?): reload the page to continue',
      );
    }
    const rows = [
      ...(turn.userText === null ? [] : [{ sessionId: session.id, role: 'user', content: turn.userText }]),
      { sessionId: session.id, role: 'assistant', content: turn.reply },
    ];
    await tx.insert(onboardingMessages).values(rows);
    await tx.update(users).set({ lastOnboardingId: session.id }).where(eq(users.id, session.userId));
  });
}

export async function listMessages(db: Database, sessionId: number): Promise<OnboardingMessage[]> {
  const rows = await db
    .select()
    .from(onboardingMessages)
    .where(eq(onboardingMessages.sessionId, sessionId))
    .orderBy(asc(onboardingMessages.id));
  return rows.map(toMessage);
}

/** What GET /users/me?populate=LastOnboardingId should show (the users module calls this). */
export async function loadLastOnboarding(
  db: Database,
  userId: number,
): Promise<OnboardingSessionView | null> {
  const [row] = await db
    .select({ session: onboardingSessions })
    .from(users)
    .innerJoin(onboardingSessions, eq(onboardingSessions.id, users.lastOnboardingId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { id, documentId, currentStep, completedAt } = row.session;
  return {
    id,
    documentId,
    currentStep,
    completed: completedAt !== null,
    Messages: await listMessages(db, id),
  };
}

function toMessage(row: MessageRow): OnboardingMessage {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}
