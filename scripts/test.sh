#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite (check-relay).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" check-relay
