import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { loadCareersPages } from './careers/careers-pages.ts';
import { careersPageHead } from './careers/page-head-of-url.ts';
import { registerCareersPages } from './careers/page-routes.ts';
import { seoRoutes } from './careers/seo-routes.ts';
import type { Database } from './db/database.ts';
import { docsRoutes } from './docs/routes.ts';
import { recordApiRoutes } from './http/api-routes.ts';
import { answerClientError } from './http/client-errors.ts';
import { registerCompression } from './http/compression.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import type { LogDestination } from './http/logger-options.ts';
import { buildLoggerOptions } from './http/logger-options.ts';
import { registerPageLogoOrigins } from './http/page-logo-origins.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { testClockRoutes } from './http/test-clock-routes.ts';
import { registerWebApps, servePageOrNotFound } from './http/web-apps.ts';
import './http/request-context.ts';
import { createInboundSmtpListener } from './inbound/inbound-smtp.ts';
import type { MessageTransport } from './messaging/outbox.ts';
import { createOutbox } from './messaging/outbox.ts';
import { withSenderIdentity } from './messaging/sender-identity.ts';
import { apiRoutes } from './routes.ts';
import { createServices } from './services.ts';
import type { Settings } from './settings.ts';

export interface AppOptions {
  db: Database;
  settings: Settings;
  transport: MessageTransport;
  /** true logs to standard output; a destination (a memory stream in tests) receives the lines instead. */
  logger?: boolean | LogDestination;
}

const jsonBodyLimit = 1024 * 1024;
const outboxFlushIntervalMs = 2000;
const reminderIntervalMs = 60_000;

export async function buildApp({
  db,
  settings,
  transport,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: jsonBodyLimit,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anyone else could pick their address.
    trustProxy: settings.trustProxy,
    // §7 spells some paths with a trailing slash (/builder/, /organization/{id}/); both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    logger: logger && buildLoggerOptions(logger === true ? undefined : logger),
  });
  // The logo lookup is a hook of its own, registered first so it runs before the headers are written.
  await registerSecurityHeaders(app, settings, registerPageLogoOrigins(app, db));
  await registerCompression(app);
  recordApiRoutes(app);
  const resolveAppRoot = await registerWebApps(app, settings.appsDir);
  registerErrorHandling(app, (request, reply) => servePageOrNotFound(resolveAppRoot, request, reply));

  // A subject can carry a sign-in code, so the log only counts messages.
  // Each email leaves with the organisation's sender name and its thread's Reply-To (inbound README).
  const outbox = createOutbox(db, withSenderIdentity(db, settings, transport), () =>
    app.log.info('message sent'),
  );
  app.decorate('services', createServices(db, outbox, settings));
  // Replies by email (INBOUND_SMTP_PORT): listening from ready to close, as the HTTP server does.
  const { smtpPort, domain } = settings.inbound;
  if (smtpPort !== undefined && domain) {
    const listener = createInboundSmtpListener(
      { host: settings.inbound.smtpHost, port: smtpPort, maxBytes: settings.inbound.maxBytes, domain },
      app.services.inbound.emailReplies,
      app.log,
    );
    app.decorate('inboundSmtp', listener);
    app.addHook('onReady', () => listener.start());
    app.addHook('onClose', () => listener.stop());
  } else {
    app.decorate('inboundSmtp', null);
  }
  // Messages queued by bulk actions are delivered in the background, a batch every two seconds.
  const flushTimer = setInterval(() => {
    outbox.flush().catch((error: unknown) => app.log.error({ err: error }, 'outbox flush failed'));
  }, outboxFlushIntervalMs);
  flushTimer.unref();
  app.addHook('onClose', async () => clearInterval(flushTimer));
  // Interviews written to the panel's calendars after their booking commits (calendars README).
  const calendarTimer = setInterval(() => {
    app.services.calendars.writes
      .syncPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'calendar sync failed'));
  }, outboxFlushIntervalMs);
  calendarTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(calendarTimer);
    await app.services.calendars.writes.idle();
  });
  // Interview reminders (a day before a deadline or an interview), each claimed once across processes.
  const reminderTimer = setInterval(() => {
    app.services.scheduling.reminders
      .sendDue()
      .then(() => app.services.scorecards.reminders.sendDue())
      .catch((error: unknown) => app.log.error({ err: error }, 'interview or scorecard reminders failed'));
  }, reminderIntervalMs);
  reminderTimer.unref();
  app.addHook('onClose', async () => clearInterval(reminderTimer));
  // The simulated test provider (scheduling README, "Assessments") posts its signed results to this app.
  const simulator = app.services.scheduling.assessmentSimulator;
  if (simulator.enabled) {
    const simulatorTimer = setInterval(() => {
      simulator
        .runDue((request) => app.inject(request))
        .catch((error: unknown) => app.log.error({ err: error }, 'simulated assessment provider failed'));
    }, simulator.intervalMs);
    simulatorTimer.unref();
    app.addHook('onClose', async () => clearInterval(simulatorTimer));
  }
  app.decorateRequest('auth', null);
  await app.register(formbody);
  // Before the routes: each public and sign-in route gets its limits as it is registered.
  await registerRateLimits(app, db, settings);

  await app.register(docsRoutes);
  // /sitemap.xml and /robots.txt of each organisation's host: routes of their own, so never the page fallback.
  await app.register(seoRoutes);
  await app.register(apiRoutes);
  if (settings.testClock) await app.register(testClockRoutes);
  // The careers pages as HTML, once the portal is built (otherwise its index.html answers them as any page).
  const careersPages = await loadCareersPages(settings.appsDir);
  if (careersPages && resolveAppRoot('/roles')) {
    registerCareersPages(app, careersPages, careersPageHead(app.services.careersHeads));
  }
  return app;
}
