import { describe, expect, it } from 'vitest';
import { initialSseState, parseSseChunk, type SseMessage } from './sse-parser';

/** Feeds the chunks in order and collects every message. */
function parseAll(chunks: string[], lastEventId = '') {
  let state = initialSseState(lastEventId);
  const messages: SseMessage[] = [];
  for (const chunk of chunks) {
    const parsed = parseSseChunk(state, chunk);
    state = parsed.state;
    messages.push(...parsed.messages);
  }
  return { state, messages };
}

describe('parseSseChunk', () => {
  it('reads the server stream: retry, typed events with ids, keep-alive comments', () => {
    const { state, messages } = parseAll([
      'retry: 2000\n\n',
      'id: 7\nevent: step\ndata: {"stepId":"webContext","status":"in_progress"}\n\n',
      ': keep-alive\n\n',
      'event: web-search-status\ndata: {"status":"done"}\n\n',
      'id: 8\nevent: run\ndata: {"status":"completed"}\n\n',
    ]);
    expect(state.retryMs).toBe(2000);
    expect(messages).toEqual([
      { event: 'step', data: '{"stepId":"webContext","status":"in_progress"}', lastEventId: '7' },
      // An event without its own id keeps the last one seen.
      { event: 'web-search-status', data: '{"status":"done"}', lastEventId: '7' },
      { event: 'run', data: '{"status":"completed"}', lastEventId: '8' },
    ]);
  });

  it('joins a message split anywhere across chunks', () => {
    const text = 'id: 3\nevent: step\ndata: {"a":1}\n\nid: 4\nevent: run\ndata: {"b":2}\n\n';
    const whole = parseAll([text]).messages;
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)]).messages).toEqual(whole);
    }
    expect(parseAll([...text]).messages).toEqual(whole);
  });

  it('accepts CRLF and CR line endings, even a CRLF split between chunks', () => {
    const expected = [{ event: 'step', data: 'x', lastEventId: '' }];
    expect(parseAll(['event: step\r\ndata: x\r\n\r\n']).messages).toEqual(expected);
    expect(parseAll(['event: step\rdata: x\r\r']).messages).toEqual(expected);
    expect(parseAll(['event: step\r', '\ndata: x\r', '\n\r', '\n']).messages).toEqual(expected);
  });

  it('joins several data lines with newlines and defaults the type to message', () => {
    expect(parseAll(['data: first\ndata:second\ndata\n\n']).messages).toEqual([
      { event: 'message', data: 'first\nsecond\n', lastEventId: '' },
    ]);
  });

  it('dispatches nothing for a block without data, and keeps an unfinished block pending', () => {
    const { state, messages } = parseAll(['event: step\n\n', 'event: run\ndata: {}\n']);
    expect(messages).toEqual([]);
    expect(state.dataLines).toEqual(['{}']);
    expect(parseSseChunk(state, '\n').messages).toEqual([{ event: 'run', data: '{}', lastEventId: '' }]);
  });

  it('keeps the id it was started with and ignores bad ids, retries and unknown fields', () => {
    const { state, messages } = parseAll(['id: a\0b\nretry: soon\nfoo: bar\ndata: x\n\n'], '12');
    expect(messages).toEqual([{ event: 'message', data: 'x', lastEventId: '12' }]);
    expect(state.retryMs).toBeNull();
  });

  it('counts an id only once its block has ended, so a cut-off event is asked for again', () => {
    const { state } = parseAll(['id: 4\nevent: step\ndata: {}\n\n', 'id: 5\nevent: st']);
    expect(state.lastEventId).toBe('4');
    // A block with an id but no data still moves the id on.
    expect(parseSseChunk(state, 'ep\n\n').state.lastEventId).toBe('5');
  });

  it('does not change the state it was given', () => {
    const state = initialSseState();
    parseSseChunk(state, 'data: x\n');
    expect(state).toEqual(initialSseState());
  });
});
