import type { InteractiveComponent } from '@impact/contracts';

/**
 * A component as it travels inside an assistant message: a script block holding an
 * `interact_component` tool call (spec 01 §5). `<` is escaped inside the JSON so a value can never close
 * the script tag early and unbalance the opening/closing tag count the web app checks.
 */
export function componentBlock(component: InteractiveComponent): string {
  const call = JSON.stringify({ name: 'interact_component', payload: component }).replace(/</g, '\\u003c');
  return `<script type="application/json">${call}</script>`;
}

/** Prose first, then each component block on its own line. */
export function assistantMessage(text: string, components: InteractiveComponent[] = []): string {
  return [text, ...components.map(componentBlock)].join('\n\n');
}
