#!/usr/bin/env bash
# Runs CI (.ci/run) on a clean clone of HEAD while other processes keep cores busy, as a shared CI machine
# would be, and says how long it took. Usage: scripts/ci-under-load.sh [busy cores, default 1; 0 for a quiet run]
# The run's whole output goes to ci-under-load.log in the current folder; `node scripts/slowest-tests.ts
# ci-under-load.log` lists where its time went.
set -euo pipefail

busy_cores="${1:-1}"
log="$PWD/ci-under-load.log"
repository="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
clone="$(mktemp -d)"
busy=()

finish() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$clone"
}
trap finish EXIT

git clone --quiet "$repository" "$clone"
# Arithmetic in a loop keeps a core busy; `timeout` bounds it by CI's own 90-minute limit if this script dies.
for _ in $(seq 1 "$busy_cores"); do
  timeout 5400 node -e 'for (;;) Math.sqrt(Math.random())' &
  busy+=("$!")
done

echo "ci-under-load: .ci/run of $(git -C "$clone" rev-parse --short HEAD) with $busy_cores core(s) kept busy; output in $log"
started=$(date +%s)
status=0
"$clone/.ci/run" >"$log" 2>&1 || status=$?
seconds=$(($(date +%s) - started))
echo "ci-under-load: .ci/run $([ "$status" = 0 ] && echo passed || echo "FAILED ($status)") in ${seconds} s ($((seconds / 60)) min $((seconds % 60)) s) with $busy_cores core(s) kept busy"
exit "$status"
