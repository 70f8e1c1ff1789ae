import { describe, expect, it } from 'vitest';
import { loadUploadStorageConfig } from './config.ts';

const paths = { dataDir: '/srv/portal/data', sitesDir: '/srv/portal/apps' };

describe('upload storage configuration', () => {
  it('defaults to a local folder in the data folder, with staging beside it', () => {
    expect(loadUploadStorageConfig({}, paths)).toEqual({
      kind: 'local',
      directory: '/srv/portal/data/uploads',
      stagingDirectory: '/srv/portal/data/upload-staging',
    });
  });

  it('refuses an upload or staging folder inside a site that browsers are served', () => {
    expect(() => loadUploadStorageConfig({ UPLOAD_DIR: '/srv/portal/apps/rsl/dist/uploads' }, paths)).toThrow(
      'Invalid configuration: UPLOAD_DIR must be a folder outside the sites (/srv/portal/apps/rsl is served to browsers)',
    );
    expect(() => loadUploadStorageConfig({ UPLOAD_STAGING_DIR: '/srv/portal/apps/alic' }, paths)).toThrow(/UPLOAD_STAGING_DIR/);
    expect(() => loadUploadStorageConfig({ UPLOAD_DIR: '/srv' }, paths)).toThrow(/UPLOAD_DIR/);
  });

  it('refuses staging inside the upload folder (unchecked files would sit among stored ones)', () => {
    expect(() => loadUploadStorageConfig({ UPLOAD_DIR: '/var/uploads', UPLOAD_STAGING_DIR: '/var/uploads/tmp' }, paths)).toThrow(
      /UPLOAD_STAGING_DIR must be a folder apart from UPLOAD_DIR/,
    );
  });

  it('reads the S3-compatible settings', () => {
    expect(
      loadUploadStorageConfig(
        {
          UPLOAD_STORAGE: 's3',
          S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
          S3_BUCKET: 'portal-claims',
          S3_REGION: 'eu-west-1',
          S3_ACCESS_KEY_ID: 'AKIA123',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        paths,
      ),
    ).toEqual({
      kind: 's3',
      stagingDirectory: '/srv/portal/data/upload-staging',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'portal-claims',
      region: 'eu-west-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'secret',
    });
  });

  it('names the variable that is missing or wrong', () => {
    const s3 = { UPLOAD_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'claims', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(() => loadUploadStorageConfig({ ...s3, S3_BUCKET: '' }, paths)).toThrow(/S3_BUCKET is required when UPLOAD_STORAGE=s3/);
    expect(() => loadUploadStorageConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' }, paths)).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadUploadStorageConfig({ ...s3, S3_ENDPOINT: 'ftp://x' }, paths)).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
    expect(() => loadUploadStorageConfig({ ...s3, S3_SECRET_ACCESS_KEY: ' ' }, paths)).toThrow(/S3_SECRET_ACCESS_KEY is required/);
    expect(() => loadUploadStorageConfig({ UPLOAD_STORAGE: 'ftp' }, paths)).toThrow('Invalid configuration: UPLOAD_STORAGE must be local or s3');
  });
});
