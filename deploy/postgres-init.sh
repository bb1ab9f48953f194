#!/bin/sh
# Runs once, when the PostgreSQL volume is created: the application's role, which owns
# nothing; the migrations (as quran_owner) grant it its rows (docs/operations.md).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE quran_app LOGIN PASSWORD :'app_password';
GRANT CONNECT ON DATABASE quran TO quran_app;
SQL
