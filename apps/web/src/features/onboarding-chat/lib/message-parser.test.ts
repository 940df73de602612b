import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAssistantMessage, stepIdOf, visibleText } from './message-parser';

const script = (inner: string) => `<script type="application/json">${inner}</script>`;
const toolCall = (type: string, props: unknown) =>
  script(JSON.stringify({ name: 'interact_component', payload: { type, props } }));

describe('parseAssistantMessage', () => {
  it('reads the tool-call form and removes the block from the text', () => {
    const parsed = parseAssistantMessage(
      `Welcome! What is the website?\n\n${toolCall('website-input', { stepId: 'step-0', title: 'Company website' })}`,
    );
    expect(parsed.text).toBe('Welcome! What is the website?');
    expect(parsed.components).toEqual([
      { type: 'website-input', props: { stepId: 'step-0', title: 'Company website' } },
    ]);
    expect(stepIdOf(parsed.components[0])).toBe('step-0');
  });

  it('reads the direct {type, props} form', () => {
    const parsed = parseAssistantMessage(
      `Pick one ${script('{"type":"checklist","props":{"stepId":"step-3"}}')}`,
    );
    expect(parsed.components).toEqual([{ type: 'checklist', props: { stepId: 'step-3' } }]);
    expect(parsed.text).toBe('Pick one');
  });

  it('tolerates the loose function-call form', () => {
    const parsed = parseAssistantMessage(
      script('interact_component({"type":"final-step","props":{"stepId":"step-6","answers":{}}});'),
    );
    expect(parsed.components).toEqual([{ type: 'final-step', props: { stepId: 'step-6', answers: {} } }]);
    expect(parsed.text).toBe('');
  });

  it('accepts tool-call arguments sent as a JSON string', () => {
    const inner = JSON.stringify({
      name: 'interact_component',
      arguments: JSON.stringify({ type: 'file-upload', props: { stepId: 'step-4' } }),
    });
    expect(parseAssistantMessage(script(inner)).components).toEqual([
      { type: 'file-upload', props: { stepId: 'step-4' } },
    ]);
  });

  it('ignores objects lacking type or props, props that are not objects, and unknown types', () => {
    const parsed = parseAssistantMessage(
      [
        script('{"type":"checklist"}'),
        script('{"props":{"stepId":"step-3"}}'),
        script('{"type":"checklist","props":["a"]}'),
        script('{"type":"video-player","props":{}}'),
        script('{"name":"other_tool","payload":{"type":"checklist","props":{}}}'),
        'Text stays',
      ].join('\n'),
    );
    expect(parsed.components).toEqual([]);
    expect(parsed.text).toBe('Text stays');
  });

  it('takes no components from a message whose script tags do not balance, but still hides the scripts', () => {
    const parsed = parseAssistantMessage(
      `Hello ${toolCall('website-input', { stepId: 'step-0' })} and <script>{"type":"checklist","props":{}}`,
    );
    expect(parsed.components).toEqual([]);
    expect(parsed.text).toBe('Hello  and');
    expect(parseAssistantMessage(`A</script>B ${toolCall('checklist', {})}`).components).toEqual([]);
  });

  it('removes unparsable blocks without showing their text', () => {
    const parsed = parseAssistantMessage(`Before ${script('not json at all')} after`);
    expect(parsed).toEqual({ text: 'Before  after', components: [] });
  });

  it('puts multiple-choice first, then company-card, then the rest in their order', () => {
    const parsed = parseAssistantMessage(
      [
        toolCall('file-upload', { n: 1 }),
        toolCall('company-card', { n: 2 }),
        toolCall('checklist', { n: 3 }),
        toolCall('multiple-choice', { n: 4 }),
      ].join(''),
    );
    expect(parsed.components.map((component) => component.type)).toEqual([
      'multiple-choice',
      'company-card',
      'file-upload',
      'checklist',
    ]);
  });

  it('matches tags in any letter case, not look-alike tag names', () => {
    expect(parseAssistantMessage(`<SCRIPT>{"type":"checklist","props":{}}</Script >ok`)).toEqual({
      text: 'ok',
      components: [{ type: 'checklist', props: {} }],
    });
    expect(visibleText('<scripts>kept</scripts>')).toBe('<scripts>kept</scripts>');
  });

  it('hides a block that is still streaming in', () => {
    expect(visibleText('Thanks.\n\n<script type="application/json">{"name":"inter')).toBe('Thanks.');
    expect(visibleText('Thanks.\n\n<scr')).toBe('Thanks.\n\n<scr');
  });
});

describe('parseAssistantMessage, whatever the input', () => {
  // Inner texts carry a marker that the surrounding text can never contain, so finding the marker in
  // the visible text means a script's content leaked.
  const MARKER = '\u2063SECRET\u2063';
  const tagNames = fc.constantFrom('script', 'SCRIPT', 'Script');
  const outside = fc
    .array(
      fc.oneof(
        fc.string(),
        fc.constantFrom('<', '>', '</', '<script', '</script>', 'script>', '\n\n', '{"type":'),
      ),
    )
    .map((parts) => parts.join('').replaceAll(MARKER, ''));
  const inner = fc
    .string()
    .map((text) => `${MARKER}${text}${MARKER}`)
    .filter((text) => !/<\/script/i.test(text));
  const block = fc
    .tuple(tagNames, fc.constantFrom('', ' type="application/json"'), inner, fc.boolean())
    .map(([name, attributes, content, closed]) =>
      closed ? `<${name}${attributes}>${content}</${name}>` : `<${name}${attributes}>${content}`,
    );
  const message = fc.array(fc.oneof(outside, block)).map((parts) => parts.join(''));

  it('never throws and never shows the inside of a script block', () => {
    fc.assert(
      fc.property(message, (content) => {
        const parsed = parseAssistantMessage(content);
        expect(parsed.text).not.toContain(MARKER);
        expect(parsed.text).not.toMatch(/<\/?script(?![a-z0-9-])/i);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (content) => {
        const parsed = parseAssistantMessage(content);
        expect(Array.isArray(parsed.components)).toBe(true);
      }),
    );
  });
});
