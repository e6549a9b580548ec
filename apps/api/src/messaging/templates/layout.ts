import mjml2html from 'mjml';
import type { Brand } from './brand.ts';
import { bodyHtml, escapeHtml } from './html-content.ts';
import { renderText } from './liquid.ts';

// The branded, responsive email: compiled from MJML once per process; per message only Liquid fills in the
// brand and content, so a 10,000-candidate bulk move does not run MJML 10,000 times.
const layoutMjml = `<mjml lang="en-GB">
  <mj-head>
    <mj-title>{{ title }}</mj-title>
    <mj-preview>{{ preview }}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section background-color="#0b5d6b" css-class="brand-header" padding="20px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold" line-height="28px">{{ header }}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text>{{ content }}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" line-height="20px" color="#4b5563">{{ footer }}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

// The header colour is a Liquid placeholder in the compiled HTML; MJML validates colours, so it compiles a
// fixed one and it is swapped for the placeholder once.
const colourMark = '#0b5d6b';

let compiled: Promise<string> | undefined;

/** The layout as HTML with Liquid placeholders, compiled on first use and kept. */
export function compiledLayout(): Promise<string> {
  compiled ??= mjml2html(layoutMjml, { validationLevel: 'strict', minify: true }).then((result) => {
    if (result.errors.length > 0) throw new Error(`email layout: ${result.errors[0]?.formattedMessage}`);
    return result.html.replaceAll(colourMark, '{{ colour }}');
  });
  return compiled;
}

/** The header: the logo when the organisation has one (its name as alt text), else the name. */
function headerHtml(brand: Brand): string {
  const name = escapeHtml(brand.name);
  if (!brand.logoUrl) return name;
  return `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="height:40px;max-width:100%;border:0;display:block">`;
}

/**
 * One message's HTML part: the layout with the brand and the body's light Markdown as HTML (`markdown`: the
 * body rendered with its merged values made literal); the preview line is the plain text's start.
 */
export function brandedHtml(
  layout: string,
  brand: Brand,
  subject: string | null,
  body: string,
  markdown: string,
): string {
  return renderText(layout, {
    colour: brand.colour,
    title: escapeHtml(subject ?? brand.name),
    preview: escapeHtml(body.replace(/\s+/g, ' ').slice(0, 120)),
    header: headerHtml(brand),
    content: bodyHtml(markdown),
    footer: `Sent by ${escapeHtml(brand.name)} with Shortlist.`,
  });
}
