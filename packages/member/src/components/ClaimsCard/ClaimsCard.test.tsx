import { screen, within } from '@testing-library/react';
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
});
