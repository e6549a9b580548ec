import { describe, expect, it } from 'vitest';
import { encodeBasicAuthorization } from './basic-authorization.ts';

describe('encodeBasicAuthorization', () => {
  it('encodes id:secret in base64', () => {
    expect(encodeBasicAuthorization('shortlist-web', 'shortlist-web-secret')).toBe(
      `Basic ${btoa('shortlist-web:shortlist-web-secret')}`,
    );
  });

  it('encodes characters beyond ASCII as UTF-8 instead of failing', () => {
    const value = encodeBasicAuthorization('client', 'sécret');
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(value.slice('Basic '.length)), (character) => character.charCodeAt(0)),
    );
    expect(decoded).toBe('client:sécret');
  });
});
