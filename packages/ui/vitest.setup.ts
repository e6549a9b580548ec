import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// On a busy 2-core CI machine a fetch and render can take seconds, so a find* or waitFor waits up to 5 s
// for it instead of Testing Library's 1 s (as the consoles' and the shell's tests do).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
