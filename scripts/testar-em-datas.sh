#!/usr/bin/env bash
# `npm run test:datas`: the vitest suite (npm test's vitest part) once per date below, the whole process
# tree under Debian's faketime, so a test that reads the real date instead of pinning it fails here.
# '@' starts each process's clock at that instant and lets it run (a run crosses the instant's minute).
# DATAS="@… @…" picks other dates; extra arguments go to vitest (a file filter, -t "name").
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime não encontrado (apt-get install -y faketime)"; exit 1; }

# the year's last days; a leap day at 23:30 UTC (20:30 in São Paulo); July (62 days from mid-July are 2 months);
# a month's last day at 23:59 in São Paulo (02:59 UTC of the next day: the two calendars disagree on the month)
padrao=('@2027-12-30 10:00:00' '@2028-02-29 23:30:00' '@2027-07-15 12:00:00' '@2027-05-01 02:59:00')
if [ -n "${DATAS:-}" ]; then IFS=';' read -ra datas <<<"$DATAS"; else datas=("${padrao[@]}"); fi

falharam=()
for d in "${datas[@]}"; do
  printf '\n=== vitest em %s UTC (%s) ===\n' "${d#@}" "$(TZ=America/Sao_Paulo date -d "${d#@} UTC" '+%F %R em São Paulo')"
  inicio=$SECONDS
  # monotonic clocks stay real: timers and timeouts keep their lengths
  if FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$d" npx vitest run "$@"; then r=ok; else r=falhou; falharam+=("$d"); fi
  printf '=== %s: %s em %ss ===\n' "${d#@}" "$r" "$((SECONDS - inicio))"
done

if [ ${#falharam[@]} -gt 0 ]; then
  printf '\nvitest falhou em: %s\n' "${falharam[*]}"
  exit 1
fi
printf '\nvitest passou em todas as datas: %s\n' "${datas[*]}"
