import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey, RenderedMessage } from '@shortlist/domain/schemas';
import { messagingMessages } from '@shortlist/domain/schemas';
import { countSmsMessages } from '@shortlist/domain/validation';
import { invalidInput } from '../../shared/failures.ts';
import type { Brand } from './brand.ts';
import type { TemplateTexts } from './defaults.ts';
import { defaultTemplate } from './defaults.ts';
import { brandedHtml } from './layout.ts';
import { isOverRenderLimits, renderMarkdownText, renderText } from './liquid.ts';
import type { MergeData } from './merge-data.ts';

interface RenderContext {
  texts: TemplateTexts;
  fallback: TemplateTexts;
  brand: Brand;
}

// An email's HTML part is its body once more, with the merged values made literal for its light Markdown.
function renderTexts(texts: TemplateTexts, data: MergeData, channel: ContactChannel) {
  return {
    subject: texts.subject === null ? null : renderText(texts.subject, data),
    text: renderText(texts.body, data),
    markdown: channel === 'EMAIL' ? renderMarkdownText(texts.body, data) : null,
  };
}

/**
 * One merged message. A saved template was checked when it was saved; should it still fail (a render limit
 * on odd data), the shipped text is sent instead, so a candidate never misses a message over a template.
 * A text message's subject (kept for the contact history) is the email's subject.
 */
export function renderMessage(
  context: RenderContext,
  channel: ContactChannel,
  layout: string | null,
  data: MergeData,
  key: MessageTemplateKey,
): RenderedMessage {
  let merged: ReturnType<typeof renderTexts>;
  try {
    merged = renderTexts(context.texts, data, channel);
  } catch {
    try {
      merged = renderTexts(context.fallback, data, channel);
    } catch (error) {
      // A text written on the spot has no shipped text behind it: its author hears why, never a 500.
      if (!isOverRenderLimits(error)) throw error;
      throw invalidInput(messagingMessages.templateTooHeavy, [
        { field: 'body', message: messagingMessages.templateTooHeavy },
      ]);
    }
  }
  if (channel === 'SMS') {
    const subject = renderText(defaultTemplate(key, 'EMAIL').subject ?? '', data);
    return { subject, text: merged.text, html: null, smsCount: countSmsMessages(merged.text) };
  }
  const html =
    layout && merged.markdown !== null
      ? brandedHtml(layout, context.brand, merged.subject, merged.text, merged.markdown)
      : null;
  return { subject: merged.subject, text: merged.text, html, smsCount: null };
}
