import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { run, succeeds } from './run.js';

/** The Dockerfile's base image, which the registry here cannot serve: built as a stand-in instead. */
export const BASE_IMAGE = 'docker.io/library/node:20-slim';
const DEBIAN_RELEASE = 'bookworm';

/**
 * The stand-in's name in the machine's container storage (outside the work tree), keyed by Debian release and
 * Node version, so that a machine builds it once and a new Node builds a new one.
 */
export const baseCacheImage = (): string => `localhost/buergerportal-base:${DEBIAN_RELEASE}-slim-node${process.versions.node}`;

/**
 * What makes Debian's official `-slim` images slim (their dpkg and apt settings), so that the layers the Dockerfile
 * adds measure here as they would on the real base: no documentation, manual pages or translations installed, no
 * downloaded packages or package lists kept.
 */
const SLIM_SETTINGS: Record<string, string> = {
  'etc/dpkg/dpkg.cfg.d/docker': [
    'path-exclude /usr/share/doc/*',
    'path-include /usr/share/doc/*/copyright',
    'path-exclude /usr/share/groff/*',
    'path-exclude /usr/share/info/*',
    'path-exclude /usr/share/linda/*',
    'path-exclude /usr/share/lintian/overrides/*',
    'path-exclude /usr/share/locale/*',
    'path-exclude /usr/share/man/*',
  ].join('\n'),
  'etc/apt/apt.conf.d/docker-clean': [
    'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
    'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
    'Dir::Cache::pkgcache "";',
    'Dir::Cache::srcpkgcache "";',
  ].join('\n'),
  'etc/apt/apt.conf.d/docker-no-languages': 'Acquire::Languages "none";',
  'etc/apt/apt.conf.d/docker-gzip-indexes': 'Acquire::GzipIndexes "true";',
  'etc/apt/apt.conf.d/docker-autoremove-suggests': 'Apt::AutoRemove::SuggestsImportant "false";',
};

function slim(rootfs: string): void {
  for (const [path, text] of Object.entries(SLIM_SETTINGS)) writeFileSync(join(rootfs, path), `${text}\n`);
  for (const dir of ['var/lib/apt/lists', 'var/cache/apt']) {
    for (const entry of readdirSync(join(rootfs, dir))) rmSync(join(rootfs, dir, entry), { recursive: true, force: true });
  }
}

/** Where debootstrap unpacks while the stand-in is made; removed again once it is committed. */
function workDirectory(): string {
  const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'buergerportal');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, 'container-base-'));
}

/**
 * Lays this machine's Node out in `rootfs` as the official node image does: the binary in /usr/local/bin, npm in
 * /usr/local/lib/node_modules with npm/npx links, the headers (native addons compile against them), a user and
 * group `node` with id 1000, and the machine's extra CA bundle (without it npm in the build cannot reach a
 * registry behind an intercepting proxy).
 */
function layOutNode(rootfs: string): string[] {
  const prefix = dirname(dirname(process.execPath));
  const local = join(rootfs, 'usr/local');
  copyFileSync(process.execPath, join(local, 'bin/node'));
  mkdirSync(join(local, 'lib/node_modules'), { recursive: true });
  cpSync(realpathSync(join(prefix, 'lib/node_modules/npm')), join(local, 'lib/node_modules/npm'), { recursive: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx'));
  cpSync(join(prefix, 'include/node'), join(local, 'include/node'), { recursive: true });
  run('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node']);
  run('chroot', [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  const extraCertificates = process.env.NODE_EXTRA_CA_CERTS;
  if (!extraCertificates || !existsSync(extraCertificates)) return [];
  copyFileSync(extraCertificates, join(rootfs, 'usr/local/share/extra-ca-certificates.crt'));
  return ['--env', 'NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca-certificates.crt'];
}

/**
 * Makes BASE_IMAGE available: from the cache when this machine built it before, otherwise from a minimal Debian
 * (debootstrap, about a minute) made slim and with Node laid out as the official image does. Answers whether it was built now.
 */
export function ensureBaseImage(): boolean {
  const cached = baseCacheImage();
  if (succeeds('buildah', ['inspect', '--type', 'image', cached])) {
    run('buildah', ['tag', cached, BASE_IMAGE]);
    return false;
  }
  const work = workDirectory();
  const rootfs = join(work, 'rootfs');
  try {
    run('debootstrap', ['--variant=minbase', DEBIAN_RELEASE, rootfs]);
    slim(rootfs);
    const environment = layOutNode(rootfs);
    const container = run('buildah', ['from', 'scratch']);
    try {
      run('buildah', ['copy', '--quiet', container, rootfs, '/']);
      run('buildah', [
        'config',
        '--env',
        'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        ...environment,
        '--cmd',
        'node',
        container,
      ]);
      run('buildah', ['commit', '--quiet', container, cached]);
    } finally {
      run('buildah', ['rm', container]);
    }
    run('buildah', ['tag', cached, BASE_IMAGE]);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
