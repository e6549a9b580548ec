export * from './api-error.ts';
export * from './error-messages.ts';
export * from './extract-error-message.ts';
export * from './process-keys.ts';
export * from './success-messages.ts';
