#!/usr/bin/env bash
# CI: the feature generator's output compiles, passes lint and its own tests (server, stories,
# journey), and the safety net (access matrix, fuzz, OpenAPI) covers its endpoints. Runs in a
# copy of the repository (hard links for node_modules), so the working tree is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:-lost-property}
port=${E2E_PORT_GENERATED:-8179}
copy="$PWD/.data/new-feature-check"
rm -rf "$copy"
mkdir -p "$copy"
trap 'rm -rf "$copy"' EXIT

echo "== copying the repository to $copy"
git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$copy"
# Hard links: the same files without the copy's cost (a tool that writes into node_modules
# writes new files, never into these).
cp -al node_modules "$copy/node_modules"
cd "$copy"

echo "== npm run new-feature -- $id"
npx tsx scripts/new-feature.ts "$id" --no-install

echo "== lint and typecheck"
npx eslint "packages/$id" "packages/server/src/$id" "packages/contract/src" "tests/e2e/$id.spec.ts" \
  host/src/features.ts packages/elements/src/autoload.ts packages/server/src/features.ts
npx prettier --check --log-level warn .
npx tsc -b
npm run lint:api --silent

echo "== the feature's tests and the safety net over its endpoints"
npx vitest run --project unit --project dom --project server --project stories \
  "packages/$id/" "packages/server/src/$id/" packages/contract/src/openapi.test.ts \
  packages/server/src/safety/access-matrix.test.ts packages/server/src/safety/idempotency.test.ts
# The fuzzer over the new endpoints only (the full run fuzzes the rest): its tests are named by
# endpoint id, the feature's camelCase name.
camel=$(echo "$id" | sed -E 's/-([a-z0-9])/\U\1/g')
npx vitest run --project server packages/server/src/safety/fuzz.test.ts -t "$camel"

echo "== the feature's journey"
E2E_PORT=$port npx playwright test "tests/e2e/$id.spec.ts"
