#!/usr/bin/env bash
# Start (or stop) a throwaway PostgreSQL on loopback for the database tests.
#   scripts/pg-throwaway.sh start   -> prints the DATABASE_URL to use
#   scripts/pg-throwaway.sh stop
# PG_THROWAWAY_DURABLE=1 keeps PostgreSQL's durable defaults (fsync, synchronous_commit and
# full_page_writes on, as production runs); otherwise they are off, for speed.
set -euo pipefail
DIR=${PG_THROWAWAY_DIR:-/tmp/estacao-pg}
PORT=${PG_THROWAWAY_PORT:-54329}
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "PostgreSQL não está instalado (apt-get install postgresql)." >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

DURABILITY="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[ "${PG_THROWAWAY_DURABLE:-0}" = 1 ] && DURABILITY=""

case "${1:-start}" in
  start)
    if as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      PORT=$(cat "$DIR/port")
    else
      # Another PostgreSQL may hold the default port: take the next free one.
      while port_busy "$PORT"; do PORT=$((PORT + 1)); done
      rm -rf "$DIR" && mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -U postgres -A trust --no-sync >/dev/null
      as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/log" -w \
        -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 $DURABILITY -c max_connections=200" \
        start >/dev/null
      echo "$PORT" > "$DIR/port"
    fi
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null 2>&1 || true
    ;;
esac
