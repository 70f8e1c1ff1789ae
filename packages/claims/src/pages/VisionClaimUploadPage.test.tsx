import type { MockRequest, MockRoutes } from '@portal/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClaims } from '../test/render-claims.tsx';
import {
  paths,
  visionKey,
  wireDanielUpload,
  wireFeatures,
  wireMembers,
  wireOliviaUpload,
  wirePatients,
  wireUploadReceipt,
  wireUploads,
} from '../test/wire-samples.ts';
import { VisionClaimUploadPage } from './VisionClaimUploadPage.tsx';

const submitPath = `/claims/vision/submit?coverage=${visionKey}`;

function baseRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers(),
    [paths.patients]: wirePatients(2),
    [paths.uploads]: wireUploads(),
    ...extra,
  };
}

function file(name: string, type: string, content = 'receipt'): File {
  return new File([content], name, { type, lastModified: 1767225600000 });
}

const sentFiles = (request: MockRequest) => (request.options.body as FormData).getAll('files').map((value) => (value as File).name);
const keyOf = (request: MockRequest) => request.options.headers?.['Idempotency-Key'];

async function choosePatientAndFiles(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(await screen.findByRole('radio', { name: 'Daniel Martinez' }));
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

describe('VisionClaimUploadPage (§2 vision claim submission)', () => {
  it('offers one patient per claim, the file picker with its limits, and the claims already submitted', async () => {
    renderClaims(<VisionClaimUploadPage />, { path: submitPath, routes: baseRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Submit a vision claim' })).toHaveFocus();
    const patients = await screen.findByRole('group', { name: 'Who is this claim for?' });
    expect(within(patients).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Olivia Martinez',
      'Daniel Martinez',
      'Mateo Martinez',
    ]);
    expect(screen.getByText('DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX, or TXT · up to 10 MB each · at most 10 files')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Vision claims you submitted, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    for (const text of ['03/02/2026', 'Daniel Martinez', 'receipt.pdf', 'prescription.jpg', 'In review', '03/16/2026']) {
      expect(rows[0]).toHaveTextContent(text);
    }
    expect(rows[1]).toHaveTextContent('Olivia Martinez');
    expect(rows[1]).toHaveTextContent('Processed');
    expect(screen.getByRole('link', { name: 'Back to your claims' })).toHaveAttribute('href', `/claims?coverage=${visionKey}`);
  });

  it('never sends a refused file: only the accepted ones reach the upload call', async () => {
    const user = userEvent.setup();
    const { client } = renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      routes: baseRoutes({ [paths.upload]: wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 7 }]) }),
    });
    await choosePatientAndFiles(user, [file('setup.exe', 'application/x-msdownload'), file('receipt.pdf', 'application/pdf'), file('scan.tiff', 'image/tiff')]);
    const refusals = screen.getByRole('alert');
    expect(refusals).toHaveTextContent('setup.exe: wrong file type. Choose a DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX, or TXT file.');
    expect(refusals).toHaveTextContent('scan.tiff: wrong file type.');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await screen.findByText('Your claim is on its way. Vision claims take 7 to 10 business days.');
    const uploads = client.requests.filter((request) => request.key === paths.upload);
    expect(uploads).toHaveLength(1);
    expect(sentFiles(uploads[0]!)).toEqual(['receipt.pdf']);
    expect((uploads[0]!.options.body as FormData).get('claimant')).toBe('2');
    expect((uploads[0]!.options.body as FormData).get('divisionNumber')).toBe('2');
  });

  it('shows each file’s progress while sending, then the §8 success toast, the §9 note and the new claim on top of the list', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    let listCalls = 0;
    const newUpload = { ...wireDanielUpload, uploadId: 'VU-2026-03-10-51c0de', submittedAt: '2026-03-10T12:00:00.000Z', status: 'RECEIVED', expectedDecisionBy: '2026-03-24' };
    const { client } = renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      routes: baseRoutes({
        [paths.upload]: () => new Promise<unknown>((resolve) => (answer = resolve)),
        [paths.uploads]: () => (++listCalls === 1 ? wireUploads() : wireUploads([newUpload, wireDanielUpload, wireOliviaUpload])),
      }),
    });
    await choosePatientAndFiles(user, [file('receipt.pdf', 'application/pdf'), file('glasses.png', 'image/png', 'png bytes')]);
    const submit = screen.getByRole('button', { name: 'Submit claim' });
    await user.click(submit);
    // A second click while sending does nothing: the button is busy.
    await user.click(submit);
    const bar = await screen.findByRole('progressbar', { name: 'receipt.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByText('Uploading 100%')).toHaveLength(2);
    expect(screen.getByLabelText('Choose files')).toBeDisabled();
    answer(wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 7 }]));
    expect(await screen.findByText('Vision claim successfully submitted')).toBeVisible();
    expect(screen.getByText('Your claim is on its way. Vision claims take 7 to 10 business days.')).toBeVisible();
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('03/10/2026');
      expect(rows[0]).toHaveTextContent('Received');
    });
    expect(client.calls.filter((call) => call === paths.upload)).toHaveLength(1);
    // The form is ready for the next claim.
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  // §4: an error shows once the member leaves a field without an answer, or
  // submits; the form made ready for the next claim starts pristine, the
  // files refused for the claim just sent gone too.
  it('after a successful submission the form for the next claim shows no error until the member tries to send it', async () => {
    const user = userEvent.setup();
    renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      routes: baseRoutes({ [paths.upload]: wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 7 }]) }),
    });
    await choosePatientAndFiles(user, [file('setup.exe', 'application/x-msdownload'), file('receipt.pdf', 'application/pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe: wrong file type.');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Your claim is on its way. Vision claims take 7 to 10 business days.')).toBeVisible();
    expect(screen.queryByText(/setup\.exe/)).toBeNull();
    const patients = screen.getByRole('group', { name: 'Who is this claim for?' });
    for (const radio of within(patients).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.queryByText('Choose the patient this claim is for.')).toBeNull();
    expect(screen.queryByText('Add at least one file.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(screen.getByText('Choose the patient this claim is for.')).toBeVisible();
    expect(screen.getByText('Add at least one file.')).toBeVisible();
  });

  it('on a refused file: the §8 failure toast, the server’s message inline, nothing chosen lost, and the same key on a retry', async () => {
    const user = userEvent.setup();
    const refusal = { httpStatus: 415, body: { statusCode: 415, error: 'Unsupported Media Type', message: '"glasses.png" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.' } };
    let attempts = 0;
    const { client } = renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      routes: baseRoutes({
        [paths.upload]: () => (++attempts <= 2 ? refusal : wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 7 }])),
      }),
    });
    await choosePatientAndFiles(user, [file('receipt.pdf', 'application/pdf'), file('glasses.png', 'image/png', 'MZ renamed binary')]);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Vision claim failed to upload')).toBeVisible();
    const inline = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Vision claim not submitted'));
    expect(inline).toHaveTextContent('Vision claim not submitted. Fix the file and resend.');
    expect(inline).toHaveTextContent('"glasses.png" is not a supported file type.');
    expect(screen.getByText(/^Not sent: "glasses.png" is not a supported/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Daniel Martinez' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'receipt.pdf' })).toHaveAttribute('aria-valuetext', 'Ready to send');

    // The same patient and files again: the same idempotency key.
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(client.calls.filter((call) => call === paths.upload)).toHaveLength(2));
    // The member removes the refused file: a new submission, a new key.
    await user.click(screen.getByRole('button', { name: 'Remove glasses.png' }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Vision claim successfully submitted')).toBeVisible();
    const keys = client.requests.filter((request) => request.key === paths.upload).map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(sentFiles(client.requests.filter((request) => request.key === paths.upload)[2]!)).toEqual(['receipt.pdf']);
  });

  describe('after the server refuses a file', () => {
    const refusedRoutes = () =>
      baseRoutes({
        [paths.upload]: {
          httpStatus: 415,
          body: { statusCode: 415, error: 'Unsupported Media Type', message: '"glasses.png" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.' },
        },
      });
    const refusal = () => screen.queryByText('Vision claim not submitted. Fix the file and resend.');

    async function refused(user: ReturnType<typeof userEvent.setup>, client: { calls: string[] }) {
      await choosePatientAndFiles(user, [file('receipt.pdf', 'application/pdf'), file('glasses.png', 'image/png', 'MZ renamed binary')]);
      await user.click(screen.getByRole('button', { name: 'Submit claim' }));
      expect(await screen.findByText('Vision claim failed to upload')).toBeVisible();
      expect(refusal()).toBeVisible();
      expect(client.calls.filter((call) => call === paths.upload)).toHaveLength(1);
    }

    it('removing the refused file takes the refusal away, and removing every file asks for one only when the member submits (§4)', async () => {
      const user = userEvent.setup();
      const { client } = renderClaims(<VisionClaimUploadPage />, { path: submitPath, routes: refusedRoutes() });
      await refused(user, client);

      // Another file goes: the refused one is still there, and so is the message about it.
      await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
      expect(refusal()).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Remove glasses.png' }));
      expect(refusal()).toBeNull();
      expect(screen.queryByText('Add at least one file.')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Submit claim' }));
      expect(screen.getByText('Add at least one file.')).toBeVisible();
      expect(screen.getByLabelText('Choose files')).toHaveFocus();
      expect(client.calls.filter((call) => call === paths.upload)).toHaveLength(1);
    });

    it('another patient takes the refusal away, and nothing asks for a file the member still has', async () => {
      const user = userEvent.setup();
      const { client } = renderClaims(<VisionClaimUploadPage />, { path: submitPath, routes: refusedRoutes() });
      await refused(user, client);
      await user.click(screen.getByRole('radio', { name: 'Mateo Martinez' }));
      expect(refusal()).toBeNull();
      expect(screen.queryByText('Add at least one file.')).toBeNull();
      expect(screen.queryByText('Choose the patient this claim is for.')).toBeNull();
    });
  });

  it('says the service is unavailable when the upload fails without a message, and a new patient means a new key', async () => {
    const user = userEvent.setup();
    const { client } = renderClaims(<VisionClaimUploadPage />, { path: submitPath, routes: baseRoutes({ [paths.upload]: { httpStatus: 503 } }) });
    await choosePatientAndFiles(user, [file('receipt.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Vision claim submission is not available right now. Please try again later.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Mateo Martinez' }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(client.calls.filter((call) => call === paths.upload)).toHaveLength(2));
    const [first, second] = client.requests.filter((request) => request.key === paths.upload).map(keyOf);
    expect(second).not.toBe(first);
  });

  it('asks for a patient and a file before sending anything', async () => {
    const user = userEvent.setup();
    const { client } = renderClaims(<VisionClaimUploadPage />, { path: submitPath, routes: baseRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Submit claim' }));
    expect(screen.getByText('Choose the patient this claim is for.')).toBeVisible();
    expect(screen.getByText('Add at least one file.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Olivia Martinez' })).toHaveFocus();
    expect(client.calls).not.toContain(paths.upload);
  });

  it('says clearly when no plan lets the member submit a vision claim', async () => {
    renderClaims(<VisionClaimUploadPage />, {
      path: '/claims/vision/submit',
      routes: baseRoutes({ [paths.features]: wireFeatures({ submitClaim: false }) }),
    });
    expect(await screen.findByText("Vision claims can't be submitted online")).toBeVisible();
    expect(screen.queryByLabelText('Choose files')).toBeNull();
  });

  it('uses the first vision line when the link names none, and offers a retry when the plan cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderClaims(<VisionClaimUploadPage />, {
      path: '/claims/vision/submit',
      routes: baseRoutes({ [paths.members]: () => (++calls === 1 ? { httpStatus: 500 } : wireMembers()) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your vision plan right now.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Northwind Logistics – Vision (${visionKey})`)).toBeVisible();
  });

  it('shows the empty and failed states of the submitted claims', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      routes: baseRoutes({ [paths.uploads]: () => (++calls === 1 ? { httpStatus: 500 } : wireUploads([])) }),
    });
    expect(await screen.findByText("We couldn't load the claims you submitted.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not submitted a vision claim on this plan yet.')).toBeVisible();
  });

  it('speaks Spanish, §8 toast included', async () => {
    const user = userEvent.setup();
    renderClaims(<VisionClaimUploadPage />, {
      path: submitPath,
      language: 'es',
      routes: baseRoutes({ [paths.upload]: wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 7 }]) }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Enviar un reclamo de la vista' })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'Daniel Martinez' }));
    fireEvent.change(screen.getByLabelText('Elegir archivos'), { target: { files: [file('receipt.pdf', 'application/pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByText('El reclamo de visión se envió correctamente')).toBeVisible();
    expect(screen.getByText('Su reclamo está en camino. Los reclamos de la vista tardan de 7 a 10 días hábiles.')).toBeVisible();
  });
});
