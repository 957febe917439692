#!/bin/sh
# Dumps one PostgreSQL database into BACKUP_DIR (custom format, for pg_restore) and keeps the newest
# BACKUP_KEEP dumps of it. The compose `backup` service runs it in a loop; the tests run it once.
#
#   PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE  whom pg_dump connects to (libpq's own variables)
#   BACKUP_DIR               where dumps go (default /backups)
#   BACKUP_KEEP              how many dumps of the database to keep (default 14)
#   BACKUP_INTERVAL_SECONDS  set: dump now and then once per interval, forever; unset: dump once and exit
set -eu

: "${PGDATABASE:?set PGDATABASE to the database to dump}"
dir=${BACKUP_DIR:-/backups}
keep=${BACKUP_KEEP:-14}
case $keep in '' | *[!0-9]* | 0) echo "backup: BACKUP_KEEP must be a whole number of at least 1" >&2; exit 2 ;; esac

backup_once() {
  # The UTC time in the name orders the dumps; a dump gets its name only once complete, so a
  # failed or interrupted one is never taken for a backup nor counted among those kept.
  file="$dir/$PGDATABASE-$(date -u +%Y%m%dT%H%M%SZ).dump"
  pg_dump --format=custom --file="$file.partial" || { rm -f "$file.partial"; return 1; }
  mv "$file.partial" "$file"
  echo "backup: wrote $file ($(wc -c < "$file") bytes)"
  # Only this database's dumps, which the glob lists oldest first: all but the newest $keep go.
  set -- "$dir/$PGDATABASE"-[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z.dump
  excess=$(($# - keep))
  for old in "$@"; do
    [ "$excess" -gt 0 ] || break
    rm -f -- "$old"
    echo "backup: removed $old"
    excess=$((excess - 1))
  done
}

mkdir -p "$dir"
if [ -z "${BACKUP_INTERVAL_SECONDS:-}" ]; then
  backup_once
  exit 0
fi
while :; do
  backup_once
  sleep "$BACKUP_INTERVAL_SECONDS"
done
