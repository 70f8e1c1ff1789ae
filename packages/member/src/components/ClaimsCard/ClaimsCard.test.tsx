import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { ClaimsCard } from './ClaimsCard.tsx';

const [dentalAndVision] = groupIntoPolicies([coverageLine(), coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);

describe('ClaimsCard', () => {
  it("links to the selected policy's claims", async () => {
    renderMember(<ClaimsCard policy={dentalAndVision!} />, { routes: { 'GET /api/alic/features': featuresWith() } });
    const card = within(await screen.findByRole('region', { name: 'Claims' }));
    expect(card.getByRole('link', { name: 'View your claims' })).toHaveAttribute('href', `/claims?coverage=${dentalAndVision!.key}`);
  });

  it('links to a pretreatment estimate and the dental cost estimator on its dental line', async () => {
    renderMember(<ClaimsCard policy={dentalAndVision!} />, { routes: { 'GET /api/alic/features': featuresWith() } });
    const card = within(await screen.findByRole('region', { name: 'Claims' }));
    expect(card.getByRole('link', { name: 'Ask for a pretreatment estimate' })).toHaveAttribute(
      'href',
      `/pretreatment-estimate?coverage=${dentalAndVision!.key}`,
    );
    expect(card.getByRole('link', { name: 'Estimate the cost of dental care' })).toHaveAttribute('href', `/dce/home?coverage=${dentalAndVision!.key}`);
  });

  it('offers only the estimator where claims are off, and is not shown when nothing is on', async () => {
    const claimsOff = { memberDentalFeatures: { claims: false }, memberVisionFeatures: { claims: false } };
    const { unmount } = renderMember(<ClaimsCard policy={dentalAndVision!} />, { routes: { 'GET /api/alic/features': featuresWith(claimsOff) } });
    const card = within(await screen.findByRole('region', { name: 'Claims' }));
    expect(card.getAllByRole('link').map((link) => link.textContent)).toEqual(['Estimate the cost of dental care']);
    unmount();
    const { queryClient } = renderMember(<ClaimsCard policy={dentalAndVision!} />, {
      routes: { 'GET /api/alic/features': featuresWith({ ...claimsOff, memberDentalFeatures: { claims: false, dceOutOfNetwork: false } }) },
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Claims' })).toBeNull();
  });
});
