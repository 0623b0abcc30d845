#!/bin/sh
# Builds the site into a release folder of its own, then points /srv/voltcare/current at it in
# one rename, so the running server never sees a half-built dist/ (docs/deploy.md, "One small
# server, with systemd"). Run as the site's user, then restart the units:
#
#   sudo -u voltcare -H sh /srv/voltcare/repository/deploy/release.sh [BRANCH | COMMIT]
#   sudo -u voltcare -H sh /srv/voltcare/repository/deploy/release.sh --previous
#   sudo systemctl restart voltcare-site voltcare-worker
#
# In /srv/voltcare (VOLTCARE_ROOT): repository/, a clone of the site's git repository, fetched
# here; .env and data/, the settings and SQLite's folder, which every release links to;
# releases/, a folder per build named by its time (to the millisecond, so the names sort in
# order) and commit, the newest three kept; current, the link to the release that runs.
set -eu

root=${VOLTCARE_ROOT:-/srv/voltcare}
kept=3
cd "$root"

releases_oldest_first() { find releases -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort; }
current_release() { basename "$(readlink current 2>/dev/null || echo none)"; }

# A new link renamed over the old one: the switch is atomic, and one release always runs.
switch_to() {
  ln -sfn "releases/$1" current.next
  mv -T current.next current
  echo "current is now releases/$1: restart the services to run it"
}

if [ "${1:-}" = "--previous" ]; then
  previous=$(releases_oldest_first | awk -v now="$(current_release)" '$0 == now { print last } { last = $0 }')
  if [ -z "$previous" ]; then
    echo "no release before $(current_release) in $root/releases" >&2
    exit 1
  fi
  switch_to "$previous"
  exit 0
fi

ref=${1:-main}
git -C repository fetch --quiet origin
commit=$(git -C repository rev-parse --verify --quiet "origin/$ref^{commit}" ||
  git -C repository rev-parse --verify "$ref^{commit}")
name=$(date -u +%Y%m%dT%H%M%S.%3NZ)-$(git -C repository rev-parse --short=10 "$commit")
mkdir -p releases
# SQLite's folder, its user's only, as the server makes it (src/server/db/client.ts).
mkdir -p -m 700 data
mkdir "releases/$name"
# A failed build leaves nothing behind, and current where it was.
trap 'rm -rf "releases/$name"' EXIT
git -C repository archive "$commit" | tar -x -C "releases/$name"
ln -s ../../.env "releases/$name/.env"
ln -s ../../data "releases/$name/data"
(
  cd "releases/$name"
  npm ci --no-audit --no-fund
  npm run build
  # What the build needed and the server does not.
  npm prune --omit=dev --no-audit --no-fund
)
trap - EXIT
switch_to "$name"

releases_oldest_first | sort -r | tail -n +$((kept + 1)) | while read -r old; do
  if [ "$old" != "$(current_release)" ]; then rm -rf "releases/$old"; fi
done
