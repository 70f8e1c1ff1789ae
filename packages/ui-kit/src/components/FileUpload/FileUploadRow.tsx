import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { formatFileSize } from './format-file-size.ts';
import { shownProgress, type FileUploadItem, type FileUploadStatus } from './file-upload-item.ts';
import type { FileUploadLabels } from './file-upload-labels.ts';

export interface FileUploadRowProps {
  item: FileUploadItem;
  labels: FileUploadLabels;
  locale: string;
  /** The remove button shows (not while this file is being sent). */
  removable: boolean;
  onRemove: (id: string) => void;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Size = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

// The border keeps an empty bar visible (WCAG 1.4.11).
const Track = styled.div`
  grid-column: 1 / -1;
  height: 0.5rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Fill = styled.div<{ $status: FileUploadStatus }>`
  height: 100%;
  background: ${({ theme, $status }) =>
    $status === 'failed' ? theme.color.danger : $status === 'done' ? theme.color.success : theme.color.brand};
`;

const Status = styled.span<{ $status: FileUploadStatus }>`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $status }) =>
    $status === 'failed' ? theme.color.danger : $status === 'done' ? theme.color.success : theme.color.textMuted};
`;

function statusText(item: FileUploadItem, labels: FileUploadLabels): string {
  switch (item.status) {
    case 'waiting':
      return labels.status.waiting;
    case 'uploading':
      return labels.status.uploading(shownProgress(item));
    case 'done':
      return labels.status.done;
    case 'failed':
      return labels.status.failed(item.error);
  }
}

/** One chosen file: name and size, its progress bar and status, and a remove button. */
export function FileUploadRow({ item, labels, locale, removable, onRemove }: FileUploadRowProps) {
  const progress = shownProgress(item);
  const status = statusText(item, labels);
  return (
    <Row data-status={item.status}>
      <Name>
        {item.file.name}
        <Size>{formatFileSize(item.file.size, locale)}</Size>
      </Name>
      {removable ? (
        <Button variant="link" size="sm" aria-label={labels.removeFile(item.file.name)} onClick={() => onRemove(item.id)}>
          {labels.remove}
        </Button>
      ) : (
        <span />
      )}
      <Track
        role="progressbar"
        aria-label={item.file.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={status}
      >
        <Fill $status={item.status} style={{ width: `${progress}%` }} />
      </Track>
      <Status $status={item.status}>{status}</Status>
    </Row>
  );
}
