#!/usr/bin/env bash
# The nightly backup of the lead store: `npm run leads -- backup` into a new dated file under
# BACKUP_DIR, then only the newest KEEP of those files are kept. Run from anywhere, as the
# service's user, with the service's environment (DATA_DIR); the service may be running or not.
#
#   deploy/leads-backup.sh BACKUP_DIR [KEEP]        (KEEP: 14 unless given)
#
# Any failure ends it with a non-zero status and a line on stderr starting "leads-backup: FAILED",
# and no older backup is removed then: a failed night never costs a good backup.
set -euo pipefail

fail() {
  echo "leads-backup: FAILED: $*" >&2
  exit 1
}

[ $# -ge 1 ] && [ $# -le 2 ] || fail "usage: $0 BACKUP_DIR [KEEP]"
backup_dir=$1
keep=${2:-14}
[[ $keep =~ ^[1-9][0-9]*$ ]] || fail "KEEP must be a whole number of at least 1, not \"$keep\""
mkdir -p -m 700 "$backup_dir" || fail "cannot create $backup_dir"
backup_dir=$(cd "$backup_dir" && pwd)

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
file="$backup_dir/leads-$(date -u +%Y-%m-%dT%H%M%SZ).leadsbackup"

cd "$repo"
status=0
npm run --silent leads -- backup "$file" || status=$?
if [ "$status" -eq 2 ]; then
  fail "the store is PostgreSQL (DATABASE_URL): back it up with the pg_dump command printed above, not with this script"
fi
[ "$status" -eq 0 ] || fail "npm run leads -- backup $file exited with status $status"
[ -s "$file" ] || fail "$file was not written"

# Newest first by name (the names sort by their UTC time); only this script's own files are counted.
mapfile -t old < <(find "$backup_dir" -maxdepth 1 -type f -name 'leads-????-??-??T??????Z.leadsbackup' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))")
for name in "${old[@]}"; do
  rm -f -- "$backup_dir/$name" || fail "cannot remove the old backup $backup_dir/$name"
done
echo "leads-backup: wrote $file; kept the newest $keep backup(s) in $backup_dir, removed ${#old[@]}"
