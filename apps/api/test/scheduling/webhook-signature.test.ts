import { describe, expect, it } from 'vitest';
import {
  checkWebhookSignature,
  organizationWebhookSecret,
  signatureToleranceSeconds,
  signWebhookBody,
} from '../../src/scheduling/assessment-webhook-signature.ts';

// The test providers' webhook signature (README "Assessments"): t=<seconds>,v1=<hex HMAC of "t.body">.

const secret = organizationWebhookSecret('configured-secret', 'hartwell');
const body = Buffer.from('{"eventId":"e1","type":"assessment.started","reference":"sim-x"}');
const now = 1_795_744_440;

describe('checkWebhookSignature', () => {
  it('accepts the signature of the body at a time within the tolerance', () => {
    const header = signWebhookBody(secret, now, body);
    expect(header).toMatch(/^t=1795744440,v1=[0-9a-f]{64}$/);
    expect(checkWebhookSignature({ secret, header, body, nowSeconds: now })).toBe('valid');
    expect(checkWebhookSignature({ secret, header, body, nowSeconds: now + signatureToleranceSeconds })).toBe(
      'valid',
    );
  });

  it('accepts any of several v1 values, as a provider rotating its secret sends', () => {
    const good = signWebhookBody(secret, now, body).split(',')[1];
    const header = `t=${now},v1=${'0'.repeat(64)},${good}`;
    expect(checkWebhookSignature({ secret, header, body, nowSeconds: now })).toBe('valid');
  });

  it('refuses a changed body, another secret, a changed time and a stale or future time', () => {
    const header = signWebhookBody(secret, now, body);
    const check = (input: Partial<Parameters<typeof checkWebhookSignature>[0]>) =>
      checkWebhookSignature({ secret, header, body, nowSeconds: now, ...input });
    expect(check({ body: Buffer.from(`${body} `) })).toBe('mismatch');
    expect(check({ secret: organizationWebhookSecret('configured-secret', 'northwind') })).toBe('mismatch');
    expect(check({ header: header.replace(`t=${now}`, `t=${now + 1}`) })).toBe('mismatch');
    expect(check({ nowSeconds: now + signatureToleranceSeconds + 1 })).toBe('expired');
    expect(check({ nowSeconds: now - signatureToleranceSeconds - 1 })).toBe('expired');
  });

  it('reads a missing or malformed header as missing, and a short or non-hex signature as a mismatch', () => {
    const check = (header: string | undefined) =>
      checkWebhookSignature({ secret, header, body, nowSeconds: now });
    expect(check(undefined)).toBe('missing');
    expect(check('')).toBe('missing');
    expect(check('v1=abc')).toBe('missing');
    expect(check(`t=${now}`)).toBe('missing');
    expect(check(`t=soon,v1=${'a'.repeat(64)}`)).toBe('missing');
    expect(check(`t=${now},v1=abc`)).toBe('mismatch');
    expect(check(`t=${now},v1=${'z'.repeat(64)}`)).toBe('mismatch');
  });

  it('derives a different secret per organisation and per configured secret', () => {
    expect(organizationWebhookSecret('configured-secret', 'northwind')).not.toBe(secret);
    expect(organizationWebhookSecret('other', 'hartwell')).not.toBe(secret);
    expect(organizationWebhookSecret('configured-secret', 'hartwell')).toBe(secret);
  });
});
