# Sourced by .ci/run: starts a throwaway PostgreSQL cluster on loopback for the API integration
# suite and exports TEST_DATABASE_URL. Skipped (with a note) when PostgreSQL is not installed.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ]; then
  echo "== PostgreSQL not installed: API tests run on PGlite only"
else
  pg_dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
  pg_port=${PG_PORT:-55432}
  chown postgres "$pg_dir" 2>/dev/null || true
  run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
  run_pg "$pg_bin/initdb -D $pg_dir/data --auth=trust --username=postgres -E UTF8" >/dev/null
  run_pg "$pg_bin/pg_ctl -D $pg_dir/data -l $pg_dir/log -w -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1' start" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  trap 'run_pg "$pg_bin/pg_ctl -D $pg_dir/data -m fast stop" >/dev/null 2>&1 || true' EXIT
  echo "== PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port for the API tests"
fi
