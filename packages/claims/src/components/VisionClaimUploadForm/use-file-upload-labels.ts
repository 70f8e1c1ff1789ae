// The FileUpload widget's texts for a vision claim, in the member's language:
// §5 the nine types and the contract's limits, §8 'wrong file type'.
import { visionClaimUploadLimits } from '@portal/api-client';
import { formatFileSize, type FileUploadLabels } from '@portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visionClaimTypeList } from './vision-claim-files.ts';

export function useFileUploadLabels(): FileUploadLabels {
  const { t, i18n } = useTranslation('claims');
  const language = i18n.language;
  return useMemo(() => {
    const types = visionClaimTypeList(language);
    const size = formatFileSize(visionClaimUploadLimits.maxFileBytes, language);
    const count = visionClaimUploadLimits.maxFiles;
    return {
      label: t('upload.files.label'),
      chooseFiles: t('upload.files.chooseFiles'),
      dropHint: t('upload.files.dropHint'),
      rules: t('upload.files.rules', { types, size, count }),
      chosenFiles: t('upload.files.chosen'),
      remove: t('upload.files.remove'),
      removeFile: (name) => t('upload.files.removeFile', { name }),
      status: {
        waiting: t('upload.files.waiting'),
        uploading: (percent) => t('upload.files.uploading', { percent }),
        done: t('upload.files.done'),
        failed: (reason) => (reason ? t('upload.files.failedWithReason', { reason }) : t('upload.files.failed')),
      },
      refused: {
        type: (name) => t('upload.files.wrongType', { name, types }),
        size: (name) => t('upload.files.tooLarge', { name, size }),
        empty: (name) => t('upload.files.empty', { name }),
        count: (name) => t('upload.files.tooMany', { name, count }),
        duplicate: (name) => t('upload.files.duplicate', { name }),
      },
      dismiss: t('upload.files.dismiss'),
    };
  }, [t, language]);
}
