// §7 members/claims/vision/upload: a member submits the files of one vision
// claim for one patient of their vision coverage (§2, §5: one patient per
// claim); members/claims/vision/uploads lists what they uploaded.
//
// All or nothing: every file is staged and checked first (type by content,
// size, count), then the fields, the coverage line and the patient — all the
// member's own. Only then are the files put in the storage and the
// rows written, in one transaction; if either fails, what was put is removed.
//
// Idempotent: a submission sent with the Idempotency-Key of an
// earlier one of the member's is answered with that one's answer and stores
// nothing; of two concurrent ones the database's unique index lets one write,
// and the other answers what it wrote. The same key for another patient or
// coverage line is a 409: the site reused a key it should not have.
import type { InTransaction } from '../../audit/audit-hook.ts';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { visionClaimUploadsLimit, type Spdc, type VisionClaimUploadsResponse } from '@portal/contract';
import { isVisionLob, sameSpdc } from '@portal/core';
import type { Database } from '../../db/database.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { addBusinessDays, decisionBusinessDays, uploadStatusOf } from './business-days.ts';
import { createClaimFieldsCollector, type VisionClaimFields } from './claim-fields.ts';
import { displayFileName } from './file-name.ts';
import type { UploadFormPart } from './form-parts.ts';
import { visionClaimUploadLimits, type UploadLimits } from './limits.ts';
import { uploadMessages, type UploadLanguage, type UploadMessages } from './messages.ts';
import { createVisionClaimUploadRepository, type StoredVisionClaimUpload } from './repository.ts';
import { detectVisionClaimUploadType, mediaTypeOf, type VisionClaimUploadType } from './sniffing/detect-upload-type.ts';
import { openStagingArea, type StagedFile, type StagingArea } from './staging.ts';

/** The form field that carries the files (contract visionClaimUpload.field). */
export const filesField = 'files';

export interface VisionClaimUploadServiceOptions {
  readonly db: Database;
  readonly storage: FileStorage;
  /** A private folder, outside every web root, where a request's files wait until all are checked. */
  readonly stagingDirectory: string;
  readonly limits?: UploadLimits;
  /** Told when removing already stored files after a failure fails too (they are then orphans). */
  readonly onCleanupFailure?: (error: unknown, storageKey: string) => void;
  /** The clock the uploads' statuses are told by; tests pin it. */
  readonly now?: () => Date;
}

export interface AcceptedFile {
  readonly name: string;
  readonly type: VisionClaimUploadType;
  readonly mediaType: string;
  readonly staged: StagedFile;
}

export interface SubmittedVisionClaim {
  readonly uploadId: string;
  readonly files: ReadonlyArray<{ name: string; type: VisionClaimUploadType; mediaType: string; size: number }>;
}

