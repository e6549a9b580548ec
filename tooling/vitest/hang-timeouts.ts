// Timeouts catch hangs; they never measure speed (that is `pnpm bench`'s work). CI may run on two cores busy
// with other work (load average about 13), where a test takes six times as long as on a quiet machine: the
// slowest test takes about 10 s quiet, so a hang is only what outlasts two minutes. A hook may start a whole
// API on a fresh database (about 15 s at load 13); with three more test runs beside CI (load 18) one outlasted
// three minutes, so a hook is only taken for hung after ten.
export const hangTimeouts = { testTimeout: 120_000, hookTimeout: 600_000 } as const;

/**
 * How long Testing Library's find* and waitFor wait (its own default is 1 s): a lazy screen's first import
 * takes seconds on a busy machine. A wait ends as soon as its condition holds, so only a failure waits this long.
 */
export const findTimeout = 30_000;
