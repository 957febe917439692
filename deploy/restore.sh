#!/bin/sh
# Replaces PGDATABASE with the contents of a dump made by backup.sh: stop the api, the worker and the
# backup loop first (README "Backups"). The dump is restored into a database of its own first and
# takes PGDATABASE's name only once complete, so a dump that fails to restore changes nothing
# (the machine needs room for both copies meanwhile).
#
#   restore.sh DUMP_FILE    with PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE as for backup.sh
set -eu

file=${1:?usage: restore.sh DUMP_FILE}
: "${PGDATABASE:?set PGDATABASE to the database to restore into}"
staging="${PGDATABASE}_restoring"

dropdb --if-exists --force "$staging"
createdb "$staging"
# --no-owner: the objects belong to whoever restores, so a dump moves between installations.
if ! pg_restore --exit-on-error --single-transaction --no-owner --dbname="$staging" "$file"; then
  dropdb --force "$staging"
  echo "restore: $file could not be restored; $PGDATABASE is unchanged" >&2
  exit 1
fi
dropdb --if-exists --force "$PGDATABASE"
psql --dbname=postgres --quiet -v ON_ERROR_STOP=1 -c "alter database \"$staging\" rename to \"$PGDATABASE\""
echo "restore: $file restored into $PGDATABASE"
