import { clientFieldsSchema, type OnboardingCompleteProps, type StructuredDocument } from '@impact/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  clients,
  onboardingDocuments,
  onboardingMessages,
  onboardingSessions,
  users,
} from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { organizationIdsOf } from '../../authz/membership.js';
import { addUploadedDocuments } from '../assessment/documents/client-documents.js';
import { websiteUrlOf } from '../clients/domain.js';
import { saveSection } from '../clients/sections.js';
import { createClient } from '../clients/service.js';
import { storedLogoFile } from '../logos/logo-files.js';
import { chosenFocusAreas, documentsAsWebsiteContext, fieldOriginsOf } from './client-material.js';
import { assistantMessage } from './components.js';
import { stepMessage } from './step-messages.js';
import { sessionDocuments } from './documents/documents.js';
import { recordTurn, type SessionRow } from './sessions.js';
import { selectedOf, step0Of, step2Of, step4Of, type OnboardingAnswers } from './session-state.js';

/** The final step (step-6): the client is created from the answers, or, in a demo, nothing is. */

export type CompletionDeps = Pick<AppContext, 'db' | 'config' | 'assessments'> & { log: FastifyBaseLogger };

const clientPathOf = (name: string) => `/client/${encodeURIComponent(name)}`;

/** Step-2 refuses a name already taken, so the consultant can still change it (step-6 checks again). */
export async function assertClientNameFree(db: Database, userId: number, name: string): Promise<void> {
  const [organizationId] = await organizationIdsOf(db, userId);
  if (organizationId === undefined) throw badRequest('Set up your organization before adding clients.');
  const [taken] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), sql`lower(${clients.name}) = lower(${name})`));
  if (taken) throw conflict(`A client named "${name}" already exists in your organization.`);
}

/**
 * Creates the client with everything the onboarding gathered, in one transaction with the user's
 * OnboardingComplete and the session's completion; the assessment starts after the commit. Returns the
 * closing message (already stored).
 */
