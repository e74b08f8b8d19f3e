#!/usr/bin/env bash
# Starts a throwaway Debian PostgreSQL server on 127.0.0.1 in the given directory and prints its URL.
# Installs the server with apt-get when it is missing (CI runs as root). Used by .ci/run for the
# gateway's database tests; anyone can run it by hand: `DATABASE_URL=$(bash scripts/start-postgres.sh /tmp/pg)`,
# and stop it with `bash scripts/start-postgres.sh --stop /tmp/pg`. DIR must be enterable by the postgres user.
set -euo pipefail
if [ "${1:-}" = "--stop" ]; then
  dir=${2:?usage: start-postgres.sh --stop DIR}
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$dir/data' -m fast stop" >&2
  else "$bin/pg_ctl" -D "$dir/data" -m fast stop >&2; fi
  exit 0
fi
dir=${1:?usage: start-postgres.sh DIR [PORT] | start-postgres.sh --stop DIR}
port=${2:-55432}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is missing: run sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# initdb refuses to run as root: the cluster belongs to the postgres user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
mkdir -p "$dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
as_pg "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust >'$dir/initdb.log' 2>&1"
as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c listen_addresses=127.0.0.1 -p $port -k /tmp\" start >&2"
echo "postgres://postgres@127.0.0.1:$port/postgres"
