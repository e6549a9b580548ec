import { findTimeout } from '@shortlist/vitest-config/hang-timeouts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens and dialogs load slowly on a busy CI machine: find* and waitFor wait for them, up to a hang.
configure({ asyncUtilTimeout: findTimeout });

afterEach(() => {
  cleanup();
});
