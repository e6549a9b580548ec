import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { productBrand } from '../../src/messaging/templates/brand.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Issue 19: an organisation's emails carry its logo, name and colour; a colour that fails contrast falls back.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setBrand(subdomain: string, brand: { brandColour: string; logoUrl: string }) {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  const configuration = row?.defaultConfiguration ?? { views: {}, text: {}, textArrays: {}, oauth: {} };
  await t.db
    .update(organizations)
    .set({ defaultConfiguration: { ...configuration, text: { ...configuration.text, ...brand } } })
    .where(eq(organizations.subdomain, subdomain));
}

/** The one-time code email an organisation's page sends (any email goes through the same layout). */
async function codeEmailOf(subdomain: string, email: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/organization/${subdomain}/requestOtp/${email}`,
  });
  expect(response.statusCode).toBe(204);
  const message = t.messages.filter((sent) => sent.recipient === email).at(-1);
  if (!message?.html) throw new Error(`no HTML email was sent to ${email}`);
  return message.html;
}

describe("an organisation's emails", () => {
  it('show its logo (its name as alt text), its name and its colour behind the header', async () => {
    await setBrand('hartwell', { brandColour: '#8A1538', logoUrl: 'https://cdn.example.com/hartwell.png' });
    const html = await codeEmailOf('hartwell', 'branded@example.com');
    expect(html).toContain('src="https://cdn.example.com/hartwell.png" alt="Hartwell &amp; Finch LLP"');
    expect(html).toContain('Sent by Hartwell &amp; Finch LLP');
    expect(html.toLowerCase()).toContain('background:#8a1538');
    expect(html).not.toContain(productBrand.colour);
  });

  it('use the brand colour instead of a stored one that fails contrast, and drop a logo that is not https', async () => {
    await setBrand('hartwell', { brandColour: '#ffcc00', logoUrl: 'http://cdn.example.com/hartwell.png' });
    const html = await codeEmailOf('hartwell', 'pale@example.com');
    expect(html).not.toContain('#ffcc00');
    expect(html).toContain(`background:${productBrand.colour}`);
    expect(html).not.toContain('cdn.example.com');
    expect(html).toContain('Hartwell &amp; Finch LLP');
  });

  it("never carry another organisation's brand", async () => {
    await setBrand('hartwell', { brandColour: '#8a1538', logoUrl: 'https://cdn.example.com/hartwell.png' });
    const html = await codeEmailOf('northwind', 'other@example.com');
    expect(html).not.toContain('#8a1538');
    expect(html).not.toContain('hartwell.png');
    expect(html).not.toContain('Hartwell');
  });
});
