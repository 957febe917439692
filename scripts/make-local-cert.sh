#!/bin/sh
# A self-signed certificate for trying the compose stack over HTTPS (deploy/nginx.conf reads
# fullchain.pem and privkey.pem from TLS_DIR, default deploy/tls). Browsers warn about it once;
# a public site uses a real certificate instead (README "Docker compose").
#
#   scripts/make-local-cert.sh [HOST ...]    names besides localhost and 127.0.0.1
set -eu

dir=${TLS_DIR:-"$(dirname "$0")/../deploy/tls"}
names="DNS:localhost,IP:127.0.0.1,IP:::1"
for host in "$@"; do
  case $host in
    # An IPv6 address has colons, an IPv4 one only digits and dots; anything else is a name.
    *:*) names="$names,IP:$host" ;;
    *[!0-9.]*) names="$names,DNS:$host" ;;
    *) names="$names,IP:$host" ;;
  esac
done

mkdir -p "$dir"
# Written aside and moved, so nginx never reads a key that does not match its certificate.
openssl req -x509 -newkey rsa:2048 -sha256 -days 365 -nodes \
  -subj "/CN=${1:-localhost}" -addext "subjectAltName=$names" \
  -keyout "$dir/privkey.pem.new" -out "$dir/fullchain.pem.new" 2>/dev/null
chmod 600 "$dir/privkey.pem.new"
mv "$dir/privkey.pem.new" "$dir/privkey.pem"
mv "$dir/fullchain.pem.new" "$dir/fullchain.pem"
echo "make-local-cert: $dir/fullchain.pem and privkey.pem for $names (valid 365 days)"
