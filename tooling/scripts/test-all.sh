#!/usr/bin/env bash
# `pnpm test`: lint, type-check, unit and API integration tests first, then the browser tests, then
# the published packages as a consumer installs them (tooling/consumer-test: pack, install outside
# the workspace, build, browser, release dry-run). The phases run one after the other: on 2 cores,
# Chromium and a dozen jsdom suites at once starve each other into timeouts. Every task of a phase
# runs even when another fails.
set -u
cd "$(dirname "$0")/../.."
node tooling/scripts/require-chromium.mjs || exit 1
status=0
# Each phase's start and the total, so a slow CI run says where its time went (the limit is 90 min).
phase() { echo "== $1 at +$((SECONDS / 60)) min"; }
phase "lint, types, unit and API tests"
pnpm exec turbo run //#lint typecheck test publint api-docs --continue --concurrency=2 || status=1
# One browser suite at a time: two at once on 2 cores starve each other into timeouts.
phase "browser tests"
pnpm exec turbo run e2e --continue --concurrency=1 || status=1
phase "packages as a consumer installs them"
pnpm exec turbo run consumer --continue || status=1
phase "done"
exit "$status"