export async function completeOnboarding(
  deps: CompletionDeps,
  session: SessionRow,
  answers: OnboardingAnswers,
  userText: string,
): Promise<string> {
  const { db } = deps;
  const demo = answers.context?.demo;
  if (demo) {
    const reply = closingMessage(
      `That was the demo: nothing was created, and your own onboarding is still to do (start a new conversation to add a real client). Open the ${demo.name} sample to see a finished profile.`,
      {
        clientName: demo.name,
        clientPath: clientPathOf(demo.name),
        clientDocumentId: demo.documentId,
        clientId: null,
        runId: null,
        runDocumentId: null,
        demo: true,
      },
    );
    await recordTurn(db, session, { userText, reply, answers, currentStep: 7, completed: true });
    return reply;
  }

  const confirmed = step2Of(answers)!;
  try {
    await assertClientNameFree(db, session.userId, confirmed.Name);
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      return backToProfile(db, session, answers, userText, error.message);
    }
    throw error;
  }
  const profile = answers.context?.profile;
  const website = step0Of(answers)?.website;
  const fields = clientFieldsSchema.safeParse({
    ...confirmed,
    WebsiteUrl: profile?.WebsiteUrl ?? (website ? websiteUrlOf(website) : null),
    FieldOrigins: fieldOriginsOf(confirmed, profile),
  });
  if (!fields.success) {
    throw badRequest(
      `The answers cannot make a client: ${fields.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  const kept = new Set((step4Of(answers)?.files ?? []).map((file) => String(file.uploadId)));
  const documents = (await sessionDocuments(db, session.id)).filter(
    (row) => kept.has(row.documentId) || kept.has(String(row.id)),
  );

  const client = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The clients module's creation: its name-uniqueness rule (409) and search indexing apply.
    const created = await createClient(tx, session.userId, fields.data);
    await tx
      .update(clients)
      .set({
        onboardingScopes: selectedOf(answers, 'step-1'),
        preferredFrameworks: selectedOf(answers, 'step-5'),
        // The logo step-0's reading of the website found for this user, if any.
        logoFile: await storedLogoFile(tx, profile?.logoUrl),
      })
      .where(eq(clients.id, created.id));
    const topics = selectedOf(answers, 'step-3');
    await saveSection(tx, created.id, 'FocusAreas', chosenFocusAreas(topics, confirmed.Industry), {
      method: 'manual',
      provider: 'onboarding',
      note: 'The focus areas the consultant ticked during onboarding; the assessment keeps them.',
      outcome: 'found',
    });
    if (documents.length > 0) {
      // From now on the documents are the client's: its organization's members may open them.
      await tx
        .update(onboardingDocuments)
        .set({ clientId: created.id })
        .where(
          inArray(
            onboardingDocuments.id,
            documents.map((document) => document.id),
          ),
        );
      // Their structure joins the client's structured documents, which the assessment's steps read.
      await addUploadedDocuments(
        tx,
        created.id,
        documents.flatMap((document) =>
          document.structure ? [document.structure as StructuredDocument] : [],
        ),
      );
      await saveSection(tx, created.id, 'WebsiteContext', documentsAsWebsiteContext(documents), {
        method: 'extraction',
        provider: 'onboarding',
        note: `Text of ${documents.length} document(s) uploaded during onboarding; the website scrape adds the company's pages.`,
        outcome: 'found',
      });
    }
    await tx.update(users).set({ onboardingComplete: true }).where(eq(users.id, session.userId));
    await tx.insert(onboardingMessages).values({ sessionId: session.id, role: 'user', content: userText });
    // Only from step-6 as validated: a second confirmation racing this one rolls back, creating nothing.
    const finished = await tx
      .update(onboardingSessions)
      .set({ answers, currentStep: 7, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(eq(onboardingSessions.id, session.id), eq(onboardingSessions.currentStep, session.currentStep)),
      )
      .returning({ id: onboardingSessions.id });
    if (finished.length === 0) {
      throw conflict('This onboarding is already complete');
    }
    return created;
  });

  const { run, notStarted } = await startAssessment(deps, client.id, session.userId);
  const started = run
    ? ' Its assessment has started: the sections fill in over the next minutes.'
    : notStarted
      ? ` Its assessment was not started: ${notStarted}`
      : '';
  const reply = closingMessage(`${client.Name} is created.${started}`, {
    clientName: client.Name,
    clientPath: clientPathOf(client.Name),
    clientDocumentId: client.documentId,
    clientId: client.id,
    runId: run?.id ?? null,
    runDocumentId: run?.documentId ?? null,
  });
  await recordTurn(db, session, { userText: null, reply });
  return reply;
}

/**
 * Like client creation on the dashboard: only with ASSESS_NEW_CLIENTS, counted against the user's run
 * budget (when it is spent, `notStarted` says so), and a failure leaves the client.
 */
async function startAssessment(
  deps: CompletionDeps,
  clientId: number,
  userId: number,
): Promise<{ run?: { id: number; documentId: string }; notStarted?: string }> {
  if (!deps.config.assessment.onClientCreated) return {};
  try {
    return {
      run: await deps.assessments.startRun({ clientId, trigger: 'client-created', requestedBy: userId }),
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return { notStarted: error.message };
    deps.log.error({ err: error, clientId }, 'could not start the assessment of a client from onboarding');
    return {};
  }
}

function closingMessage(text: string, props: OnboardingCompleteProps): string {
  return assistantMessage(text, [{ type: 'onboarding-complete', props: { ...props } }]);
}

/**
 * The name was taken since step-2 (a teammate, the dashboard): back to the profile to rename, keeping
 * every other answer; the renamed profile goes straight to the confirmation (see submission.ts).
 */
async function backToProfile(
  db: Database,
  session: SessionRow,
  answers: OnboardingAnswers,
  userText: string,
  problem: string,
): Promise<string> {
  const reply = `${problem} Change the name to continue; your other answers are kept.\n\n${stepMessage(2, {
    answers,
    sessionId: session.id,
    samples: [],
  })}`;
  await recordTurn(db, session, { userText, reply, answers, currentStep: 2 });
  return reply;
}
