#!/bin/sh
# The daily snapshot (deploy/voltcare-snapshot.service, docs/backup.md): package.json's "leads"
# script's backup into FOLDER as leads-YYYYMMDDTHHMMSSZ.db, encrypted to BACKUP_AGE_RECIPIENT
# when it is set, then every snapshot there older than a week deleted. Run from the release.
set -eu
folder=${1:?usage: snapshot.sh FOLDER}
keep_days=7

mkdir -p "$folder"
# To the second: a snapshot taken by hand the same day is another file, never refused as existing.
target="$folder/leads-$(date -u +%Y%m%dT%H%M%SZ).db"
if [ -n "${BACKUP_AGE_RECIPIENT:-}" ]; then
  node dist/cli/leads.mjs backup "$target" --encrypt-to "$BACKUP_AGE_RECIPIENT"
else
  node dist/cli/leads.mjs backup "$target"
fi
# Only once today's is written: a failed backup deletes nothing.
find "$folder" -maxdepth 1 -name 'leads-*' -mtime +$((keep_days - 1)) -delete
echo "snapshot written: $target"
