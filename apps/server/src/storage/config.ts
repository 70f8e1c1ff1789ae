// Environment → where uploads are stored (a local folder
// outside the web root by default, S3-compatible storage when configured).
// Takes the environment as an argument so the main config can absorb it later.
//
//   UPLOAD_STORAGE        local (default) | s3
//   UPLOAD_DIR            local folder; default `${DATA_DIR}/uploads`
//   UPLOAD_STAGING_DIR    where a request's files wait until all are checked;
//                         default `${DATA_DIR}/upload-staging`
//   S3_ENDPOINT           e.g. https://s3.eu-west-1.amazonaws.com (path-style)
//   S3_BUCKET, S3_REGION (default us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
import { resolve } from 'node:path';
import { partners } from '@portal/core';
import { ConfigError } from '../config.ts';
import type { S3FileStorageOptions } from './s3-file-storage.ts';

type Env = Readonly<Record<string, string | undefined>>;

interface StagingConfig {
  /** Unchecked files of a request wait here; never a web root. */
  readonly stagingDirectory: string;
}
export interface LocalUploadStorageConfig extends StagingConfig {
  readonly kind: 'local';
  readonly directory: string;
}
export interface S3UploadStorageConfig extends StagingConfig, S3FileStorageOptions {
  readonly kind: 's3';
}
export type UploadStorageConfig = LocalUploadStorageConfig | S3UploadStorageConfig;

export interface UploadStoragePaths {
  /** The server's data folder (Config.dataDir). */
  readonly dataDir: string;
  /** The folder of the branded sites (Config.sitesDir); `${sitesDir}/${partner}` is served. */
  readonly sitesDir: string;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function required(env: Env, name: string, what: string): string {
  const value = text(env, name);
  if (value === undefined) throw new ConfigError(name, `is required when UPLOAD_STORAGE=s3 (${what})`);
  return value;
}

/** True when `path` is `folder` or inside it (both resolved). */
function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
}

// A member's files must never be reachable as a static file of a site.
function folderOutsideSites(env: Env, name: string, fallback: string, sitesDir: string): string {
  const folder = resolve(text(env, name) ?? fallback);
  for (const site of partners.map((partner) => resolve(sitesDir, partner))) {
    if (isInside(folder, site) || isInside(site, folder)) {
      throw new ConfigError(name, `must be a folder outside the sites (${site} is served to browsers)`);
    }
  }
  return folder;
}

function s3Endpoint(env: Env): string {
  const raw = required(env, 'S3_ENDPOINT', 'the S3-compatible service address');
  const url = URL.parse(raw);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new ConfigError('S3_ENDPOINT', 'must be an http(s) address such as https://s3.eu-west-1.amazonaws.com');
  }
  return url.href.replace(/\/+$/, '');
}

// S3 bucket naming rules: 3–63 lower-case letters, digits, dots and dashes.
function s3Bucket(env: Env): string {
  const bucket = required(env, 'S3_BUCKET', 'the bucket that holds the uploads');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', 'must be a bucket name of 3-63 lower-case letters, digits, dots or dashes');
  }
  return bucket;
}

export function loadUploadStorageConfig(env: Env, { dataDir, sitesDir }: UploadStoragePaths): UploadStorageConfig {
  const kind = text(env, 'UPLOAD_STORAGE')?.toLowerCase() ?? 'local';
  const stagingDirectory = folderOutsideSites(env, 'UPLOAD_STAGING_DIR', `${dataDir}/upload-staging`, sitesDir);
  if (kind === 'local') {
    const directory = folderOutsideSites(env, 'UPLOAD_DIR', `${dataDir}/uploads`, sitesDir);
    if (isInside(stagingDirectory, directory) || isInside(directory, stagingDirectory)) {
      throw new ConfigError('UPLOAD_STAGING_DIR', 'must be a folder apart from UPLOAD_DIR');
    }
    return { kind, directory, stagingDirectory };
  }
  if (kind === 's3') {
    return {
      kind,
      stagingDirectory,
      endpoint: s3Endpoint(env),
      bucket: s3Bucket(env),
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      accessKeyId: required(env, 'S3_ACCESS_KEY_ID', 'the access key id'),
      secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', 'the secret access key'),
    };
  }
  throw new ConfigError('UPLOAD_STORAGE', 'must be local or s3');
}
