#!/usr/bin/env bash
# Starts Debian's PostgreSQL (installed by .ci/run) for the server's PostgreSQL tests and prints
# the DATABASE_URL to use. Needs root: it starts the cluster and creates a role that may create
# databases (each test run makes its own database and drops it).
set -euo pipefail
# Only the URL goes to standard output; everything the tools say goes to standard error.
exec 3>&1 1>&2
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
cluster=main
if ! pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c' | grep -q .; then
  pg_createcluster "$version" "$cluster" >/dev/null
fi
# The server outlives this script: it must not inherit fd 3, the pipe of the caller's $(…),
# or the caller waits for it forever (CI hung here once).
pg_ctlcluster "$version" "$cluster" start </dev/null >/dev/null 2>&1 3>&- || true
port=$(pg_lsclusters -h | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')
su postgres -c "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='campus'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -qc \"CREATE ROLE campus LOGIN CREATEDB PASSWORD 'campus'\""
su postgres -c "psql -p $port -qtAc \"SELECT 1 FROM pg_database WHERE datname='campus'\"" | grep -q 1 ||
  su postgres -c "createdb -p $port -O campus campus"
echo "postgres://campus:campus@127.0.0.1:$port/campus" >&3
