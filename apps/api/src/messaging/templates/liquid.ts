import { escapeMessageMarkdown } from '@shortlist/domain/format';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import { messageTemplateKinds, messagingMessages } from '@shortlist/domain/schemas';
import type { LiquidOptions, Template } from 'liquidjs';
import { Liquid } from 'liquidjs';
import { sampleMergeData } from './merge-data.ts';

/**
 * The template language of user-written messages: no file system (include, render and layout are removed
 * and the fs refuses), own properties only, and limits on parsing, rendering and memory. Rendering is
 * synchronous, so the limits are what bound the event loop's stall: a render stops after 100,000 units of loop
 * ranges and built strings (a message's loops never come near; two nested loops over a thousand do), and in
 * any case after 200 ms (wall time, so kept well above what a busy machine takes for a real message).
 */
function createLiquid(extra: LiquidOptions = {}): Liquid {
  const engine = new Liquid({
    strictFilters: true,
    ownPropertyOnly: true,
    parseLimit: 100_000,
    renderLimit: 200,
    memoryLimit: 100_000,
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
    ...extra,
  });
  for (const tag of ['include', 'render', 'layout', 'block']) delete engine.tags[tag];
  return engine;
}

export const liquid = createLiquid();

// The HTML part's engine: every merged value is made literal for the body's light Markdown, so a name or a
// sender's words never become formatting or a link (the escape is added to each {{ }} when it is parsed).
const markdownLiquid = createLiquid({
  outputEscape: (value: unknown) =>
    escapeMessageMarkdown(value === undefined || value === null ? '' : String(value)),
});

// Parsed once per distinct text: a bulk move renders the same template thousands of times.
const cacheLimit = 2_000;
const plainCache = new Map<string, Template[]>();
const markdownCache = new Map<string, Template[]>();

function parsedWith(engine: Liquid, cache: Map<string, Template[]>, text: string): Template[] {
  let templates = cache.get(text);
  if (!templates) {
    templates = engine.parse(text);
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(text, templates);
  }
  return templates;
}

/** The parsed template of a text; throws liquidjs's error on a syntax problem. */
export function parseTemplate(text: string): Template[] {
  return parsedWith(liquid, plainCache, text);
}

/** Merges data into an email body for its HTML part: the light Markdown kept, merged values made literal. */
export function renderMarkdownText(text: string, data: object): string {
  return markdownLiquid.renderSync(parsedWith(markdownLiquid, markdownCache, text), data) as string;
}

/** Merges data into a text (plain text, nothing escaped: the HTML layout escapes what it shows). */
export function renderText(text: string, data: object): string {
  return liquid.renderSync(parseTemplate(text), data) as string;
}

/** Whether a render failed on one of the limits above (liquidjs says "... limit exceeded"). */
export function isOverRenderLimits(error: unknown): boolean {
  return error instanceof Error && /limit exceeded/.test(error.message);
}

/**
 * What is wrong with a text as a template of this message: a syntax error, an unknown merge field, or more
 * work than the limits allow when rendered with sample data.
 */
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
  try {
    renderText(text, sampleMergeData);
    // An email body is rendered again for its HTML part, its merged values escaped: within the limits too.
    renderMarkdownText(text, sampleMergeData);
  } catch (error) {
    if (isOverRenderLimits(error)) return messagingMessages.templateTooHeavy;
    const problem = error instanceof Error ? error.message.split('\n')[0] : 'render error';
    return messagingMessages.templateSyntax.replace('{problem}', problem ?? 'render error');
  }
  return null;
}
