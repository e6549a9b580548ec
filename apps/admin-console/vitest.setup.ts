import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens and dialogs load as lazy chunks; on a busy 2-core CI machine the first import of one can take
// seconds, so a find* waits up to 5 s for it instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
