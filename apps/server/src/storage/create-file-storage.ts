// The FileStorage the configuration asks for (storage/config.ts).
import type { UploadStorageConfig } from './config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

export function createFileStorage(config: UploadStorageConfig): FileStorage {
  return config.kind === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config);
}
