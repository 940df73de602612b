import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../lib/test-support/render';
import { signOut } from '../../lib/test-support/session';
import { SectionCard } from './section-card';

afterEach(() => {
  cleanup();
  signOut();
});

const client = { id: 7, WebsiteUrl: 'https://northwind.example' };
const note = () => document.querySelector('[role="note"]')?.textContent ?? null;

describe('SectionCard', () => {
  it('says plainly when a section was answered without the model because the provider failed', () => {
    render(
      <SectionCard
        sectionId="reportedMetrics"
        client={client}
        provenance={{
          method: 'extraction',
          fallback: { reason: 'rate-limited', detail: 'Failed after 3 attempts' },
        }}
      >
        <p>Scope 1 and 2 emissions</p>
      </SectionCard>,
    );
    expect(note()).toBe(
      'Answered without the model: the provider failed (it refused more requests for now). Run this section again once the model answers.',
    );
  });

  it('counts the figures of the model left out, and says nothing when the model path went as planned', () => {
    render(
      <SectionCard
        sectionId="reportedMetrics"
        client={client}
        provenance={{ method: 'llm', droppedNumbers: 2 }}
      >
        <p>Metrics</p>
      </SectionCard>,
    );
    expect(note()).toBe('2 figures the model gave were left out: the passage cited does not state them.');
    cleanup();
    render(
      <SectionCard
        sectionId="reportedMetrics"
        client={client}
        provenance={{ method: 'llm', droppedNumbers: 0 }}
      >
        <p>Metrics</p>
      </SectionCard>,
    );
    expect(note()).toBeNull();
  });
});
