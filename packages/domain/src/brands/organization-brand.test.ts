import { describe, expect, it } from 'vitest';
import { organizationBrandOf, usableLogoUrl } from './organization-brand.ts';

describe('organizationBrandOf', () => {
  it('gives a readable colour and an https logo', () => {
    expect(
      organizationBrandOf({ brandColour: '#0B5D6B', logoUrl: 'https://cdn.example.com/logo.png' }),
    ).toEqual({
      colour: '#0b5d6b',
      logoUrl: 'https://cdn.example.com/logo.png',
    });
  });

  it('drops a colour that fails contrast, a malformed one and a logo that is not https', () => {
    expect(
      organizationBrandOf({ brandColour: '#ffcc00', logoUrl: 'http://cdn.example.com/logo.png' }),
    ).toEqual({
      colour: null,
      logoUrl: null,
    });
    expect(organizationBrandOf({ brandColour: 'navy', logoUrl: 42 })).toEqual({
      colour: null,
      logoUrl: null,
    });
    expect(organizationBrandOf(null)).toEqual({ colour: null, logoUrl: null });
  });
});

describe('usableLogoUrl', () => {
  it.each(['https://', 'https://a b.test/logo.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', ''])(
    'refuses %j',
    (value) => {
      expect(usableLogoUrl(value)).toBeNull();
    },
  );
});
