import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, users } from '../../src/db/schema/index.ts';
import {
  createApplications,
  organizationIdOf,
  roleIdsOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: a template's body is light Markdown; the email's HTML part shows it, the plain text keeps it as
// written, and nothing a template or a merged value holds becomes a tag, a script or a non-https link.

let t: TestApp;
let admin: SignedIn;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  const hartwell = await organizationIdOf(t.db, 'hartwell');
  const [roleId] = await roleIdsOf(t.db, hartwell);
  [candidateId = 0] = await createApplications(t.db, {
    organizationId: hartwell,
    roleId: roleId ?? 0,
    stageId: 1,
    subStageId: await subStageIdOf(t.db, hartwell, 1, 'pending'),
    count: 1,
    label: 'markdown',
  });
  // A candidate names themselves with Markdown and a tag: their name must stay words.
  const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidateId));
  await t.db
    .update(users)
    .set({ firstName: '**Ada** [win](https://evil.example) <b>x</b>' })
    .where(eq(users.id, row?.userId ?? 0));
});
afterAll(() => t.close());

const preview = async (body: string, extra: object = {}) => {
  const response = await admin.request({
    method: 'POST',
    url: '/api/v1/templates/messages/rejected/EMAIL/preview',
    payload: { subject: 'About {{ role.name }}', body, ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { text: string; html: string };
};

describe("an email's light Markdown", () => {
  it('shows bold, italic, lists and links in the HTML part, the plain text as written', async () => {
    const body =
      'Dear {{ candidate.firstName }},\n\n**Thank you** for applying to _{{ role.name }}_.\nBring:\n- your ID\n- a pen\n\n1. Sign in\n2. [Book a time](https://example.com/book)\n\nOr go to {{ link }}';
    const { text, html } = await preview(body);
    expect(text).toBe(
      'Dear Alex,\n\n**Thank you** for applying to _Graduate Scheme 2027_.\nBring:\n- your ID\n- a pen\n\n1. Sign in\n2. [Book a time](https://example.com/book)\n\nOr go to https://example.com/your-link',
    );
    expect(html).toContain(
      '<p style="margin:0 0 16px"><strong>Thank you</strong> for applying to <em>Graduate Scheme 2027</em>.<br>Bring:</p>',
    );
    expect(html).toContain(
      '<ul style="margin:0 0 16px;padding-left:24px"><li>your ID</li><li>a pen</li></ul>',
    );
    expect(html).toContain('<li><a href="https://example.com/book">Book a time</a></li></ol>');
    expect(html).toContain('<a href="https://example.com/your-link">https://example.com/your-link</a>');
  });

  it('opens an old plain template as before: paragraphs, line breaks and https links', async () => {
    const { html } = await preview('Hello,\nsee https://example.com/a_b.\n\nThanks');
    expect(html).toContain(
      '<p style="margin:0 0 16px">Hello,<br>see <a href="https://example.com/a_b">https://example.com/a_b</a>.</p>\n<p style="margin:0 0 16px">Thanks</p>',
    );
  });

  it('makes a script and a javascript: link inert', async () => {
    const { html } = await preview(
      '<script>alert(1)</script> [click](javascript:alert(1)) [old](http://example.com) <a href="javascript:x">y</a>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="http://example.com');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; [click](javascript:alert(1))');
  });

  it('keeps a merged value as words: a name never becomes formatting, a link or a tag', async () => {
    const { text, html } = await preview('Dear {{ candidate.firstName }},', { candidateId });
    expect(text).toBe('Dear **Ada** [win](https://evil.example) <b>x</b>,');
    expect(html).toContain(
      'Dear **Ada** [win](<a href="https://evil.example">https://evil.example</a>) &lt;b&gt;x&lt;/b&gt;,',
    );
    expect(html).not.toContain('<strong>Ada');
    expect(html).not.toContain('>win</a>');
  });
});
