import { KNOWN_COMPONENT_TYPES, type ComponentType, type InteractiveComponent } from './chat-types';

/**
 * Reads an assistant message (spec 01 §4 "Chat interactive components", §5 "Chat"): markdown-ish text
 * plus script blocks, each carrying an interactive component. Script blocks never reach the screen,
 * whether or not they parse; components are taken only from a message whose opening and closing
 * script tags balance, as a half-streamed or mangled message cannot be trusted.
 */
export interface ParsedMessage {
  /** The text to show, every script block removed. */
  text: string;
  /** Primary first: multiple-choice, then company-card, then the rest in their order. */
  components: InteractiveComponent[];
}

const OPEN_TAG = /<script(?![a-z0-9-])/gi;
/** A closing tag, also one cut off before its `>`. */
const CLOSE_TAG = /<\/script(?![a-z0-9-])[^>]*>?/gi;
const ANY_TAG = /<\/?script(?![a-z0-9-])/i;
/** `interact_component({...})`, the loose function-call form some models write. */
const LOOSE_CALL = /interact_component\s*\(([\s\S]*)\)\s*;?\s*$/;

const KNOWN_TYPES = new Set<string>(KNOWN_COMPONENT_TYPES);

export function parseAssistantMessage(content: string): ParsedMessage {
  const { text, blocks } = stripScripts(content);
  const balanced = count(content, OPEN_TAG) === count(content, CLOSE_TAG);
  const components = balanced ? orderComponents(blocks.flatMap(componentsFromBlock)) : [];
  return { text: tidy(text), components };
}

/** Only the visible text: what the page shows while a message is still streaming. */
export const visibleText = (content: string): string => tidy(stripScripts(content).text);

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Cuts out every `<script …>…</script>`; an unclosed block swallows the rest of the text and a stray
 * closing tag is dropped. Repeated until no tag is left, since cutting can join two halves into a new one.
 */
function stripScripts(content: string): { text: string; blocks: string[] } {
  const first = stripOnce(content);
  let text = first.text;
  while (ANY_TAG.test(text)) text = stripOnce(text).text;
  return { text, blocks: first.blocks };
}

function stripOnce(content: string): { text: string; blocks: string[] } {
  const lower = content.toLowerCase();
  const blocks: string[] = [];
  let text = '';
  let position = 0;
  for (;;) {
    const open = indexOfTag(lower, '<script', position);
    if (open === -1) {
      text += content.slice(position);
      break;
    }
    text += content.slice(position, open);
    const openEnd = lower.indexOf('>', open);
    if (openEnd === -1) break; // an opening tag cut off: the rest is script
    const close = indexOfTag(lower, '</script', openEnd + 1);
    if (close === -1) {
      blocks.push(content.slice(openEnd + 1));
      break;
    }
    blocks.push(content.slice(openEnd + 1, close));
    const closeEnd = lower.indexOf('>', close);
    position = closeEnd === -1 ? content.length : closeEnd + 1;
  }
  return { text: text.replace(CLOSE_TAG, ''), blocks };
}

/** `<script` as a tag name (not `<scripts`), from `from` on; -1 when absent. */
function indexOfTag(lower: string, tag: string, from: number): number {
  let index = lower.indexOf(tag, from);
  while (index !== -1 && /[a-z0-9-]/.test(lower.charAt(index + tag.length))) {
    index = lower.indexOf(tag, index + 1);
  }
  return index;
}

const tidy = (text: string) => text.replace(/\n{3,}/g, '\n\n').trim();

function componentsFromBlock(block: string): InteractiveComponent[] {
  const source = block.trim();
  const value = parseJson(source) ?? parseLooseCall(source);
  return candidatesOf(value, 0).flatMap((candidate) => {
    const component = toComponent(candidate);
    return component ? [component] : [];
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseLooseCall(text: string): unknown {
  const argument = LOOSE_CALL.exec(text)?.[1];
  return argument === undefined ? undefined : parseJson(argument.trim());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects that may be components: a tool call's payload, a direct {type, props}, or lists of them. */
function candidatesOf(value: unknown, depth: number): unknown[] {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((item) => candidatesOf(item, depth + 1));
  if (!isRecord(value)) return [];
  if (value.name === 'interact_component') {
    const payload = value.payload ?? value.arguments ?? value.parameters;
    // Function-calling APIs hand the arguments over as a JSON string.
    return candidatesOf(typeof payload === 'string' ? parseJson(payload) : payload, depth + 1);
  }
  return [value];
}

function toComponent(candidate: unknown): InteractiveComponent | null {
  if (!isRecord(candidate)) return null;
  const { type, props } = candidate;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type) || !isRecord(props)) return null;
  return { type: type as ComponentType, props };
}

const rank = (type: ComponentType) => (type === 'multiple-choice' ? 0 : type === 'company-card' ? 1 : 2);

/** Sorting is stable, so components of the same rank keep the agent's order. */
const orderComponents = (components: InteractiveComponent[]) =>
  components.toSorted((a, b) => rank(a.type) - rank(b.type));

/** The step a component belongs to ('step-2'), when its props name one. */
export function stepIdOf(component: InteractiveComponent | undefined | null): string | undefined {
  const stepId = component?.props.stepId;
  return typeof stepId === 'string' && stepId !== '' ? stepId : undefined;
}
