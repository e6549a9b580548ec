// node scripts/compose-bench.ts: times composing 10,000 branded emails and 10,000 texts of one template, as a
// 10,000-candidate bulk move does (the template and brand load is one query, left out here). A script, not a test.
import { performance } from 'node:perf_hooks';
import type { Executor } from '../src/db/database.ts';
import { composeMessages } from '../src/messaging/composer.ts';
import { candidateFields } from '../src/messaging/templates/merge-data.ts';

const count = 10_000;
const recipients = Array.from({ length: count }, (_, n) => ({
  recipient: `person-${n}@example.com`,
  data: {
    candidate: candidateFields({
      firstName: `Person${n}`,
      lastName: 'Example',
      email: `person-${n}@example.com`,
    }),
    role: { name: 'Graduate Scheme 2027' },
    stage: { name: '1st round' },
  },
}));
const unused = {} as Executor;

for (const channel of ['EMAIL', 'SMS'] as const) {
  await composeMessages(unused, null, 'stage-moved', channel, recipients.slice(0, 10));
  const started = performance.now();
  const messages = await composeMessages(unused, null, 'stage-moved', channel, recipients);
  const ms = performance.now() - started;
  process.stdout.write(`${channel}: ${messages.length} messages in ${ms.toFixed(0)} ms\n`);
}
