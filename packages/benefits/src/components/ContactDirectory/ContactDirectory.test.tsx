import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { ContactDirectory } from './ContactDirectory.tsx';

describe('ContactDirectory', () => {
  it('says so when no contact information is available', () => {
    renderBenefits(<ContactDirectory contacts={[]} />, { routes: {} });
    expect(screen.getByText('No contact information is available for your plans.')).toBeInTheDocument();
  });
});
