import type { DownloadedFile } from '@portal/api-client';
import { mockDataSharingRoutes } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDataSharing } from '../../test/render-data-sharing.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

describe('DownloadMyData (/profile)', () => {
  it('downloads the FHIR file, then its PDF summary, showing which one is being prepared', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const save = vi.fn((file: DownloadedFile | { url: string; fileName: string }) => void saved.push(file.fileName));
    // Each file waits until the test lets it through.
    const routes = mockDataSharingRoutes();
    const gates: (() => void)[] = [];
    for (const key of ['GET /api/alic/members/dataExport', 'GET /api/alic/members/dataExport/pdf']) {
      const answer = routes[key] as () => Promise<unknown>;
      routes[key] = () => new Promise<void>((resolve) => gates.push(resolve)).then(answer);
    }
    renderDataSharing(<DownloadMyData save={save} />, { routes });
    expect(screen.getByRole('region', { name: 'Download my data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const progress = screen.getByRole('progressbar', { name: 'Preparing your data' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Preparing your FHIR file…');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    await waitFor(() => expect(gates).toHaveLength(1));
    gates[0]!();
    expect(await screen.findByText('Preparing your PDF summary…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    await waitFor(() => expect(gates).toHaveLength(2));
    gates[1]!();
    expect(await screen.findByText('Your data is downloaded: a FHIR file and a PDF summary.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual(['alic-member-data-11-28-2026.json', 'alic-member-data-11-28-2026.pdf']);
  });

  it('says when the download fails', async () => {
    const user = userEvent.setup();
    renderDataSharing(<DownloadMyData save={vi.fn()} />, { routes: mockDataSharingRoutes({ failWith: { getMemberDataSummaryPdf: 500 } }), language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(await screen.findByText('No se pudieron descargar sus datos. Inténtelo de nuevo más tarde.')).toBeInTheDocument();
  });
});
