#!/usr/bin/env bash
# The whole test suite, as README documents: `npm test`.
# Stage 1 runs the independent checks in parallel (typecheck, lint, layer rules, unit + integration
# tests, build); stage 2 runs the browser, HTTP and process suites against the one build; stage 3
# checks from both runs' reports that no test of tests/inventory/titles.txt left without a mapping.
# Any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
pids=()
names=()

start() {
  local name="$1"
  shift
  ("$@" >"$logs/$name.log" 2>&1) &
  pids+=("$!")
  names+=("$name")
}

finish_stage() {
  local failed=0
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      echo "── ${names[$i]}: passed"
    else
      echo "── ${names[$i]}: FAILED"
      failed=1
    fi
    cat "$logs/${names[$i]}.log"
  done
  pids=()
  names=()
  return $failed
}

start typecheck npm run --silent typecheck
start lint npm run --silent lint
start layers npm run --silent lint:layers
reports=".test-reports"
rm -rf "$reports"
start unit-and-integration npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
start build npm run --silent build
finish_stage || exit 1

status=0
npx playwright test || status=1
npx tsx scripts/test-inventory.ts check --vitest "$reports/vitest.json" --playwright "$reports/playwright.json" ||
  status=1
exit $status
