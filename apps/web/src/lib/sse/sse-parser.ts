/**
 * A Server-Sent Events parser following the HTML standard's "interpreting an event stream", as a pure
 * function over chunks: the progress stream needs a bearer token, which EventSource cannot send, so it
 * is read with fetch and parsed here.
 */
export interface SseMessage {
  /** The event type ('message' when the block named none). */
  event: string;
  data: string;
  /** The last event id seen when this message was dispatched (sent back as Last-Event-ID). */
  lastEventId: string;
}

export interface SseParserState {
  /** The start of a line whose end has not arrived yet. */
  partialLine: string;
  /** The previous chunk ended with CR: a LF opening this one belongs to that line ending. */
  afterCr: boolean;
  eventType: string;
  dataLines: string[];
  /** The id fields read so far; it becomes the last event id only when a block ends. */
  idBuffer: string;
  /** The id to send as Last-Event-ID: a block cut off mid-way must be sent again, so it does not count. */
  lastEventId: string;
  /** The reconnection time the server asked for, in milliseconds. */
  retryMs: number | null;
}

export function initialSseState(lastEventId = ''): SseParserState {
  return {
    partialLine: '',
    afterCr: false,
    eventType: '',
    dataLines: [],
    idBuffer: lastEventId,
    lastEventId,
    retryMs: null,
  };
}

export function parseSseChunk(
  previous: SseParserState,
  chunk: string,
): { state: SseParserState; messages: SseMessage[] } {
  const state: SseParserState = { ...previous, dataLines: [...previous.dataLines] };
  const messages: SseMessage[] = [];
  let text = chunk;
  if (state.afterCr && text.startsWith('\n')) text = text.slice(1);
  if (text !== '') state.afterCr = false;
  text = state.partialLine + text;

  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char !== '\n' && char !== '\r') continue;
    processLine(state, text.slice(start, index), messages);
    if (char === '\r') {
      if (index + 1 < text.length) {
        if (text[index + 1] === '\n') index++;
      } else {
        state.afterCr = true;
      }
    }
    start = index + 1;
  }
  state.partialLine = text.slice(start);
  return { state, messages };
}

function processLine(state: SseParserState, line: string, messages: SseMessage[]): void {
  if (line === '') {
    dispatch(state, messages);
    return;
  }
  if (line.startsWith(':')) return; // a comment, e.g. the server's keep-alive
  const colon = line.indexOf(':');
  const field = colon === -1 ? line : line.slice(0, colon);
  let value = colon === -1 ? '' : line.slice(colon + 1);
  if (value.startsWith(' ')) value = value.slice(1);
  switch (field) {
    case 'event':
      state.eventType = value;
      break;
    case 'data':
      state.dataLines.push(value);
      break;
    case 'id':
      if (!value.includes('\0')) state.idBuffer = value;
      break;
    case 'retry':
      if (/^\d+$/.test(value)) state.retryMs = Number(value);
      break;
    default:
      break; // unknown fields are ignored
  }
}

/** A blank line ends a block: a block without data (e.g. only `retry:`) dispatches nothing. */
function dispatch(state: SseParserState, messages: SseMessage[]): void {
  state.lastEventId = state.idBuffer;
  if (state.dataLines.length > 0) {
    messages.push({
      event: state.eventType || 'message',
      data: state.dataLines.join('\n'),
      lastEventId: state.lastEventId,
    });
  }
  state.eventType = '';
  state.dataLines = [];
}
