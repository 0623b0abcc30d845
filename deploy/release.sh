#!/bin/bash
# Builds the site into a release folder of its own, points /srv/voltcare/current at it in one
# rename, so the running server never sees a half-built dist/, then restarts the services and
# waits for the site to answer, switching back to the release before if it does not
# (docs/deploy.md, "One small server, with systemd"). Run as the site's user:
#
#   sudo -u voltcare -H bash /srv/voltcare/repository/deploy/release.sh [BRANCH | COMMIT]
#   sudo -u voltcare -H bash /srv/voltcare/repository/deploy/release.sh --previous
#
# In /srv/voltcare (VOLTCARE_ROOT): repository/, a clone of the site's git repository, fetched
# here; .env and data/, the settings and SQLite's folder, which every release links to;
# releases/, a folder per build named by its time (to the millisecond, so the names sort in
# order) and commit, the newest three kept; current, the link to the release that runs;
# release.lock, held while a run is under way.
#
# VOLTCARE_RESTART, the command that restarts the services, returning once the old processes
# have stopped (deploy/voltcare.sudoers lets the site's user run the default);
# VOLTCARE_HEALTH_URL, the address that answers 2xx once the new release serves;
# VOLTCARE_HEALTH_SECONDS, how long to wait for it.

# pipefail, which dash (Debian's sh) lacks: a failed `git archive` must fail the release, not
# leave tar a truncated tree. Started with sh, the script runs itself again with bash.
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -euo pipefail

root=${VOLTCARE_ROOT:-/srv/voltcare}
restart_command=${VOLTCARE_RESTART:-sudo -n systemctl restart voltcare-site voltcare-worker}
health_url=${VOLTCARE_HEALTH_URL:-http://127.0.0.1:3000/readyz}
health_seconds=${VOLTCARE_HEALTH_SECONDS:-30}
kept=3
cd "$root"

# One run at a time: two would build into releases/ and switch current under each other.
exec 9>>release.lock
if ! flock --nonblock 9; then
  echo "another release.sh is running in $root (it holds release.lock); run again once it has finished" >&2
  exit 1
fi

releases_oldest_first() { find releases -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort; }
current_release() { basename "$(readlink current 2>/dev/null || echo none)"; }

# A new link renamed over the old one: the switch is atomic, and one release always runs.
switch_to() {
  ln -sfn "releases/$1" current.next
  mv -T current.next current
  echo "current is now releases/$1"
}

# Without the lock's descriptor, so nothing the command starts holds the lock after this run.
restart() { sh -c "$restart_command" 9>&-; }

# Asks the health URL until it answers 2xx, for up to health_seconds.
healthy() {
  local deadline=$((SECONDS + health_seconds))
  until node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then(
      (answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))' "$health_url"; do
    if ((SECONDS >= deadline)); then return 1; fi
    sleep 1
  done
}

# Runs release $1 in place of the current one: switch, restart, and wait for the health URL;
# should the site not answer, back to the release that ran before, and a failure.
run_release() {
  local before
  before=$(current_release)
  switch_to "$1"
  if restart && healthy; then
    echo "releases/$1 runs and $health_url answers"
    return 0
  fi
  echo "releases/$1 does not answer $health_url (restarted with \`$restart_command\`, waited ${health_seconds}s)" >&2
  if [ "$before" = none ]; then
    echo "no release ran before it to switch back to" >&2
    return 1
  fi
  switch_to "$before"
  if restart && healthy; then
    echo "switched back: releases/$before runs again" >&2
  else
    echo "switched back to releases/$before, which does not answer either: see journalctl -u voltcare-site" >&2
  fi
  return 1
}

if [ "${1:-}" = "--previous" ]; then
  previous=$(releases_oldest_first | awk -v now="$(current_release)" '$0 == now { print last } { last = $0 }')
  if [ -z "$previous" ]; then
    echo "no release before $(current_release) in $root/releases" >&2
    exit 1
  fi
  run_release "$previous"
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
# Unless current is left on it, this run's folder goes when the run ends: a failed build, or a
# release that did not answer and was switched back from, leaves nothing behind.
trap '[ "$(current_release)" = "$name" ] || rm -rf "releases/$name"' EXIT
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
run_release "$name"

releases_oldest_first | sort -r | tail -n +$((kept + 1)) | while read -r old; do
  if [ "$old" != "$(current_release)" ]; then rm -rf "releases/$old"; fi
done