export function createVisionClaimUploadService(options: VisionClaimUploadServiceOptions) {
  const { db, storage, stagingDirectory, limits = visionClaimUploadLimits, onCleanupFailure = () => undefined, now = () => new Date() } = options;
  const repository = createVisionClaimUploadRepository(db);

  async function memberIdOf(token: AccessTokenClaims, messages: UploadMessages): Promise<string> {
    if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, messages.notAMember);
    if (!(await repository.isMemberOfPartner(token.memberId, token.partner))) throw new HttpError(404, messages.noMemberData);
    // §6: feature flags gate vision claim submission on the server as on the sites.
    if (!(await repository.isVisionClaimSubmissionOn(token.partner))) throw new HttpError(403, messages.submissionUnavailable);
    return token.memberId;
  }

  async function acceptFile(staging: StagingArea, part: Extract<UploadFormPart, { kind: 'file' }>, position: number, messages: UploadMessages): Promise<AcceptedFile> {
    const name = displayFileName(part.fileName, position);
    if (part.field !== filesField) throw new HttpError(400, messages.filesField(filesField));
    if (position > limits.maxFiles) throw new HttpError(413, messages.tooManyFiles(limits));
    const result = await staging.stage(part.content, limits.maxFileBytes);
    if ('tooLarge' in result) throw new HttpError(413, messages.fileTooLarge(name, limits));
    if (result.staged.size === 0) throw new HttpError(400, messages.emptyFile(name));
    // §5: the type is what the bytes are, whatever the name or declared type say.
    const type = detectVisionClaimUploadType(await readFile(result.staged.path));
    if (!type) throw new HttpError(415, messages.unsupportedType(name));
    return { name, type, mediaType: mediaTypeOf(type), staged: result.staged };
  }

  async function checkOwnership(memberId: string, { spdc, claimantNumber }: VisionClaimFields, messages: UploadMessages) {
    const linesOfBusiness = await repository.findLinesOfBusinessOfMember(memberId, spdc);
    if (linesOfBusiness.length === 0) throw new HttpError(404, messages.coverageNotFound);
    if (!linesOfBusiness.some(isVisionLob)) throw new HttpError(400, messages.notVisionCoverage);
    if (!(await repository.isPatientOfMember(memberId, claimantNumber))) throw new HttpError(404, messages.patientNotFound);
  }

  async function removeStored(keys: readonly string[]) {
    for (const key of keys) await storage.delete(key).catch((cleanupError: unknown) => onCleanupFailure(cleanupError, key));
  }

  /** The answer of an earlier submission with the same key, when it was for the same patient and line. */
  function replay(earlier: StoredVisionClaimUpload, fields: VisionClaimFields, messages: UploadMessages): SubmittedVisionClaim {
    if (earlier.claimantNumber !== fields.claimantNumber || !sameSpdc(earlier.spdc, fields.spdc)) {
      throw new HttpError(409, messages.idempotencyKeyReused);
    }
    return { uploadId: earlier.id, files: earlier.files };
  }

  /** Stores the files and writes the rows; undefined when another request with the same key wrote first. */
  async function commit(
    memberId: string, fields: VisionClaimFields, files: readonly AcceptedFile[], idempotencyKey: string | undefined,
    recordChange: InTransaction | undefined,
  ): Promise<string | undefined> {
    const uploadId = randomUUID();
    const stored: string[] = [];
    const rows = files.map((file, index) => ({
      position: index + 1,
      originalName: file.name,
      detectedType: file.type,
      mediaType: file.mediaType,
      size: file.staged.size,
      sha256: file.staged.sha256,
      // The server's own key: never the member's file name.
      storageKey: `vision-claims/${uploadId}/${index + 1}.${file.type}`,
    }));
    try {
      for (const [index, row] of rows.entries()) {
        const { staged } = files[index]!;
        await storage.put(row.storageKey, createReadStream(staged.path), { contentType: row.mediaType, size: row.size, sha256: row.sha256 });
        stored.push(row.storageKey);
      }
      // The rows and the call's audit event commit together.
      const inserted = await db.transaction(async (tx) => {
        const written = await createVisionClaimUploadRepository(tx).insertUpload({
          id: uploadId, memberId, claimantNumber: fields.claimantNumber, spdc: fields.spdc, idempotencyKey, files: rows,
        });
        if (written) await recordChange?.(tx);
        return written;
      });
      if (inserted) return uploadId;
    } catch (error) {
      await removeStored(stored);
      throw error;
    }
    // Lost the race for the key: the files just put belong to no upload.
    await removeStored(stored);
    return undefined;
  }

  return {
    limits,

    async submit(
      token: AccessTokenClaims,
      parts: AsyncIterable<UploadFormPart>,
      language: UploadLanguage = 'en',
      idempotencyKey?: string,
      recordChange?: InTransaction,
    ): Promise<SubmittedVisionClaim> {
      const messages = uploadMessages[language];
      const memberId = await memberIdOf(token, messages);
      const staging = await openStagingArea(stagingDirectory);
      try {
        const fields = createClaimFieldsCollector(messages);
        const files: AcceptedFile[] = [];
        for await (const part of parts) {
          if (part.kind === 'field') fields.add(part.name, part.value, part.truncated);
          else files.push(await acceptFile(staging, part, files.length + 1, messages));
        }
        if (files.length === 0) throw new HttpError(400, messages.noFiles);
        const claim = fields.fields();
        await checkOwnership(memberId, claim, messages);
        const earlier = idempotencyKey ? await repository.findUploadByIdempotencyKey(memberId, idempotencyKey) : undefined;
        if (earlier) return replay(earlier, claim, messages);
        const uploadId = await commit(memberId, claim, files, idempotencyKey, recordChange);
        if (uploadId === undefined) {
          const winner = await repository.findUploadByIdempotencyKey(memberId, idempotencyKey!);
          if (!winner) throw new Error('The upload that took the idempotency key is gone');
          return replay(winner, claim, messages);
        }
        return { uploadId, files: files.map((file) => ({ name: file.name, type: file.type, mediaType: file.mediaType, size: file.staged.size })) };
      } finally {
        await staging.discard();
      }
    },
    /**
     * The member's own uploads on one of their vision lines and their status,
     * gated by the same features as the upload (§6); another member's line is
     * not found, and nothing of it is echoed.
     */
    async uploadsOf(token: AccessTokenClaims, spdc: Spdc, language: UploadLanguage = 'en'): Promise<VisionClaimUploadsResponse> {
      const messages = uploadMessages[language];
      const memberId = await memberIdOf(token, messages);
      const linesOfBusiness = await repository.findLinesOfBusinessOfMember(memberId, spdc);
      if (linesOfBusiness.length === 0) throw new HttpError(404, messages.coverageNotFound);
      if (!linesOfBusiness.some(isVisionLob)) throw new HttpError(400, messages.notVisionCoverage);
      const today = now();
      const uploads = await repository.findUploadsOfLine(memberId, spdc, visionClaimUploadsLimit);
      return {
        uploads: uploads.map((upload) => {
          const submittedAt = new Date(upload.submittedAt);
          return {
            uploadId: upload.uploadId,
            submittedAt: upload.submittedAt,
            claimant: upload.claimantNumber,
            patientName: upload.patientName,
            files: upload.files,
            status: uploadStatusOf(submittedAt, today),
            expectedDecisionBy: addBusinessDays(submittedAt, decisionBusinessDays),
          };
        }),
      };
    },
  };
}
export type VisionClaimUploadService = ReturnType<typeof createVisionClaimUploadService>;
