import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { buttonCss, type ButtonStyleProps } from '../Button/button-styles.ts';
import { visuallyHiddenCss } from '../VisuallyHidden/visually-hidden-css.ts';
import { acceptAttribute, sortIncomingFiles, type FileRefusal, type FileUploadAccept } from './file-checks.ts';
import type { FileUploadItem } from './file-upload-item.ts';
import type { FileUploadLabels } from './file-upload-labels.ts';
import { FileUploadRow } from './FileUploadRow.tsx';

export interface FileUploadProps {
  /** Types the caller takes (§5: the nine vision claim types). Others are refused before upload. */
  accept: FileUploadAccept;
  /** Larger files are refused before upload. */
  maxFileBytes: number;
  /** At most this many files in the list. */
  maxFiles: number;
  /** The chosen files and where each stands; the caller owns the list. */
  files: readonly FileUploadItem[];
  /** Files that passed the checks, in the order picked or dropped. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Told about files refused (the widget shows them too). */
  onRefuse?: (refusals: FileRefusal[]) => void;
  labels: FileUploadLabels;
  /** Number format of the sizes, e.g. 'es'. Default 'en-US'. */
  locale?: string;
  /** No adding or removing, e.g. while the files are being sent. */
  disabled?: boolean;
  /** Name of the native input. */
  name?: string;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const DropZone = styled.div<{ $dragging: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.surfaceAlt : theme.color.surface)};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  /* The picker is focused through its hidden input: ring the whole zone. */
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

// The picker's label looks like a secondary button; the input behind it stays the real control.
const ChooseLabel = styled.label<ButtonStyleProps & { $disabled: boolean }>`
  ${buttonCss}
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 12rem;
  flex: 1;
`;

const Rules = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Refusals = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Choose files by the picker (a real <input type="file" multiple> behind a
 * visible label) or by dropping them on the zone. Files of another type, over
 * the size limit, empty, or beyond the count are refused before any upload,
 * with the caller's message. Each chosen file shows its progress and status.
 */
export function FileUpload({
  accept,
  maxFileBytes,
  maxFiles,
  files,
  onAdd,
  onRemove,
  onRefuse,
  labels,
  locale = 'en-US',
  disabled = false,
  name = 'files',
}: FileUploadProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const rulesId = `${id}-rules`;
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const take = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const sorted = sortIncomingFiles(
      incoming,
      files.map((item) => item.file),
      { accept, maxFileBytes, maxFiles },
    );
    setRefusals(sorted.refused);
    if (sorted.refused.length > 0) onRefuse?.(sorted.refused);
    if (sorted.accepted.length > 0) onAdd(sorted.accepted);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // The same file may be picked again after it was removed.
    event.target.value = '';
  };

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };

  const handleDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{labels.label}</Label>
      <DropZone
        $dragging={dragging}
        $disabled={disabled}
        data-dragging={dragging || undefined}
        data-testid="file-drop-zone"
        onDragEnter={handleDragEnter}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <HiddenInput
          id={inputId}
          type="file"
          name={name}
          multiple
          accept={acceptAttribute(accept)}
          disabled={disabled}
          aria-describedby={`${hintId} ${rulesId}`}
          onChange={handleChange}
        />
        <ChooseLabel htmlFor={inputId} $variant="secondary" $size="md" $fullWidth={false} $disabled={disabled}>
          {labels.chooseFiles}
        </ChooseLabel>
        <Texts>
          <span id={hintId}>{labels.dropHint}</span>
          <Rules id={rulesId}>{labels.rules}</Rules>
        </Texts>
      </DropZone>
      {refusals.length > 0 ? (
        <Alert type="error" onDismiss={() => setRefusals([])} dismissLabel={labels.dismiss}>
          <Refusals>
            {refusals.map(({ file, reason }, index) => (
              <li key={`${file.name}-${index}`}>{labels.refused[reason](file.name)}</li>
            ))}
          </Refusals>
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <Files aria-label={labels.chosenFiles}>
          {files.map((item) => (
            <FileUploadRow
              key={item.id}
              item={item}
              labels={labels}
              locale={locale}
              removable={!disabled && item.status !== 'uploading'}
              onRemove={onRemove}
            />
          ))}
        </Files>
      ) : null}
    </Group>
  );
}
