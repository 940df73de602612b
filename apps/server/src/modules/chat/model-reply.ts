import type { OnboardingMessage } from '@impact/contracts';
import type { ConfiguredModel } from '@impact/engine';
import type { ModelMessage } from 'ai';
import { stepAnswersOf, stepIdOf, type FlowState } from './session-state.js';

/**
 * Free-text replies from the configured language model, streamed as they arrive. The model only talks:
 * the steps and their forms stay the deterministic agent's, so the prompt forbids components and any
 * `<` in the output is escaped (a script block in a stored reply would read as a component).
 */

const PRODUCT =
  'You are the onboarding assistant of Impact Studio, a web application in which sustainability ' +
  'consultants add client companies, run an assessment (regulations, materiality and impact topics, ' +
  'reporting frameworks, public perception, controversies, initiatives, an impact strategy) and produce ' +
  'reports. Answer briefly and plainly, in Markdown without HTML. Never invent facts about a company. ' +
  'Never write <script> blocks, JSON forms or tool calls: the forms in the chat are shown by the app.';

const STEP_PURPOSES = [
  "step-0: the company's website (or a demo with a public sample)",
  'step-1: the scopes the assessment should focus on first',
  'step-2: checking and correcting the company profile',
  'step-3: ticking the material sustainability topics (ESRS)',
  'step-4: uploading documents such as a sustainability report (PDF or DOCX), or skipping',
  'step-5: the reporting frameworks the client uses or plans to use',
  'step-6: confirming, which creates the client and starts its assessment',
];

const HISTORY_MESSAGES = 20;

/** The system prompt of a signed-in onboarding: the product, where the user is, and the answers so far. */
export function onboardingSystemPrompt(state: FlowState): string {
  const step = stepIdOf(state.currentStep);
  const where = step
    ? `The user is at ${step}; they answer it with the form shown in the chat. After answering their question, ` +
      `invite them to continue with that form.`
    : 'The onboarding is complete.';
  return [
    PRODUCT,
    `The onboarding steps:\n${STEP_PURPOSES.map((line) => `- ${line}`).join('\n')}`,
    where,
    `The answers so far (JSON): ${JSON.stringify(stepAnswersOf(state.answers)).slice(0, 6000)}`,
  ].join('\n\n');
}

/** Signed out: general questions only; nothing about any account is known or stored. */
export const SIGNED_OUT_SYSTEM_PROMPT =
  `${PRODUCT}\n\nThe visitor is not signed in. Answer general questions about sustainability assessment ` +
  'and the product; to onboard a client they need to sign in.';

/** The stored conversation as model messages, forms replaced by a mention of them. */
export function historyOf(messages: readonly OnboardingMessage[], question: string): ModelMessage[] {
  const recent = messages.slice(-HISTORY_MESSAGES).map((message): ModelMessage => ({
    role: message.role,
    content: message.content.replace(/<script[\s\S]*?<\/script>/g, '[form shown in the chat]'),
  }));
  return [...recent, { role: 'user', content: question }];
}

/** The reply's text chunks as the model produces them; a model error ends the iteration by throwing. */
export async function* streamModelReply(
  model: ConfiguredModel,
  input: { system: string; messages: ModelMessage[]; abortSignal?: AbortSignal },
): AsyncGenerator<string> {
  // The AI SDK loads on the first model call, not at start (see @impact/engine's lazy-model.ts).
  const { streamText } = await import('ai');
  const result = streamText({
    model: model.model,
    system: input.system,
    messages: input.messages,
    maxOutputTokens: 800,
    ...(input.abortSignal && { abortSignal: input.abortSignal }),
    // Errors arrive as stream parts below; the default handler would only log them to the console.
    onError: () => undefined,
  });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && part.text.length > 0) yield part.text.replace(/</g, '&lt;');
    else if (part.type === 'error')
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
  }
}
