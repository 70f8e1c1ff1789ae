import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { CustomerServiceContact } from './CustomerServiceContact.tsx';

describe('CustomerServiceContact', () => {
  it('names a way to reach customer service, in either language', () => {
    renderPlain(<CustomerServiceContact />);
    expect(screen.getByRole('region', { name: 'Contact customer service' })).toHaveTextContent('customer service number');
  });

  it('in Spanish', () => {
    renderPlain(<CustomerServiceContact />, 'es');
    expect(screen.getByRole('heading', { name: 'Comuníquese con el servicio de atención al cliente' })).toBeVisible();
  });
});
