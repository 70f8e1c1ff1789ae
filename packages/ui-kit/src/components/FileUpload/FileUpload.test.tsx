import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { newFileUploadItem, type FileUploadItem } from './file-upload-item.ts';
import { FileUpload } from './FileUpload.tsx';
import { fileUploadTexts, sampleAccept, sampleFile } from './story-texts.ts';

const megabyte = 1024 * 1024;
const labels = fileUploadTexts.en;

function Harness({ onAdd, initial = [], disabled = false }: { onAdd?: (files: File[]) => void; initial?: FileUploadItem[]; disabled?: boolean }) {
  const [files, setFiles] = useState<FileUploadItem[]>(initial);
  return (
    <FileUpload
      accept={sampleAccept}
      maxFileBytes={10 * megabyte}
      maxFiles={3}
      files={files}
      labels={labels}
      disabled={disabled}
      onAdd={(added) => {
        onAdd?.(added);
        setFiles((current) => [...current, ...added.map(newFileUploadItem)]);
      }}
      onRemove={(id) => setFiles((current) => current.filter((item) => item.id !== id))}
    />
  );
}

const pdf = () => sampleFile('receipt.pdf', 'application/pdf', 200_000);
const png = () => sampleFile('prescription.png', 'image/png', 1.5 * megabyte);

describe('FileUpload', () => {
  it('is a real multiple file input named by its visible label, described by the drop hint and the limits', () => {
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Choose files');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(`or drag and drop them here ${labels.rules}`);
    expect(input.getAttribute('accept')).toContain('.pdf');
    expect(input.getAttribute('accept')).toContain('image/png');
    expect(screen.getByRole('group', { name: 'Claim documents' })).toContainElement(input);
    expect(screen.getByText(labels.rules)).toBeVisible();
  });

  it('is reached by keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(screen.getByLabelText('Choose files')).toHaveFocus();
  });

  it('lists picked files with their size, a progress bar and a status', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.upload(screen.getByLabelText('Choose files'), [pdf(), png()]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('receipt.pdf');
    expect(rows[0]).toHaveTextContent('195.3 kB');
    expect(rows[1]).toHaveTextContent('1.5 MB');
    const bar = screen.getByRole('progressbar', { name: 'receipt.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', 'Ready to send');
  });

  it('refuses a file of another type, an empty one and one over the limit before they reach the caller, with the caller’s messages', async () => {
    const onAdd = vi.fn();
    renderWithTheme(<Harness onAdd={onAdd} />);
    const input = screen.getByLabelText('Choose files');
    // userEvent.upload would drop files outside `accept` itself; a drop is not filtered by the browser.
    fireEvent.change(input, {
      target: {
        files: [
          sampleFile('setup.exe', 'application/x-msdownload', 5000),
          sampleFile('blank.txt', 'text/plain', 0),
          sampleFile('huge-scan.pdf', 'application/pdf', 11 * megabyte),
          pdf(),
        ],
      },
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]![0].map((file: File) => file.name)).toEqual(['receipt.pdf']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(labels.refused.type('setup.exe'));
    expect(alert).toHaveTextContent(labels.refused.empty('blank.txt'));
    expect(alert).toHaveTextContent(labels.refused.size('huge-scan.pdf'));
  });

  it('refuses files beyond the count and the same file twice', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Harness onAdd={onAdd} />);
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, [pdf(), png()]);
    await user.upload(input, [pdf(), sampleFile('a.txt', 'text/plain', 10), sampleFile('b.txt', 'text/plain', 10)]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(labels.refused.duplicate('receipt.pdf'));
    expect(alert).toHaveTextContent(labels.refused.count('b.txt'));
  });

  it('takes dropped files through the same checks', () => {
    const onAdd = vi.fn();
    renderWithTheme(<Harness onAdd={onAdd} />);
    const zone = screen.getByTestId('file-drop-zone');
    const dataTransfer = { files: [png(), sampleFile('notes.zip', 'application/zip', 100)], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onAdd.mock.calls[0]![0].map((file: File) => file.name)).toEqual(['prescription.png']);
    expect(screen.getByRole('alert')).toHaveTextContent(labels.refused.type('notes.zip'));
  });

  it('removes a file by its named button and clears the refusal messages on dismiss', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Choose files');
    fireEvent.change(input, { target: { files: [pdf(), sampleFile('x.exe', '', 10)] } });
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each file’s progress and outcome as the caller reports it', () => {
    const items: FileUploadItem[] = [
      { ...newFileUploadItem(pdf()), status: 'uploading', progress: 42.4 },
      { ...newFileUploadItem(png()), status: 'done', progress: 80 },
      { ...newFileUploadItem(sampleFile('c.txt', 'text/plain', 20)), status: 'failed', progress: 10, error: 'wrong file type' },
    ];
    renderWithTheme(<Harness initial={items} disabled />);
    expect(screen.getByRole('progressbar', { name: 'receipt.pdf' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading 42%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'prescription.png' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Sent')).toBeVisible();
    expect(screen.getByText('Not sent: wrong file type')).toBeVisible();
    // Disabled: nothing can be added or removed while sending.
    expect(screen.getByLabelText('Choose files')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('formats sizes in the member’s language', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FileUpload
        accept={sampleAccept}
        maxFileBytes={megabyte * 10}
        maxFiles={10}
        files={[newFileUploadItem(png())]}
        labels={fileUploadTexts.es}
        locale="es"
        onAdd={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('1,5 MB');
    expect(screen.getByText('Listo para enviar')).toBeVisible();
    await user.tab();
    expect(screen.getByLabelText('Elegir archivos')).toHaveFocus();
  });
});
