import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import { messageTemplateKinds, messagingMessages } from '@shortlist/domain/schemas';
import type { Template } from 'liquidjs';
import { Liquid } from 'liquidjs';

/**
 * The template language of user-written messages: no file system (include, render and layout are removed
 * and the fs refuses), own properties only, and limits on parsing, rendering and memory.
 */
export const liquid = new Liquid({
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
  relativeReference: false,
  fs: {
    exists: async () => false,
    existsSync: () => false,
    readFile: async () => Promise.reject(new Error('no files')),
    readFileSync: () => {
      throw new Error('no files');
    },
    resolve: () => '',
  },
});
for (const tag of ['include', 'render', 'layout', 'block']) delete liquid.tags[tag];

// Parsed once per distinct text: a bulk move renders the same template thousands of times.
const parsed = new Map<string, Template[]>();
const cacheLimit = 2_000;

/** The parsed template of a text; throws liquidjs's error on a syntax problem. */
export function parseTemplate(text: string): Template[] {
  let templates = parsed.get(text);
  if (!templates) {
    templates = liquid.parse(text);
    if (parsed.size >= cacheLimit) parsed.clear();
    parsed.set(text, templates);
  }
  return templates;
}

/** Merges data into a text (plain text, nothing escaped: the HTML layout escapes what it shows). */
export function renderText(text: string, data: object): string {
  return liquid.renderSync(parseTemplate(text), data) as string;
}

/** What is wrong with a text as a template of this message: a syntax error or an unknown merge field. */
export function templateProblem(key: MessageTemplateKey, text: string): string | null {
  let templates: Template[];
  try {
    templates = parseTemplate(text);
  } catch (error) {
    const problem = error instanceof Error ? error.message.split('\n')[0] : 'syntax error';
    return messagingMessages.templateSyntax.replace('{problem}', problem ?? 'syntax error');
  }
  const allowed: readonly string[] = messageTemplateKinds[key].mergeFields;
  for (const segments of liquid.globalVariableSegmentsSync(templates)) {
    const name = segments.join('.');
    if (!allowed.includes(name)) return messagingMessages.unknownMergeField.replace('{name}', name);
  }
  return null;
}
