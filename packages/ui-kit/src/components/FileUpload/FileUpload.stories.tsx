import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { newFileUploadItem, type FileUploadItem } from './file-upload-item.ts';
import { FileUpload, type FileUploadProps } from './FileUpload.tsx';
import { fileUploadTexts, sampleAccept, sampleFile } from './story-texts.ts';

const languageOf = (globals: Record<string, unknown>) => (globals.locale === 'es' ? 'es' : 'en');

const megabyte = 1024 * 1024;

/** Owns the list as a screen would: adds what passed the checks, removes on request. */
function Controlled({ initial = [], ...props }: Omit<FileUploadProps, 'files' | 'onAdd' | 'onRemove'> & { initial?: FileUploadItem[] }) {
  const [files, setFiles] = useState<FileUploadItem[]>(initial);
  return (
    <FileUpload
      {...props}
      files={files}
      onAdd={(added) => setFiles((current) => [...current, ...added.map(newFileUploadItem)])}
      onRemove={(id) => setFiles((current) => current.filter((item) => item.id !== id))}
    />
  );
}

const meta = {
  title: 'ui-kit/FileUpload',
  component: FileUpload,
  args: {
    accept: sampleAccept,
    maxFileBytes: 10 * megabyte,
    maxFiles: 10,
    files: [],
    onAdd: () => undefined,
    onRemove: () => undefined,
    labels: fileUploadTexts.en,
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: pick or drop files (try a .zip or a 12 MB file to see them refused). */
export const Empty: Story = {
  render: (args, { globals }) => {
    const language = languageOf(globals);
    return <Controlled {...args} labels={fileUploadTexts[language]} locale={language} />;
  },
};

const chosen = (): FileUploadItem[] => [
  { ...newFileUploadItem(sampleFile('eye-exam-receipt.pdf', 'application/pdf', 184_320)), status: 'done', progress: 100 },
  { ...newFileUploadItem(sampleFile('glasses-invoice.jpg', 'image/jpeg', 2.4 * megabyte)), status: 'uploading', progress: 45 },
  { ...newFileUploadItem(sampleFile('prescription.png', 'image/png', 612_000)), status: 'waiting', progress: 0 },
];

/** A submission under way: one file sent, one at 45 %, one waiting. */
export const Uploading: Story = {
  render: (args, { globals }) => {
    const language = languageOf(globals);
    return <FileUpload {...args} files={chosen()} labels={fileUploadTexts[language]} locale={language} disabled />;
  },
};

/** The server refused one file (its content did not match its name). */
export const Failed: Story = {
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const reason = language === 'es' ? 'el contenido no coincide con el tipo de archivo' : 'the content does not match the file type';
    const files: FileUploadItem[] = [
      { ...newFileUploadItem(sampleFile('eye-exam-receipt.pdf', 'application/pdf', 184_320)), status: 'waiting', progress: 0 },
      { ...newFileUploadItem(sampleFile('contacts-receipt.png', 'image/png', 48_000)), status: 'failed', progress: 100, error: reason },
    ];
    return <Controlled {...args} initial={files} labels={fileUploadTexts[language]} locale={language} />;
  },
};
