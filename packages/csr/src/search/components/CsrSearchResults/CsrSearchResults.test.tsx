import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mariaDental, mateoDental, threeMembers } from '../../test/csr-samples.ts';
import { location, renderCsr } from '../../test/render-csr.tsx';
import { CsrSearchResults } from './CsrSearchResults.tsx';

describe('CsrSearchResults', () => {
  it('lists each member once: name in proper case, date of birth, SPDC, each coverage line with its plan and status, and account', () => {
    renderCsr(<CsrSearchResults {...threeMembers} />);
    const table = screen.getByRole('table', { name: 'Members matching 10-120000-1-9000001' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [maria, mateo, grace] = rows;
    expect(maria).toHaveTextContent("Maria O'Brien-McDonald");
    expect(maria).toHaveTextContent('07/09/1984');
    expect(maria).toHaveTextContent('10-120000-1-9000001');
    expect(maria).toHaveTextContent('Registered');
    expect(within(maria!).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Dental · Acme Manufacturing · Active',
      'Vision · Acme Manufacturing Vision · Active',
      'LASIK · Acme Manufacturing LASIK · Terminated',
    ]);
    expect(within(mateo!).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Dental · Acme Manufacturing · Active']);
    expect(mateo).toHaveTextContent('Not registered');
    expect(grace).toHaveTextContent('Grace Okafor');
    expect(grace).toHaveTextContent('Dental · Harbor Schools · Terminated');
    expect(screen.getByText('3 members match.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Work on this account/ })).toHaveLength(3);
  });

  it("works on the row's member", async () => {
    const user = userEvent.setup();
    const onWorkOn = vi.fn();
    renderCsr(<CsrSearchResults {...threeMembers} onWorkOn={onWorkOn} />);
    await user.click(screen.getByRole('button', { name: /^Work on this account\s+\(Mateo Martínez, 10-120000-1-9000001\)$/ }));
    expect(onWorkOn).toHaveBeenCalledWith(mateoDental);
  });

  it('holds every button while one member opens', () => {
    renderCsr(<CsrSearchResults {...threeMembers} openingMemberKey={mariaDental.memberKey} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Opening…/ })).toBeInTheDocument();
  });

  it('links supervisors to each member’s access log, and nobody else', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCsr(<CsrSearchResults {...threeMembers} />);
    expect(screen.queryByRole('link', { name: /View access log/ })).not.toBeInTheDocument();
    unmount();
    renderCsr(<CsrSearchResults {...threeMembers} isAdmin />);
    await user.click(screen.getByRole('link', { name: /^View access log\s+\(Grace Okafor, 26-555010-1-1200450\)$/ }));
    expect(location.current).toBe('/access-management/view-member?memberKey=900000003');
  });

  it('says no member matches instead of an empty table', () => {
    renderCsr(<CsrSearchResults {...threeMembers} matches={[]} searchInfo={{ total: 0, limited: false }} />);
    expect(screen.getByText('No member matches this search. Check the numbers and try again.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks to narrow the search when more lines match than are shown', () => {
    renderCsr(<CsrSearchResults {...threeMembers} searchInfo={{ total: 180, limited: true }} />);
    expect(screen.getByText(/180 coverage lines match; the first 5 are shown/)).toBeVisible();
  });

  it('speaks Spanish to a Spanish reader', () => {
    renderCsr(<CsrSearchResults {...threeMembers} />, { language: 'es' });
    expect(screen.getAllByRole('button', { name: /^Trabajar en esta cuenta/ })).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Cobertura' })).toBeInTheDocument();
    expect(screen.getByText('Visión · Acme Manufacturing Vision · Activo')).toBeVisible();
    expect(screen.getByText('LASIK · Acme Manufacturing LASIK · Terminado')).toBeVisible();
    expect(screen.getByText('Coinciden 3 miembros.')).toBeVisible();
  });
});
