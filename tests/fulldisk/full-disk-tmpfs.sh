#!/usr/bin/env bash
# Reproduces a full disk for real: mounts a 16 KiB tmpfs, runs tst_fulldisk
# with its data directory there (the test fills it), and unmounts.
# Needs root (mount); CTest registers it only when configured as root.
#   full-disk-tmpfs.sh <path to tst_fulldisk>
set -euo pipefail
test_binary=$1
mount_point=$(mktemp -d)
cleanup() { umount "$mount_point" 2>/dev/null || true; rmdir "$mount_point"; }
trap cleanup EXIT
mount -t tmpfs -o size=16k,mode=0700 scalestudy-full-disk "$mount_point"
SCALESTUDY_FULL_DISK_DIR=$mount_point "$test_binary"
