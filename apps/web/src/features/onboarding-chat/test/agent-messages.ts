/** Assistant messages written the way the onboarding agent writes them, for tests. */

export const block = (type: string, props: Record<string, unknown>) =>
  `<script type="application/json">${JSON.stringify({ name: 'interact_component', payload: { type, props } })}</script>`;

export const reply = (text: string, ...blocks: string[]) => [text, ...blocks].join('\n\n');

export const SCOPE_OPTIONS = [
  { id: 'materiality', label: 'Materiality and impact topics', recommended: true },
  { id: 'regulations', label: 'Regulations and upcoming policies' },
  { id: 'reporting', label: 'Reporting frameworks and metrics', description: 'GRI, ESRS, ISSB' },
];

export const welcome = () =>
  reply(
    "Welcome! Let's set up your first client. What is the company's website?",
    block('website-input', { stepId: 'step-0', title: 'Company website', placeholder: 'example.com' }),
  );

export const scopesQuestion = () =>
  reply(
    'Thanks. What should the assessment focus on first?',
    block('multiple-choice', {
      stepId: 'step-1',
      title: 'Choose the scopes',
      options: SCOPE_OPTIONS,
      multiple: true,
    }),
    block('company-card', { stepId: 'step-1', website: 'acme.com', domain: 'acme.com', Name: 'Acme' }),
  );

export const profileQuestion = () =>
  reply(
    'Please check the company profile.',
    block('editable-summary', {
      stepId: 'step-2',
      title: 'Company profile',
      fields: { Name: 'Acme', Industry: null },
      website: 'acme.com',
    }),
  );

export const submission = (stepId: string, data: Record<string, unknown>) =>
  JSON.stringify({ stepId, data, action: 'submit_step' });
