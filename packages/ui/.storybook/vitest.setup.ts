import { findTimeout } from '@shortlist/vitest-config/hang-timeouts';
import { configure } from 'storybook/test';

// A play function's find* and waitFor wait past Testing Library's 1 s default on a busy machine, up to a hang.
configure({ asyncUtilTimeout: findTimeout });
