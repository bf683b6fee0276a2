#!/usr/bin/env bash
# CI: the feature generator's output compiles, passes lint and its own tests (server, stories,
# journey), and the safety net (access matrix, fuzz, OpenAPI) covers its endpoints. Runs in a
# copy of the repository (hard links for node_modules), so the working tree is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:-lost-property}
# Ports of its own (two per worker from here), so it can run beside the journeys of npm test.
port=${E2E_PORT_GENERATED:-8170}
copy="$PWD/.data/new-feature-check"
# Each step says how long the one before took.
last=$SECONDS
step() {
  echo "== $1 (previous step: $((SECONDS - last)) s)"
  last=$SECONDS
}
rm -rf "$copy"
mkdir -p "$copy"
trap 'rm -rf "$copy"' EXIT

step "copying the repository to $copy"
git ls-files -z --cached --others --exclude-standard |
  tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$copy"
# Hard links: the same files without the copy's cost (a tool that writes into node_modules
# writes new files, never into these).
cp -al node_modules "$copy/node_modules"
cd "$copy"
touch .before-new-feature

step "npm run new-feature -- $id"
npx tsx scripts/new-feature.ts "$id" --no-install

# What the generator wrote or changed: the files newer than the copy (tar kept every file's time).
mapfile -t changed < <(find . -path ./node_modules -prune -o -path ./.tsbuild -prune -o \
  -type f -newer .before-new-feature -print | sed 's#^\./##' | sort)
# Mounting it edits no shared file but the lists and the workspace's wiring (adding-a-feature.md):
# its own folders, its migration and what is generated from the contract aside, these exactly.
own="^(packages/$id/|packages/server/src/$id/|packages/contract/src/$id/|tests/e2e/$id\\.spec\\.ts$|packages/server/drizzle/)"
generated="^(docs/api/openapi\\.json|tests/integrator/campus-api\\.ts|packages/elements/custom-elements\\.json|docs/integrators\\.md|packages/contract/src/openapi-descriptions\\.json)$"
mounted=$(printf '%s\n' "${changed[@]}" | grep -vE "$own" | grep -vE "$generated" | tr '\n' ' ')
lists="host/package.json host/src/features.ts host/tsconfig.json packages/contract/src/endpoints.ts \
packages/contract/src/routes.ts packages/elements/package.json packages/elements/src/autoload.ts \
packages/elements/tsconfig.json packages/server/src/features.ts tsconfig.json "
if [ "$mounted" != "$lists" ]; then
  echo "mounting the feature edited other shared files than the lists: $mounted" >&2
  exit 1
fi

step "the generator wrote ${#changed[@]} files; lint and typecheck"
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs)$')
npx eslint --no-warn-ignored "${code[@]}"
npx prettier --check --log-level warn --ignore-unknown "${changed[@]}"
npm run typecheck --silent
npm run lint:api --silent

step "the feature's tests and the safety net over its endpoints"
# The safety suites over the new endpoints only (the full run covers the rest): their ids start
# with the feature's camelCase name.
camel=$(echo "$id" | sed -E 's/-([a-z0-9])/\U\1/g')
SAFETY_ONLY=$camel npx vitest run --project unit --project dom --project server --project stories \
  "packages/$id/" "packages/server/src/$id/" packages/contract/src/openapi.test.ts \
  packages/server/src/safety/access-matrix.test.ts packages/server/src/safety/idempotency.test.ts \
  packages/server/src/safety/fuzz-

step "the feature's journey, on a build with the feature"
# The portal alone: the journey opens the feature's pages there (signed in through the API), so
# the elements, the prerendered sign-in page and the API's document are not built again.
npx vite build host --logLevel warn
E2E_PORT=$port npx playwright test "tests/e2e/$id.spec.ts"
step "done"
