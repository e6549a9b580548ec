import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSettings {
  /** The origin people reach the product on; https turns on HSTS and upgrading of insecure requests. */
  publicUrl: string;
  /** Origins of the tag manager and pixel that cookie consent switches on (none by default). */
  analyticsOrigins: readonly string[];
}

/** The image origin one page may add: its organisation's logo (issue 19); undefined for none. */
export type PageImageOrigin = (request: IncomingMessage) => string | undefined;

const oneYearInSeconds = 365 * 24 * 60 * 60;

export const isServedOverHttps = (publicUrl: string) => publicUrl.toLowerCase().startsWith('https://');

/**
 * The Content-Security-Policy of pages and replies: the product's own origin only, plus the analytics origins
 * consent can switch on. Styles allow inline ones: Radix's dialog locks scrolling with a <style> element it
 * writes; exfiltration through CSS stays closed, since images, fonts and connections are held to the list.
 */
export function contentSecurityDirectives(
  { publicUrl, analyticsOrigins }: SecurityHeaderSettings,
  pageImageOrigin: PageImageOrigin = () => undefined,
) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...analyticsOrigins],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for avatars and icons inlined in CSS, blob: for files the page builds (downloads, previews),
    // and on an organisation's page the one origin of its logo.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...analyticsOrigins,
      (request: IncomingMessage) => pageImageOrigin(request) ?? '',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analyticsOrigins],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'upgrade-insecure-requests': isServedOverHttps(publicUrl) ? [] : null,
  };
}

/**
 * Security headers on every page and reply (@fastify/helmet): CSP, X-Frame-Options DENY, no Referer (page
 * addresses can hold sign-in and reset tokens), nosniff, and HSTS when the product is served over https.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
  pageImageOrigin?: PageImageOrigin,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(settings, pageImageOrigin),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isServedOverHttps(settings.publicUrl)
      ? { maxAge: oneYearInSeconds, includeSubDomains: true }
      : false,
  });
}
